import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Each article's status (issue 31): in force unless a row says modified ('modifie') or repealed ('abroge'),
 * with what changed it (a note, the text and article that did, a date). Per version: `version_id` 0 is the
 * text as it stands, otherwise one of its earlier versions (migration 0018), which keeps its own statuses.
 */
export function articleStatusesMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('article_statuses')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        .addColumn('version_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('article_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('by_document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
        .addColumn('by_article_id', 'text')
        .addColumn('by_reference', 'text')
        .addColumn('changed_on', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS article_statuses_article
        ON article_statuses (document_id, version_id, article_id)`.execute(db);
    },
  };
}
