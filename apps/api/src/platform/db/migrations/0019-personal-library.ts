import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * The personal library (issue 30, api.md "Personal library"): each account's folders and favourites, and its
 * PDF downloads. A favourite keeps the title it was saved with and its document id goes null when the text is
 * deleted, so the list can say what went away; a favourite article keeps its anchor, label and a fingerprint of
 * its text, re-checked (`resolved_at`: the text's `updated_at` it was last checked against) when the text
 * changes, so it follows the article or says it is gone. Folder names are unique per account by `name_key`
 * (case, accents and spaces aside). Downloads: one row per account and text, the latest time and a count.
 */
export function personalLibraryMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('library_folders')
        .ifNotExists()
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS library_folders_name ON library_folders (user_id, name_key)`.execute(
        db,
      );
      await db.schema
        .createTable('favorites')
        .ifNotExists()
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
        .addColumn('document_title', 'text', (c) => c.notNull())
        // '' for the whole document, so the unique index below also holds for it.
        .addColumn('article_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('article_label', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('article_fingerprint', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('article_gone', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('resolved_at', 'text', (c) => c.notNull())
        .addColumn('folder_id', 'integer', (c) => c.references('library_folders.id').onDelete('set null'))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS favorites_item ON favorites (user_id, document_id, article_id)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS favorites_user_created ON favorites (user_id, created_at)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS favorites_folder ON favorites (folder_id)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS favorites_document ON favorites (document_id)`.execute(db);
      await db.schema
        .createTable('pdf_downloads')
        .ifNotExists()
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        .addColumn('downloaded_at', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint('pdf_downloads_pk', ['user_id', 'document_id'])
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS pdf_downloads_user_latest ON pdf_downloads (user_id, downloaded_at)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS pdf_downloads_document ON pdf_downloads (document_id)`.execute(db);
    },
  };
}
