import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Saved searches and their e-mail alerts (issue 30).
 *
 * - `documents.published_version`: the documents version (counters 'documents:version') of the write that first
 *   made the text public. Versions are handed out under the counter's row lock and commit in that order, so
 *   "published after version V" never misses a text committed late, as a clock time could. Texts already
 *   public are 0: none of them is new to an alert.
 * - `saved_searches`: one user's query and filters, its alert frequency, the documents version its last alert
 *   (and last visit) covered, when it is next due, and the lease a sending process holds on it.
 * - `alert_unsubscribes`: the SHA-256 of each mailed unsubscribe token, bound to one saved search (deleted with
 *   it; ids are never reused, so a token never reaches another search).
 */
export function savedSearchesMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      const tables = await db.introspection.getTables();
      const columns = new Set(tables.find((t) => t.name === 'documents')?.columns.map((c) => c.name));
      if (!columns.has('published_version')) {
        await db.schema.alterTable('documents').addColumn('published_version', 'bigint').execute();
        await sql`UPDATE documents SET published_version = 0 WHERE is_published = 1`.execute(db);
      }
      await sql`CREATE INDEX IF NOT EXISTS documents_published_version ON documents (published_version)`.execute(
        db,
      );
      await db.schema
        .createTable('saved_searches')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('q', 'text', (c) => c.notNull())
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('alert', 'text', (c) => c.notNull())
        .addColumn('alert_version', 'bigint', (c) => c.notNull())
        .addColumn('visited_version', 'bigint', (c) => c.notNull())
        .addColumn('next_alert_at', 'text')
        .addColumn('last_alert_at', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS saved_searches_user ON saved_searches (user_id)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS saved_searches_due ON saved_searches (next_alert_at)`.execute(db);
      await db.schema
        .createTable('alert_unsubscribes')
        .ifNotExists()
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('saved_search_id', 'integer', (c) =>
          c.notNull().references('saved_searches.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS alert_unsubscribes_search ON alert_unsubscribes (saved_search_id)`.execute(
        db,
      );
    },
  };
}
