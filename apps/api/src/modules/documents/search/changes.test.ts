import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../../test/support';
import type { DB } from '../../../platform/db/database';
import { createDocument } from '../document-store';
import { changesSince, PRUNE_PAGE, recordDocumentChange } from './changes';

const DAY_MS = 24 * 3600_000;
const RECENT = () => new Date().toISOString();
const OLD = () => new Date(Date.now() - 2 * DAY_MS).toISOString();

/** The SQL of every statement run through the returned handle that reads search_changes. */
function readsOfTheLog(db: DB) {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const { sql: text } = db.getExecutor().compileQuery(node, queryId);
      if (/search_changes/.test(text) && /^\s*select/i.test(text)) statements.push(text);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}

/**
 * PostgreSQL: the search_changes rows this backend read (scanned or fetched through an index) in the current
 * transaction, since the call.
 */
async function rowReadsCounter(trx: DB) {
  const read = async () => {
    const { rows } = await sql<{ n: string }>`
      SELECT COALESCE(seq_tup_read, 0) + COALESCE(idx_tup_fetch, 0) AS n FROM pg_stat_xact_user_tables
      WHERE relid = to_regclass('search_changes')`.execute(trx);
    return Number(rows[0]?.n ?? 0);
  };
  const start = await read();
  return async () => (await read()) - start;
}

/**
 * Pruning the change log (issue 34): it looked at the whole log every 100 writes, so a bulk import slowed down
 * as the log grew (quadratic). It now reads a bounded run of the oldest rows through the version index.
 */
describe(`search_changes pruning (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let documentId: number;
  beforeAll(async () => {
    t = await createTestApp();
    documentId = await createDocument(t.deps.db, {
      title: 'Arrêté sur le journal des modifications',
      content: 'Article 1\n\nLe journal garde les modifications.',
      publishedAt: '2024-05-02',
    });
  });
  afterAll(() => t.close());

  const fillLog = async (from: number, count: number, createdAt: string) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
        version: from + start + i,
        document_id: documentId,
        created_at: createdAt,
      }));
      await t.deps.db.insertInto('search_changes').values(rows).execute();
    }
  };
  const logSize = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('search_changes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a write that prunes a long, recent log reads a bounded number of its rows', async () => {
    await t.deps.db.deleteFrom('search_changes').execute();
    await fillLog(1_000_000, 5_000, RECENT());
    if (TEST_DIALECT === 'postgres') await sql`ANALYZE search_changes`.execute(t.deps.db);
    await t.deps.db.transaction().execute(async (trx) => {
      const reads = readsOfTheLog(trx);
      const rowReads = TEST_DIALECT === 'postgres' ? await rowReadsCounter(trx) : null;
      // A version a multiple of 100: this write prunes.
      await recordDocumentChange(reads.db, documentId, 1_010_000);
      // Every read of the log in a write is bounded by a LIMIT (a MAX over a filter on created_at, which no
      // index serves, read every row).
      expect(reads.statements.length).toBeGreaterThan(0);
      for (const statement of reads.statements) expect(statement).toMatch(/\blimit\b/i);
      // PostgreSQL counts the rows it read: a few, not the 5,000 of the log.
      if (rowReads) expect(await rowReads()).toBeLessThanOrEqual(10);
    });
    expect(await logSize()).toBe(5_001); // nothing was old enough to go
  });

  it('drops the old rows a page at a time, oldest first, and the log holds every change after the mark', async () => {
    await t.deps.db.deleteFrom('search_changes').execute();
    const old = PRUNE_PAGE * 2 + 500;
    await fillLog(2_000_001, old, OLD());
    await fillLog(2_000_001 + old, 300, RECENT());
    const changedAfter = async (version: number) => changesSince(t.deps.db, version);

    await recordDocumentChange(t.deps.db, documentId, 2_010_000);
    expect(await logSize()).toBe(old + 300 + 1 - PRUNE_PAGE);
    // The mark is the last version dropped: a snapshot at it or after catches up, one before it rebuilds.
    expect(await changedAfter(2_000_000 + PRUNE_PAGE)).toMatchObject({ latest: 2_010_000 });
    expect(await changedAfter(2_000_000 + PRUNE_PAGE - 1)).toBeNull();

    await recordDocumentChange(t.deps.db, documentId, 2_010_100);
    await recordDocumentChange(t.deps.db, documentId, 2_010_200);
    // Every old row gone, every recent one kept.
    expect(await logSize()).toBe(300 + 3);
    expect(await changedAfter(2_000_000 + old)).toMatchObject({ latest: 2_010_200 });
    expect(await changedAfter(2_000_000 + old - 1)).toBeNull();
  });
});
