import { type Kysely, sql } from 'kysely';
import type { Dialect } from './dialect';
import { analyzeForIndex, phraseChunks } from './frozen-analyser';

// The index writes of migrations 0006 and 0007, frozen with them: the same SQL the document and news
// stores wrote then (modules/documents/search-index.ts, the documents:version and news:version counters).

type IndexedTable = 'documents' | 'actualities';
// biome-ignore lint/suspicious/noExplicitAny: migrations see the database as it was, not today's schema
type AnyDb = Kysely<any>;

/** What a document's body index holds: its preamble, then its text. */
export const documentIndexBody = (d: { preambule?: string | null; content: string }) =>
  d.preambule ? `${d.preambule}\n\n${d.content}` : d.content;

/** Everything the news search looks at besides the title. */
export const actualityIndexBody = (a: {
  description: string;
  excerpt: string | null;
  content: string | null;
}) => [a.description, a.excerpt, a.content].filter((part) => part?.trim()).join('\n\n');

/** PostgreSQL: a long document's chunks for phrase search, replaced whole. */
export async function writePhraseChunks(db: AnyDb, id: number, analysedTitle: string, analysedBody: string) {
  await sql`DELETE FROM document_phrase_chunks WHERE document_id = ${id}`.execute(db);
  const chunks = phraseChunks(analysedTitle, analysedBody);
  for (let i = 0; i < chunks.length; i++)
    await sql`INSERT INTO document_phrase_chunks (document_id, chunk, vector)
      VALUES (${id}, ${i}, to_tsvector('simple', ${chunks[i]}))`.execute(db);
}

/** Indexes again a row already written: its vector (PostgreSQL) or FTS entry (SQLite), and its chunks. */
export async function writeSearchIndex(
  db: AnyDb,
  dialect: Dialect,
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
    return;
  }
  await sql`UPDATE ${sql.table(table)} SET search_vector = setweight(to_tsvector('simple', ${analysedTitle}), 'A') || setweight(to_tsvector('simple', ${analysedBody}), 'B') WHERE id = ${id}`.execute(
    db,
  );
  if (table === 'documents') await writePhraseChunks(db, id, analysedTitle, analysedBody);
}

/** Bumps a version counter (documents:version, news:version) so cached answers are not served again. */
export async function bumpVersion(db: AnyDb, key: 'documents:version' | 'news:version') {
  await sql`INSERT INTO counters (key, count, reset_at) VALUES (${key}, 1, ${9_000_000_000_000})
    ON CONFLICT (key) DO UPDATE SET count = CASE WHEN counters.count >= 2000000000 THEN 1 ELSE counters.count + 1 END`.execute(
    db,
  );
}
