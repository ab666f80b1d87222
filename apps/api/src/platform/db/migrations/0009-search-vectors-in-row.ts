import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * PostgreSQL: a document's search vector stays in its row (storage MAIN); its text goes out to TOAST first.
 * With the default (EXTENDED) PostgreSQL moved whichever value was largest out of a row over 2 KB, often the
 * vector: 3,900 of the 90,000 articles of the French codes. The search evaluates the vector up to three
 * times per hit (match, title match, ts_rank) and each time fetched it back from TOAST: counting a word in
 * every article took 135 ms and ranking it 255 ms; with the vector in the row, 72 and 108 ms (same rows,
 * same answers). A vector too large for any page (a whole code) still goes out, as it must.
 * Existing rows are rewritten once (CLUSTER, which also drops the dead row versions a bulk import leaves):
 * a few seconds per 100,000 documents, during which the table is locked. SQLite keeps its index apart (FTS5).
 */
export function searchVectorsInRowMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`ALTER TABLE documents ALTER COLUMN search_vector SET STORAGE MAIN`.execute(db);
      await sql`CLUSTER documents USING documents_pkey`.execute(db);
    },
  };
}
