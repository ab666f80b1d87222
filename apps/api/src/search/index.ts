// French search: one analyser and query parser for the documents' in-memory engine (engine/) and the
// news' database index (SQLite FTS5, PostgreSQL tsvector: modules/news/search-index.ts).
// Query: q = parseQuery(userInput); if isEmptyQuery(q) return no hits; otherwise, for the news,
//   SQLite  : actualities_fts MATCH toFts5Match(q)
//   Postgres: vector @@ to_tsquery('simple', toTsQuery(q))
// Hits: buildSnippet(text, q) and highlightTitle(title, q).

export { analyzeForIndex } from './analyzer';
export { toFts5Match } from './compile-fts5';
export { toTsQuery } from './compile-tsquery';
export { foldText } from './fold';
export { buildSnippet, highlightTitle } from './highlight';
export { parseQuery } from './parse-query';
export { boundedQueryText } from './query-text';
export type { SearchQuery } from './query-types';
export { isEmptyQuery, itemTokens } from './query-types';
