// SQL fragments for wiring the analyser into the two databases. The route/migration owner
// uses these so both engines index exactly what the compilers expect.

/**
 * SQLite: contentless FTS5 table holding ANALYSED title/body (see analyzeForIndex). rowid is
 * the document id. unicode61 only splits on spaces here since the text is already [a-z0-9 ].
 * Contentless tables cannot be UPDATEd: delete with
 * `INSERT INTO documents_fts(documents_fts, rowid, title, body) VALUES('delete', id, oldTitle, oldBody)`
 * (the old ANALYSED values) or use contentless_delete=1 (SQLite >= 3.43) as done here.
 */
export const SQLITE_FTS_TABLE_SQL =
  "CREATE VIRTUAL TABLE IF NOT EXISTS documents_fts USING fts5(title, body, content='', contentless_delete=1, tokenize='unicode61')";

/** SQLite: ids matching a compiled query (toFts5Match), best first; title weighs 10x the body. */
export const SQLITE_MATCH_SQL =
  'SELECT rowid AS id, bm25(documents_fts, 10.0, 1.0) AS score FROM documents_fts WHERE documents_fts MATCH ? ORDER BY score';

/**
 * PostgreSQL: the document vector from the ANALYSED title ($1) and body ($2). The title gets
 * weight A and the body B; toTsQuery relies on these weights to keep phrases inside one field.
 */
export const PG_TSVECTOR_SQL =
  "setweight(to_tsvector('simple', $1), 'A') || setweight(to_tsvector('simple', $2), 'B')";

/** PostgreSQL: condition for a compiled query (toTsQuery) passed as a parameter. */
export function pgMatchCondition(vectorColumn: string, param: string): string {
  return `${vectorColumn} @@ to_tsquery('simple', ${param})`;
}
