import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Resolving "article 1240 du code civil" looks for the texts that both go by a key ('name:code civil') and
 * hold an article number ('1240'), then takes the first in the order of preference. With only `text_names` and
 * `text_articles` (migration 0016) one side is read whole and the other probed: every text under the name (all
 * the articles of a code imported one document per article, once per copy of the code), or every text holding
 * the number (every decree has an article 1). One row per (key, number) of a text, with what the order of
 * preference reads of it, makes that one indexed read of exactly those texts (issue 34: the import's citation
 * lookups no longer cost the size of the code they name). Filled from the two tables for the texts already
 * stored; written and deleted with them (modules/law/citations).
 */
export function textHoldingsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('text_holdings')
        .ifNotExists()
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('article_key', 'text', (c) => c.notNull())
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('documents.id').onDelete('cascade'),
        )
        .addColumn('article_id', 'text', (c) => c.notNull())
        // As in text_names: the text's article count and whether it numbers them '261-1'.
        .addColumn('article_count', 'integer', (c) => c.notNull())
        .addColumn('compound_numbers', 'integer', (c) => c.notNull())
        .execute();
      await sql`CREATE INDEX IF NOT EXISTS text_holdings_key
        ON text_holdings (name, article_key, document_id)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS text_holdings_document ON text_holdings (document_id)`.execute(db);
      await sql`INSERT INTO text_holdings
          (name, article_key, document_id, article_id, article_count, compound_numbers)
        SELECT n.name, a.article_key, n.document_id, a.article_id, n.article_count, n.compound_numbers
        FROM text_names n JOIN text_articles a ON a.document_id = n.document_id`.execute(db);
    },
  };
}
