import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Whether a document is public is now its own column. Real texts often have no known date (many OHADA and
 * treaty texts in the demo corpus): they must be public without inventing a publication date. The back-office
 * rule stays: a document saved without a date is a draft, unless it was already public without one.
 * The covering indexes of 0002 are rebuilt with the flag in front.
 */
export function documentsPublishedFlagMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('documents')
        .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE documents SET is_published = CASE WHEN published_at IS NULL THEN 0 ELSE 1 END`.execute(
        db,
      );
      await sql`DROP INDEX IF EXISTS documents_listing`.execute(db);
      await sql`CREATE INDEX documents_listing ON documents (is_published, published_at, doc_type_id, domaine_id, jurisdiction, year, pdf_path)`.execute(
        db,
      );
      if (dialect === 'sqlite') {
        await sql`DROP INDEX IF EXISTS documents_meta`.execute(db);
        await sql`CREATE INDEX documents_meta ON documents (id, is_published, published_at, doc_type_id, domaine_id, jurisdiction, year, pdf_path)`.execute(
          db,
        );
      }
    },
  };
}
