// French search: one analyser and query parser for the documents' in-memory engine (engine/) and the
// news' database index (SQLite FTS5, PostgreSQL tsvector: modules/news/search-index.ts).
// Query: q = parseQuery(userInput); if isEmptyQuery(q) return no hits; otherwise, for the news,
//   SQLite  : actualities_fts MATCH toFts5Match(q)
//   Postgres: vector @@ to_tsquery('simple', toTsQuery(q))
// Hits: buildSnippet(text, terms) and highlightTitle(title, terms), terms = queryTerms(q) or the engine's.

export { analyzeForIndex } from './analyzer';
export { toFts5Match } from './compile-fts5';
export { toTsQuery } from './compile-tsquery';
export { foldText } from './fold';
export { buildSnippet, highlightTitle } from './highlight';
export { parseQuery } from './parse-query';
export { boundedQueryText } from './query-text';
export type { QueryTerms, SearchQuery } from './query-types';
export { isEmptyQuery, queryTerms } from './query-types';
