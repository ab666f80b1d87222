// Shared contracts: one zod schema per request and answer, messages, constants, roles.
// Each area keeps its own file; this index only re-exports.
export * from './common';
export * from './constants';
export * from './roles';
export * from './messages';
export * from './auth';
export * from './documents';
export * from './news';
export * from './contact';
export * from './admin';
