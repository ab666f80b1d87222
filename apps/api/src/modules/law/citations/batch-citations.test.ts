import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../../test/support';
import type { DB } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/transaction';
import { createDocument } from '../../documents/document-store';
import { parseDocumentStructure } from '../../documents/structure';
import { recordNewTextsCitations } from './batch-citations';
import { ROW_COLUMNS, reresolve, sqlDirectory } from './citations-store';
import { selectsFrom } from './test-statements';

const ARTICLES = 3;

/** A 'Code minier' of ARTICLES articles, published on `publishedAt`, written as the bulk import writes it. */
async function importCode(db: DB, publishedAt: string) {
  const title = 'Code minier';
  const content = Array.from(
    { length: ARTICLES },
    (_, i) => `Article ${i + 1}\n\nDisposition ${i + 1}.`,
  ).join('\n\n');
  return withTransaction(db, async (trx) => {
    const id = await createDocument(trx, { title, content, publishedAt }, { citations: 'later' });
    await recordNewTextsCitations(trx, [
      { id, title, reference: null, jurisdiction: null, blocks: parseDocumentStructure(content).blocks },
    ]);
    return id;
  });
}

/**
 * Issue 34: a batch of new texts read again every stored reference to their names and numbers, so each copy
 * of a code imported read every earlier copy's references. It now reads those under a (key, number) that one
 * of its texts comes first for (resolve.ts's order of preference); a text ranked after moves nothing.
 */
describe(`other texts' references when a batch of texts is imported (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let citing: number;
  const landing = async () =>
    t.deps.db
      .selectFrom('citations')
      .select(['to_document_id', 'to_article_id'])
      .where('from_document_id', '=', citing)
      .where('target', '=', 'name:code minier')
      .executeTakeFirstOrThrow();
  /** Every stored reference resolved again from scratch: nothing may land elsewhere. */
  const nothingWouldMove = async () => {
    const rows = await t.deps.db.selectFrom('citations').select(ROW_COLUMNS).execute();
    expect(await reresolve(t.deps.db, rows, sqlDirectory(t.deps.db, null, false))).toEqual(new Set());
  };

  beforeAll(async () => {
    t = await createTestApp();
    citing = await createDocument(t.deps.db, {
      title: 'Loi portant régime des carrières',
      content: 'Article 1\n\nLes carrières sont soumises à l’article 2 du code minier.',
      publishedAt: '2019-03-01',
    });
  });
  afterAll(() => t?.close());

  it('lands a waiting reference in the first text imported that holds its article', async () => {
    expect(await landing()).toMatchObject({ to_document_id: null });
    const code = await importCode(t.deps.db, '2003-05-08');
    expect(await landing()).toMatchObject({ to_document_id: code, to_article_id: expect.any(String) });
    await nothingWouldMove();
  });

  it('reads no stored reference for a text ranked after the first, and moves none', async () => {
    const before = await landing();
    const { db, statements } = selectsFrom(t.deps.db, '"citations"');
    await importCode(db, '1990-01-01');
    expect(statements.filter((s) => /"article_key" in/i.test(s.sql))).toEqual([]);
    expect(await landing()).toEqual(before);
    await nothingWouldMove();
  });

  it('moves the reference to a newer text that now comes first, and marks the citing text', async () => {
    const { citations_at: stampBefore } = await t.deps.db
      .selectFrom('documents')
      .select('citations_at')
      .where('id', '=', citing)
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { db, statements } = selectsFrom(t.deps.db, '"citations"');
    const newer = await importCode(db, '2015-06-26');
    expect(statements.filter((s) => /"article_key" in/i.test(s.sql))).toHaveLength(1);
    expect(await landing()).toMatchObject({ to_document_id: newer });
    const { citations_at: stampAfter } = await t.deps.db
      .selectFrom('documents')
      .select('citations_at')
      .where('id', '=', citing)
      .executeTakeFirstOrThrow();
    expect(stampAfter).not.toEqual(stampBefore);
    await nothingWouldMove();
  });
});
