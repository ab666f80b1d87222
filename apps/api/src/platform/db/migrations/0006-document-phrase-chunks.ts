import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';
import { analyzeForIndex, PG_MAX_POSITION } from './frozen-analyser';
import { documentIndexBody, writePhraseChunks } from './frozen-index-writes';

/**
 * PostgreSQL: phrase search past the 16,383rd word of a long document (search/phrase-chunks.ts). The
 * chunks of the documents already stored are written here, from the same analysis as the index. SQLite's
 * FTS5 keeps every position: nothing to do there.
 */
export function documentPhraseChunksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`CREATE TABLE document_phrase_chunks (
        document_id integer NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        chunk integer NOT NULL,
        vector tsvector NOT NULL,
        PRIMARY KEY (document_id, chunk))`.execute(db);
      await sql`CREATE INDEX document_phrase_chunks_vector ON document_phrase_chunks USING gin (vector)`.execute(
        db,
      );
      // A text needs chunks only past PG_MAX_POSITION words, and a word takes two characters at least.
      const { rows } = await sql<{ id: number }>`SELECT id FROM documents
        WHERE content_length + coalesce(length(preambule), 0) > ${2 * PG_MAX_POSITION} ORDER BY id`.execute(
        db,
      );
      for (const { id } of rows) {
        const { rows: found } = await sql<{ title: string; preambule: string | null; content: string }>`
          SELECT title, preambule, content FROM documents WHERE id = ${id}`.execute(db);
        const d = found[0];
        await writePhraseChunks(
          db,
          Number(id),
          analyzeForIndex(d.title),
          analyzeForIndex(documentIndexBody(d)),
        );
      }
    },
  };
}
