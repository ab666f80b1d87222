import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { DialectName } from '../db/dialect';
import { analyzeForIndex, phraseChunks } from '../search';

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

/**
 * Keeps the full-text index in step with a row. Always called inside the transaction that writes the row,
 * so a document is searchable as soon as it is saved and no longer once deleted, and a crash leaves both or neither.
 */
export async function writeSearchIndex(
  db: DB,
  dialect: DialectName,
  table: IndexedTable,
  id: number,
  title: string,
  body: string,
) {
  const analysedTitle = analyzeForIndex(title);
  const analysedBody = analyzeForIndex(body);
  if (dialect === 'sqlite') {
    const fts = sql.table(`${table}_fts`);
    await sql`DELETE FROM ${fts} WHERE rowid = ${id}`.execute(db);
    await sql`INSERT INTO ${fts} (rowid, title, body) VALUES (${id}, ${analysedTitle}, ${analysedBody})`.execute(
      db,
    );
  } else {
    await sql`UPDATE ${sql.table(table)}
      SET search_vector = setweight(to_tsvector('simple', ${analysedTitle}), 'A') || setweight(to_tsvector('simple', ${analysedBody}), 'B')
      WHERE id = ${id}`.execute(db);
    if (table === 'documents') await writePhraseChunks(db, id, analysedTitle, analysedBody);
  }
}

/** PostgreSQL: a long document's chunks for phrase search (search/phrase-chunks.ts), replaced whole. */
export async function writePhraseChunks(db: DB, id: number, analysedTitle: string, analysedBody: string) {
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
