import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Covering indexes for the document search. In SQLite a row's columns are stored in order, and the
 * filter columns come after `content`: reading `published_at` of a long code means walking its overflow
 * pages. These indexes hold every column the search filters, counts and facets read, so neither the
 * listing nor the facet pass touches the rows themselves. PostgreSQL keeps content out of line (TOAST),
 * so only the listing index is useful there.
 */
export function documentSearchIndexesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await sql`CREATE INDEX documents_listing ON documents (published_at, doc_type_id, domaine_id, jurisdiction, year, pdf_path)`.execute(
        db,
      );
      if (dialect === 'sqlite') {
        await sql`CREATE INDEX documents_meta ON documents (id, published_at, doc_type_id, domaine_id, jurisdiction, year, pdf_path)`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<any>) {
      await sql`DROP INDEX IF EXISTS documents_listing`.execute(db);
      await sql`DROP INDEX IF EXISTS documents_meta`.execute(db);
    },
  };
}
