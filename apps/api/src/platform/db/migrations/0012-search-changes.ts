import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Every API process holds its own search engine (docs/search-engine.md). A document write records here,
 * in its own transaction, the documents version it made and the document it changed; before a search a
 * process reloads the documents changed since the version it has applied. Rows older than a day are pruned
 * (a process further behind than that rebuilds its engine).
 */
export function searchChangesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_changes')
        .ifNotExists()
        .addColumn('version', 'bigint', (c) => c.notNull())
        .addColumn('document_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS search_changes_version ON search_changes (version)`.execute(db);
    },
  };
}
