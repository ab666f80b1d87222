import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';
import { analyzeForIndex, phraseChunks } from '../../search';

type IndexedTable = 'documents' | 'actualities';

/** Everything the news search looks at besides the title. */
export const actualityIndexBody = (a: {
  description: string;
  excerpt: string | null;
  content: string | null;
}) => [a.description, a.excerpt, a.content].filter((part) => part?.trim()).join('\n\n');

/** What a document's body index holds: its preamble, then its text. */
export const documentIndexBody = (d: { preambule?: string | null; content: string }) =>
  d.preambule ? `${d.preambule}\n\n${d.content}` : d.content;

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
 * same INSERT or UPDATE leaves one version of the row instead of two (a second UPDATE left a dead copy of
 * every row: a third of the table was free space after a bulk import, and the table must fit the cache).
 * SQLite: nothing, its index is a table of its own (writeIndexBesideRow).
 * search_vector is outside the Kysely schema (SQLite has no such column), hence the spread by the caller.
 */
export const searchVectorColumn = (
  dialect: DialectName,
  entry: SearchIndexEntry,
): { search_vector?: ReturnType<typeof searchVector> } =>
  dialect === 'postgres' ? { search_vector: searchVector(entry) } : {};

/**
 * What the index keeps outside the row: SQLite's FTS entry, PostgreSQL's phrase chunks of a long document.
 * Always called inside the transaction that writes the row, so a text is searchable as soon as it is saved
 * and no longer once deleted, and a crash leaves both or neither.
 */
export async function writeIndexBesideRow(
  db: DB,
  dialect: DialectName,
  table: IndexedTable,
  id: number,
  entry: SearchIndexEntry,
) {
  if (dialect === 'sqlite') {
    const fts = sql.table(`${table}_fts`);
    await sql`DELETE FROM ${fts} WHERE rowid = ${id}`.execute(db);
    await sql`INSERT INTO ${fts} (rowid, title, body) VALUES (${id}, ${entry.analysedTitle}, ${entry.analysedBody})`.execute(
      db,
    );
  } else if (table === 'documents') await writePhraseChunks(db, id, entry.analysedTitle, entry.analysedBody);
}

/** PostgreSQL: a long document's chunks for phrase search (search/phrase-chunks.ts), replaced whole. */
async function writePhraseChunks(db: DB, id: number, analysedTitle: string, analysedBody: string) {
  await sql`DELETE FROM document_phrase_chunks WHERE document_id = ${id}`.execute(db);
  const chunks = phraseChunks(analysedTitle, analysedBody);
  for (let i = 0; i < chunks.length; i++)
    await sql`INSERT INTO document_phrase_chunks (document_id, chunk, vector)
      VALUES (${id}, ${i}, to_tsvector('simple', ${chunks[i]}))`.execute(db);
}

export async function removeSearchIndex(db: DB, dialect: DialectName, table: IndexedTable, id: number) {
  if (dialect === 'sqlite')
    await sql`DELETE FROM ${sql.table(`${table}_fts`)} WHERE rowid = ${id}`.execute(db);
  // PostgreSQL keeps the vector in the row itself, and its phrase chunks go with it (ON DELETE CASCADE).
}
