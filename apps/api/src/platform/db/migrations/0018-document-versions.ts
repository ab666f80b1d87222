import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Consolidated versions of a text (issue 31). The text as it stands stays in `documents` (what search
 * indexes); a text with recorded versions has one row per version here, the current one with `content` null
 * (its text is the document's) and `valid_to` null, the earlier ones with their own text and PDF kept.
 */
export function documentVersionsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('document_versions')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('valid_from', 'text')
        .addColumn('valid_to', 'text')
        .addColumn('note', 'text')
        .addColumn('content', 'text')
        .addColumn('preambule', 'text')
        .addColumn('pdf_path', 'text')
        .addColumn('pdf_name', 'text')
        .addColumn('pdf_size', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS document_versions_document ON document_versions (document_id)`.execute(
        db,
      );
    },
  };
}
