import type { Kysely, Migration } from 'kysely';

/**
 * What a reader cites and trusts: the text's official reference ('Loi n°028-2008/AN du 13 mai 2008',
 * shown instead of the slug), whether it is in force, partially repealed or repealed, and a note saying
 * by what. Texts stored before are taken as in force with no reference (a slug is no reference).
 * Run again (as the tests of earlier migrations do), it adds nothing twice.
 */
export function documentCitationMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const tables = await db.introspection.getTables();
      const columns = new Set(tables.find((t) => t.name === 'documents')?.columns.map((c) => c.name));
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      if (!columns.has('reference'))
        await db.schema.alterTable('documents').addColumn('reference', 'text').execute();
      if (!columns.has('status'))
        await db.schema
          .alterTable('documents')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('in-force'))
          .execute();
      if (!columns.has('status_note'))
        await db.schema.alterTable('documents').addColumn('status_note', 'text').execute();
    },
  };
}
