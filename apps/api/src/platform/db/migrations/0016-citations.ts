import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Links between texts (issue 31): the references recognised in each article (`citations`: where in which
 * article, what it names, and where it lands once resolved; `to_document_id` null when it lands nowhere),
 * the keys each text answers to (`text_names`: 'loi:28-2008', 'name:code du travail') and the articles of
 * each text's current version by number (`text_articles`), so that a reference resolves with two indexed
 * reads. `documents.citations_at` changes when what a text's links or "cité par" show changes, so its
 * cached answers are keyed by it. Indexed for both directions: what a text cites, what cites a text.
 */
export function citationsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      const tables = await db.introspection.getTables();
      const columns = new Set(tables.find((t) => t.name === 'documents')?.columns.map((c) => c.name));
      if (!columns.has('citations_at'))
        await db.schema.alterTable('documents').addColumn('citations_at', 'text').execute();
      await db.schema
        .createTable('citations')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('from_document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        // 0: the text as it stands; otherwise the id of one of its earlier versions.
        .addColumn('from_version_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('from_article_id', 'text', (c) => c.notNull())
        .addColumn('from_label', 'text', (c) => c.notNull())
        .addColumn('start_offset', 'integer', (c) => c.notNull())
        .addColumn('end_offset', 'integer', (c) => c.notNull())
        // 1: a link in the text; 0: an article a range covers ('articles 12 à 15' cites 13 and 14).
        .addColumn('shown', 'integer', (c) => c.notNull())
        // What the reference names: 'self', a number key or a name key.
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('article_key', 'text')
        .addColumn('to_document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
        .addColumn('to_article_id', 'text')
        .addColumn('excerpt', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS citations_from ON citations (from_document_id, from_version_id)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS citations_to ON citations (to_document_id, to_article_id)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS citations_target ON citations (target, article_key)`.execute(db);
      await db.schema
        .createTable('text_names')
        .ifNotExists()
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        // The text's articles, and whether it numbers them '261-1', 'L. 111-1' (for the order of preference).
        .addColumn('article_count', 'integer', (c) => c.notNull())
        .addColumn('compound_numbers', 'integer', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS text_names_name ON text_names (name)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS text_names_document ON text_names (document_id, name)`.execute(db);
      await db.schema
        .createTable('text_articles')
        .ifNotExists()
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        .addColumn('article_key', 'text', (c) => c.notNull())
        .addColumn('article_id', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS text_articles_key ON text_articles (document_id, article_key)`.execute(
        db,
      );
      // A number first: few texts hold 'l-1234-5', many texts go by 'name:code du travail'.
      await sql`CREATE INDEX IF NOT EXISTS text_articles_number ON text_articles (article_key, document_id)`.execute(
        db,
      );
    },
  };
}
