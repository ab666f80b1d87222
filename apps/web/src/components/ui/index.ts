export { Button, type ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export { EmptyState } from './EmptyState';
export { Field, fieldsOf } from './Field';
export { Modal } from './Modal';
export { Pagination } from './Pagination';
export { getPageWindow } from './pagination-pages';
export { LoadingBlock } from './Spinner';
