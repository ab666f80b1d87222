// French full-text search shared by SQLite (FTS5) and PostgreSQL (tsvector).
//
// Index: store analyzeForIndex(title) / analyzeForIndex(body) (modules/documents/search-index.ts).
// Query: q = parseQuery(userInput); if isEmptyQuery(q) return no hits; otherwise
//   SQLite  : documents_fts MATCH toFts5Match(q)
//   Postgres: vector @@ to_tsquery('simple', toTsQuery(q))
// Hits: buildSnippet(content, q) and highlightTitle(title, q); findArticleAt() in
// modules/documents/structure.ts tells which article a hit is in.

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
export { toFts5TitleMatch, toTsQueryTitle } from './compile-title';
export { toTsQuery, tsItem, tsPhrase } from './compile-tsquery';
export { foldText } from './fold';
export type { Snippet, SnippetOptions } from './highlight';
export { buildSnippet, escapeHtml, highlightTitle } from './highlight';
export { parseQuery } from './parse-query';
export { CHUNK_WORDS, PG_MAX_POSITION, phraseChunks } from './phrase-chunks';
export type { Clause, Phrase, QueryItem, SearchQuery, Term } from './query-types';
export { isEmptyQuery, itemTokens, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS } from './query-types';
export { IRREGULAR_PLURALS, stemFolded } from './stem';
export { FRENCH_STOP_WORDS, isStopWord } from './stopwords';
