import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Court decisions (issue 32): a document of the `jurisprudence` category has one row here with its own fields.
 * The court is an id of the reference list (modules/case-law/seed/courts.json), not a table: the list is data
 * shipped with the code. `keywords` is a JSON array of strings. Deleting the document deletes its decision.
 */
export function decisionsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('decisions')
        .ifNotExists()
        .addColumn('document_id', 'integer', (c) =>
          c.primaryKey().references('documents.id').onDelete('cascade'),
        )
        .addColumn('court_id', 'text', (c) => c.notNull())
        .addColumn('chamber', 'text')
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('decision_date', 'text', (c) => c.notNull())
        .addColumn('nature', 'text', (c) => c.notNull())
        .addColumn('solution', 'text')
        .addColumn('parties', 'text')
        .addColumn('summary', 'text')
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS decisions_court ON decisions (court_id, decision_date)`.execute(
        db,
      );
      // The reference search finds a decision by its number, whatever the court.
      await sql`CREATE INDEX IF NOT EXISTS decisions_number ON decisions (number)`.execute(db);
    },
  };
}
