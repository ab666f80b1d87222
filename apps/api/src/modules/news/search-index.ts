import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';
import { analyzeForIndex } from '../../search';

// The news are searched by the databases' own text index (SQLite FTS5 `actualities_fts`, PostgreSQL's
// `search_vector`); the documents have the in-memory engine (docs/search-engine.md).

/** Everything the news search looks at besides the title. */
export const actualityIndexBody = (a: {
  description: string;
  excerpt: string | null;
  content: string | null;
}) => [a.description, a.excerpt, a.content].filter((part) => part?.trim()).join('\n\n');

/** A row's title and body as the index holds them (analysed once per write). */
export interface SearchIndexEntry {
  analysedTitle: string;
  analysedBody: string;
}

export const analyseForSearchIndex = (title: string, body: string): SearchIndexEntry => ({
  analysedTitle: analyzeForIndex(title),
  analysedBody: analyzeForIndex(body),
});

const searchVector = ({ analysedTitle, analysedBody }: SearchIndexEntry) =>
  sql`setweight(to_tsvector('simple', ${analysedTitle}), 'A') || setweight(to_tsvector('simple', ${analysedBody}), 'B')`;

/**
 * The column to write with the row itself: PostgreSQL keeps the vector in the row, and writing it in the
 * same INSERT or UPDATE leaves one version of the row instead of two. SQLite: nothing, its index is a
 * table of its own (writeIndexBesideRow). search_vector is outside the Kysely schema (SQLite has no such
 * column), hence the spread by the caller.
 */
export const searchVectorColumn = (
  dialect: DialectName,
  entry: SearchIndexEntry,
): { search_vector?: ReturnType<typeof searchVector> } =>
  dialect === 'postgres' ? { search_vector: searchVector(entry) } : {};

/**
 * SQLite's FTS entry of a news item, replaced whole. Always called inside the transaction that writes the
 * row, so an item is searchable as soon as it is saved and no longer once deleted.
 */
export async function writeIndexBesideRow(db: DB, dialect: DialectName, id: number, entry: SearchIndexEntry) {
  if (dialect !== 'sqlite') return;
  await sql`DELETE FROM actualities_fts WHERE rowid = ${id}`.execute(db);
  await sql`INSERT INTO actualities_fts (rowid, title, body) VALUES (${id}, ${entry.analysedTitle}, ${entry.analysedBody})`.execute(
    db,
  );
}

/** PostgreSQL keeps the vector in the row itself: it goes with the row. */
export async function removeSearchIndex(db: DB, dialect: DialectName, id: number) {
  if (dialect === 'sqlite') await sql`DELETE FROM actualities_fts WHERE rowid = ${id}`.execute(db);
}
