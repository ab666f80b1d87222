// The contracts a module may load without their zod schemas: the index builds every schema and the French
// zod locale when it loads. The search engine's thread (engine-worker.mjs) loads only this, so that a
// process's engine starts sooner (docs/search-engine.md, "Snapshots", has the figures).
export { parseNote } from './content-notes';
export { SEARCH_QUERY_LIMITS } from './document-constants';
export { DOCUMENTS_API_MESSAGES } from './messages/api-documents';
