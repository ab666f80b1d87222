import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The order of preference among the texts a key names (modules/law/citations/resolve.ts: published only; in
 * force before repealed, most articles, newest, lowest id) read from an index instead of from `documents`.
 * `text_names` and `text_holdings` get what that order reads of the text (`published`, `repealed` and
 * `published_at`, '' when undated), written with their rows on every write of a text, and an index in that
 * order: the first text under a key (or under a key holding a number) is the first index entry, one row read,
 * where before every text under the key was read and sorted (issue 34: 'le code civil' named 1,799 article
 * documents per copy of the code, and each import batch read them all). The indexes they replace had the same
 * leading columns.
 */
export function textPreferenceMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const table of ['text_names', 'text_holdings']) {
        const columns = new Set(
          (await db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name),
        );
        if (!columns.has('published'))
          await db.schema
            .alterTable(table)
            .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
            .execute();
        if (!columns.has('repealed'))
          await db.schema
            .alterTable(table)
            .addColumn('repealed', 'integer', (c) => c.notNull().defaultTo(0))
            .execute();
        if (!columns.has('published_at'))
          await db.schema
            .alterTable(table)
            .addColumn('published_at', 'text', (c) => c.notNull().defaultTo(''))
            .execute();
        await sql`UPDATE ${sql.table(table)} SET
            published = (SELECT d.is_published FROM documents d WHERE d.id = ${sql.ref(`${table}.document_id`)}),
            repealed = (SELECT CASE WHEN d.status = 'repealed' THEN 1 ELSE 0 END FROM documents d
              WHERE d.id = ${sql.ref(`${table}.document_id`)}),
            published_at = (SELECT COALESCE(d.published_at, '') FROM documents d
              WHERE d.id = ${sql.ref(`${table}.document_id`)})`.execute(db);
      }
      await sql`CREATE INDEX IF NOT EXISTS text_names_first ON text_names
        (name, published, repealed, article_count DESC, published_at DESC, document_id)`.execute(db);
      await sql`DROP INDEX IF EXISTS text_names_name`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS text_holdings_first ON text_holdings
        (name, article_key, published, repealed, article_count DESC, published_at DESC, document_id)`.execute(
        db,
      );
      await sql`DROP INDEX IF EXISTS text_holdings_key`.execute(db);
    },
  };
}
