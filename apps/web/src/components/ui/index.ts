export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClass } from './Button';
export { ButtonLink } from './ButtonLink';
export { EmptyState } from './EmptyState';
export { Modal, type ModalProps } from './Modal';
export { Pagination, type PaginationProps } from './Pagination';
export { getPageItems, getPageWindow, type PageItem } from './pagination-pages';
export { LoadingBlock, Spinner } from './Spinner';
export { useFocusTrap } from './use-focus-trap';
export { useScrollLock } from './use-scroll-lock';
