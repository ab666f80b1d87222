// French messages of the API (errors, notices, mails, command-line output), one file per area.
export * from './api-account-security';
export * from './api-accounts';
export * from './api-alerts';
export * from './api-cli';
export * from './api-docs';
export * from './api-documents';
export * from './api-errors';
export * from './api-law';
export * from './api-library';
export * from './api-mails';
export * from './api-news';
export * from './api-reference-data';
export * from './api-site';
