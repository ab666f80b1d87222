// Shared contracts: one zod schema per request and answer, messages, constants, roles.
import './zod-locale';

export * from './admin';
export * from './alerts';
export * from './auth';
export * from './case-law';
// Each area keeps its own file; this index only re-exports.
export * from './common';
export * from './constants';
export * from './contact';
export * from './content-notes';
export * from './document-constants';
export * from './documents';
export * from './law';
export * from './library';
export * from './messages';
export * from './messages/index';
export * from './news';
export * from './roles';
export * from './site-routes';
