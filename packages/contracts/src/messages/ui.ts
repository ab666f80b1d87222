// French texts of the screens (labels, notices, page texts), one file per feature. The bundler puts a
// module whole into one chunk: texts the entry chunk needs (ui-common, ui-not-found) share no file with
// texts only lazy pages need, so a page only downloads its own.

export * from './ui-account';
export * from './ui-admin';
export * from './ui-alerts';
export * from './ui-auth';
export * from './ui-case-law';
export * from './ui-common';
export * from './ui-controls';
export * from './ui-documents';
export * from './ui-errors';
export * from './ui-home';
export * from './ui-library';
export * from './ui-news';
export * from './ui-not-found';
export * from './ui-premium';
export * from './ui-search';
export * from './ui-static-pages';
