import type { Kysely, Migration } from 'kysely';

/**
 * `documents.source` holds the stable key of an imported text (`npm run import`). The importer asks
 * "which of these 500 keys exist already?" for every batch, so a re-run or a resumed run skips what is
 * there without scanning the table (on SQLite a scan would also read every document's overflow pages).
 */
export function documentsSourceIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('documents_source')
        .ifNotExists()
        .on('documents')
        .column('source')
        .execute();
    },
  };
}
