// French texts of the screens (labels, notices, page texts), one file per feature so that a page's chunk
// only carries its own: the contracts package is free of side effects, unused objects are dropped.

export * from './ui-account';
export * from './ui-admin';
export * from './ui-auth';
export * from './ui-common';
export * from './ui-documents';
export * from './ui-errors';
export * from './ui-home';
export * from './ui-news';
export * from './ui-search';
export * from './ui-static-pages';
