import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { type DB, migrateToLatest } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/transaction';
import { createDocument, deleteDocument, updateDocument } from '../../documents/document-store';
import { parseDocumentStructure } from '../../documents/structure';
import { recordNewTextsCitations } from './batch-citations';
import { isFirstText, reresolve, sqlDirectory } from './citations-store';
import { selectsFrom } from './test-statements';

/** Texts going by the name, each holding other article numbers: what a lookup by name alone would read. */
const NAMESAKES = 300;
const KEY = 'name:code civil';

/** SQLite's plan for a compiled statement, one line per step. */
async function planOf(db: DB, statement: CompiledQuery) {
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
  );
  return plan.rows.map((r) => r.detail).join('\n');
}

/**
 * The first text under each key as it was found before migration 0023, from `documents` itself: every text
 * under the key read and sorted in the order of preference (resolve.ts). What the index must answer.
 */
async function firstTextsFromDocuments(db: DB) {
  const { rows } = await sql<{ name: string; document_id: number }>`
    SELECT name, document_id FROM (
      SELECT n.name, n.document_id, ROW_NUMBER() OVER (PARTITION BY n.name ORDER BY
        CASE WHEN d.status = 'repealed' THEN 1 ELSE 0 END, n.article_count DESC,
        COALESCE(d.published_at, '') DESC, n.document_id) AS rank
      FROM text_names n JOIN documents d ON d.id = n.document_id WHERE d.is_published = 1) ranked
    WHERE rank = 1 ORDER BY name`.execute(db);
  return new Map(rows.map((r) => [r.name, Number(r.document_id)]));
}

/** The first text under each key as the directory answers it, for every key of text_names. */
async function firstTextsFromIndex(db: DB) {
  const keys = await db.selectFrom('text_names').select('name').distinct().orderBy('name').execute();
  const dir = sqlDirectory(db, null, false);
  const found = new Map<string, number>();
  for (const { name } of keys) {
    const first = await dir.firstText(name);
    if (first !== null) found.set(name, first);
  }
  return found;
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
    const { db, statements } = selectsFrom(t.deps.db, 'text_holdings');
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

  it('reads the first text under a key through its index, not every text going by the key', async () => {
    const { db, statements } = selectsFrom(t.deps.db, 'text_names');
    if (TEST_DIALECT === 'postgres') {
      await withTransaction(db, async (trx) => {
        const reads = await rowReadsCounter(trx);
        const first = await sqlDirectory(trx, null, false).firstText(KEY);
        expect(await isFirstText(trx, KEY, first ?? 0)).toBe(true);
        // One index entry per lookup, not the NAMESAKES texts going by the name.
        expect(await reads()).toBeLessThan(10);
      });
    } else {
      await sqlDirectory(db, null, false).firstText(KEY);
      await sqlDirectory(db, null, false).firstHolding(KEY, 0, '1240', false);
      expect(statements).toHaveLength(1);
      const plan = await planOf(t.deps.db, statements[0]);
      // Read in the order of the index: no sort of every text under the key, no row of documents.
      expect(plan).toMatch(/text_names_first/);
      expect(plan).not.toMatch(/TEMP B-TREE|documents/);
      const holding = selectsFrom(t.deps.db, 'text_holdings');
      await sqlDirectory(holding.db, null, false).firstHolding(KEY, 0, '1240', false);
      const holdingPlan = await planOf(t.deps.db, holding.statements[0]);
      expect(holdingPlan).toMatch(/text_holdings_first/);
      expect(holdingPlan).not.toMatch(/TEMP B-TREE|documents/);
    }
  });

  it('follows every write of a text: status, date, publication, deletion; the same first text as read from documents', async () => {
    const key = 'name:code minier';
    const create = (title: string, publishedAt: string, articles: number) =>
      createDocument(t.deps.db, {
        title,
        publishedAt,
        content: Array.from({ length: articles }, (_, i) => `Article ${i + 1}\n\nDisposition ${i + 1}.`).join(
          '\n\n',
        ),
      });
    const older = await create('Code minier', '2003-05-08', 3);
    const newer = await create('Code minier', '2015-06-26', 3);
    const shorter = await create('Code minier', '2024-01-01', 1);
    const dir = sqlDirectory(t.deps.db, null, false);
    const agree = async () =>
      expect(await firstTextsFromIndex(t.deps.db)).toEqual(await firstTextsFromDocuments(t.deps.db));
    // Most articles, then the newest.
    expect(await dir.firstText(key)).toBe(newer);
    expect(await dir.firstHolding(key, 0, '2', false)).toMatchObject({ documentId: newer });
    await agree();
    await updateDocument(t.deps.db, newer, { status: 'repealed' });
    expect(await dir.firstText(key)).toBe(older);
    expect(await dir.firstHolding(key, 0, '2', false)).toMatchObject({ documentId: older });
    await agree();
    await updateDocument(t.deps.db, older, { isPublished: false });
    expect(await dir.firstText(key)).toBe(shorter);
    expect(await dir.firstHolding(key, 0, '2', false)).toMatchObject({ documentId: newer });
    await agree();
    await updateDocument(t.deps.db, older, { isPublished: true, publishedAt: '2025-01-01' });
    await updateDocument(t.deps.db, newer, { status: 'in-force' });
    expect(await dir.firstText(key)).toBe(older);
    await agree();
    await deleteDocument(t.deps.db, older);
    expect(await dir.firstText(key)).toBe(newer);
    await agree();
  });

  it('fills the order of preference for the texts stored before migration 0023', async () => {
    const before = await firstTextsFromDocuments(t.deps.db);
    // The database as it was before 0023: the columns at their defaults, to be filled from documents.
    await sql`UPDATE text_names SET published = 0, repealed = 0, published_at = ''`.execute(t.deps.db);
    await sql`UPDATE text_holdings SET published = 0, repealed = 0, published_at = ''`.execute(t.deps.db);
    await sql`DELETE FROM kysely_migration WHERE name >= '0023-text-preference'`.execute(t.deps.db);
    await migrateToLatest(t.deps.handle);
    expect(await firstTextsFromIndex(t.deps.db)).toEqual(before);
    expect(await sqlDirectory(t.deps.db, null, false).firstHolding(KEY, 0, '1240', false)).toMatchObject({
      documentId: holder,
    });
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
