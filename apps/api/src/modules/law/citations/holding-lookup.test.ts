import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { type DB, migrateToLatest } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/transaction';
import { createDocument, deleteDocument } from '../../documents/document-store';
import { parseDocumentStructure } from '../../documents/structure';
import { recordNewTextsCitations } from './batch-citations';
import { reresolve, sqlDirectory } from './citations-store';

/** Texts going by the name, each holding other article numbers: what a lookup by name alone would read. */
const NAMESAKES = 300;
const KEY = 'name:code civil';

/** The statements run through the returned handle that read text_holdings, compiled with their parameters. */
function lookups(db: DB) {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      if (/text_holdings/.test(compiled.sql) && /^\s*select/i.test(compiled.sql)) statements.push(compiled);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}

/** PostgreSQL: the rows of the citation tables this backend read in the current transaction, since the call. */
async function rowReadsCounter(trx: DB) {
  const read = async () => {
    const { rows } = await sql<{ n: string }>`
      SELECT COALESCE(SUM(COALESCE(seq_tup_read, 0) + COALESCE(idx_tup_fetch, 0)), 0) AS n
      FROM pg_stat_xact_user_tables
      WHERE relname IN ('text_names', 'text_articles', 'text_holdings')`.execute(trx);
    return Number(rows[0]?.n ?? 0);
  };
  const start = await read();
  return async () => (await read()) - start;
}

/**
 * Issue 34: resolving "article 1240 du code civil" read every text going by 'code civil' (a code imported one
 * document per article, once per copy), so an import slowed down with each copy. It now reads the texts that
 * both go by the key and hold the number, through text_holdings (migration 0022).
 */
describe(`a reference's lookup by key and number (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let holder: number;
  let later: number;
  beforeAll(async () => {
    t = await createTestApp();
    // As the French codes import writes them: documents in one transaction, their citations in a batch.
    await withTransaction(t.deps.db, async (trx) => {
      const texts = [];
      for (let i = 0; i < NAMESAKES; i++) {
        const content = `Article ${2000 + i}\n\nDisposition ${i} du code.`;
        const title = `Code civil, article ${2000 + i}`;
        const id = await createDocument(
          trx,
          { title, content, publishedAt: '2020-09-01' },
          { citations: 'later' },
        );
        texts.push({
          id,
          title,
          reference: null,
          jurisdiction: null,
          blocks: parseDocumentStructure(content).blocks,
        });
      }
      await recordNewTextsCitations(trx, texts);
    });
    holder = await createDocument(t.deps.db, {
      title: 'Code civil, article 1240',
      content: 'Article 1240\n\nTout fait quelconque de l’homme oblige à réparer.',
      publishedAt: '2020-09-01',
    });
    // Same name, same number, newer: the order of preference puts it first.
    later = await createDocument(t.deps.db, {
      title: 'Code civil, article 1240 (copie)',
      content: 'Article 1240\n\nTout fait quelconque de l’homme oblige à réparer.',
      publishedAt: '2021-01-01',
    });
  });
  afterAll(() => t?.close());

  it('finds the first text holding the number among those going by the key', async () => {
    const dir = sqlDirectory(t.deps.db, null, false);
    expect(await dir.firstHolding(KEY, 0, '1240', false)).toMatchObject({ documentId: later });
    expect(await dir.firstHolding(KEY, 0, '2005', false)).not.toBeNull();
    expect(await dir.firstHolding(KEY, 0, '9999', false)).toBeNull();
    expect(await dir.firstHolding('name:code du travail', 0, '1240', false)).toBeNull();
  });

  it('forgets a deleted text and fills itself for texts stored before it', async () => {
    await deleteDocument(t.deps.db, later);
    const dir = sqlDirectory(t.deps.db, null, false);
    expect(await dir.firstHolding(KEY, 0, '1240', false)).toMatchObject({ documentId: holder });
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('text_holdings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    // The database as it was before 0022: the rows of text_names × text_articles are what it fills.
    await sql`DROP TABLE text_holdings`.execute(t.deps.db);
    await sql`DELETE FROM kysely_migration WHERE name >= '0022-text-holdings'`.execute(t.deps.db);
    await migrateToLatest(t.deps.handle);
    expect(await count()).toBe(before);
    expect(await sqlDirectory(t.deps.db, null, false).firstHolding(KEY, 0, '1240', false)).toMatchObject({
      documentId: holder,
    });
  });

  it('reads through the (key, number) index, not every text going by the key', async () => {
    const { db, statements } = lookups(t.deps.db);
    if (TEST_DIALECT === 'postgres') {
      await withTransaction(db, async (trx) => {
        const reads = await rowReadsCounter(trx);
        await sqlDirectory(trx, null, false).firstHolding(KEY, 0, '1240', false);
        // A handful of index entries, not the NAMESAKES texts going by the name.
        expect(await reads()).toBeLessThan(10);
      });
    } else {
      await sqlDirectory(db, null, false).firstHolding(KEY, 0, '1240', false);
      expect(statements).toHaveLength(1);
      const plan = await t.deps.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statements[0].sql}`, [...statements[0].parameters]),
      );
      const details = plan.rows.map((r) => r.detail).join('\n');
      expect(details).toMatch(/text_holdings_first/);
      expect(details).not.toMatch(/text_names/);
    }
  });

  it('reads the first text under a key once for every text naming it without an article', async () => {
    const dir = sqlDirectory(t.deps.db, null, false);
    let reads = 0;
    const counting = {
      ...dir,
      firstText: (key: string) => {
        reads += 1;
        return dir.firstText(key);
      },
    };
    const first = await dir.firstText(KEY);
    // Stored references to 'le code civil' from many texts, already landing where they should: nothing moves.
    const rows = Array.from({ length: 50 }, (_, i) => ({
      id: -1 - i,
      from_document_id: 1_000_000 + i,
      target: KEY,
      article_key: null,
      to_document_id: first,
      to_article_id: null,
    }));
    expect(await reresolve(t.deps.db, rows, counting)).toEqual(new Set());
    expect(reads).toBe(1);
  });
});
