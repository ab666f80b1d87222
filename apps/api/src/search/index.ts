// French search: one analyser and query parser for the documents' in-memory engine (engine/) and the
// news' database index (SQLite FTS5, PostgreSQL tsvector: modules/news/search-index.ts).
// Query: q = parseQuery(userInput); if isEmptyQuery(q) return no hits; otherwise, for the news,
//   SQLite  : actualities_fts MATCH toFts5Match(q)
//   Postgres: vector @@ to_tsquery('simple', toTsQuery(q))
// Hits: buildSnippet(text, q) and highlightTitle(title, q).

export {
  analyzeForIndex,
  analyzePrefix,
  analyzeRawToken,
  analyzeTokens,
  MAX_TOKEN_LENGTH,
  MIN_PREFIX_LENGTH,
  rawTokens,
} from './analyzer';
export { toFts5Match } from './compile-fts5';
export { toTsQuery, tsItem, tsPhrase } from './compile-tsquery';
export { foldText } from './fold';
export type { Snippet, SnippetOptions } from './highlight';
export { buildSnippet, escapeHtml, highlightTitle } from './highlight';
export { parseQuery } from './parse-query';
export type { Clause, Phrase, QueryItem, SearchQuery, Term } from './query-types';
export { isEmptyQuery, itemTokens, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS } from './query-types';
export { IRREGULAR_PLURALS, stemFolded } from './stem';
export { FRENCH_STOP_WORDS, isStopWord } from './stopwords';
