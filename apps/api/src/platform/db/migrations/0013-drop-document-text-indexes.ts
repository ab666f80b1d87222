import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * The documents are searched by each process's in-memory engine (docs/search-engine.md): nothing reads the
 * databases' own text index of documents any more, and every document write paid for it. Dropped: SQLite's
 * `documents_fts` and the covering index only its joins used; PostgreSQL's `search_vector` column, its GIN
 * index and the phrase chunks of long documents. The news keep their index (actualities_fts, its vector).
 */
export function dropDocumentTextIndexesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`DROP TABLE IF EXISTS documents_fts`.execute(db);
        await sql`DROP INDEX IF EXISTS documents_meta`.execute(db);
        return;
      }
      await sql`DROP TABLE IF EXISTS document_phrase_chunks`.execute(db);
      await sql`DROP INDEX IF EXISTS documents_search`.execute(db);
      await sql`ALTER TABLE documents DROP COLUMN IF EXISTS search_vector`.execute(db);
    },
  };
}
