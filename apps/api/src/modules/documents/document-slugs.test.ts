import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import type { DB } from '../../platform/db/database';
import { createDocument, deleteDocument, updateDocument } from './document-store';

/** The handle through which the rows each slug read carries back are counted. */
function countingSlugRows(db: DB) {
  const rows: number[] = [];
  const slugReads = new WeakSet<object>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const { sql } = db.getExecutor().compileQuery(node, queryId);
      if (/WITH RECURSIVE suffix|^select "id" from "documents" where "slug" =/.test(sql))
        slugReads.add(queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (slugReads.has(queryId)) rows.push(result.rows.length);
      return result;
    },
  };
  return { db: db.withPlugin(plugin), rows };
}

/**
 * Issue 34: a document's slug is the first of base, base-2, base-3… no other document holds, found by the
 * database in one read that carries back that slug alone, not the taken ones.
 */
describe(`document slugs (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const slugOf = async (id: number) =>
    (await t.deps.db.selectFrom('documents').select('slug').where('id', '=', id).executeTakeFirstOrThrow())
      .slug;
  const create = (db: DB, title: string) => createDocument(db, { title, content: 'Article 1\n\nTexte.' });

  it('gives the first free of base, base-2, base-3… in their numeric order, gaps first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await create(t.deps.db, 'Arrêté portant nomination'));
    expect(await Promise.all(ids.map(slugOf))).toEqual([
      'arrete-portant-nomination',
      'arrete-portant-nomination-2',
      'arrete-portant-nomination-3',
    ]);
    await deleteDocument(t.deps.db, ids[1]);
    expect(await slugOf(await create(t.deps.db, 'Arrêté portant nomination'))).toBe(
      'arrete-portant-nomination-2',
    );
    // Past 9: base-10 comes after base-9, not after base-1 as in the text's order.
    const more = [];
    for (let i = 0; i < 8; i++) more.push(await slugOf(await create(t.deps.db, 'Arrêté portant nomination')));
    expect(more).toEqual(Array.from({ length: 8 }, (_, i) => `arrete-portant-nomination-${i + 4}`));
  });

  it('costs two reads of at most one row each, whatever the number of namesakes: the base alone, then the walk', async () => {
    const { db, rows } = countingSlugRows(t.deps.db);
    const slugs = [];
    for (let i = 0; i < 70; i++) slugs.push(await slugOf(await create(db, 'Décret portant promulgation')));
    expect(slugs[0]).toBe('decret-portant-promulgation');
    expect(slugs.slice(1)).toEqual(
      Array.from({ length: 69 }, (_, i) => `decret-portant-promulgation-${i + 2}`),
    );
    // The first document: its base probed alone, free (no row). Each next one: the base taken (its holder's
    // row), then the walk over base-2, base-3…, which sends back the first free suffix alone.
    expect(rows).toEqual([0, ...Array(69).fill([1, 1]).flat()]);
  });

  it('a retitled document takes the first free slug of its new title, its own not counted as taken', async () => {
    const a = await create(t.deps.db, 'Loi de finances');
    const b = await create(t.deps.db, 'Loi de finances');
    expect(await slugOf(b)).toBe('loi-de-finances-2');
    await updateDocument(t.deps.db, a, { title: 'Loi de finances rectificative' });
    expect(await slugOf(a)).toBe('loi-de-finances-rectificative');
    await updateDocument(t.deps.db, b, { title: 'Loi de finances' });
    expect(await slugOf(b)).toBe('loi-de-finances-2');
    await updateDocument(t.deps.db, b, { title: 'Loi de finances.' });
    expect(await slugOf(b)).toBe('loi-de-finances');
  });

  it('a retitled namesake keeps its own suffix: the walk does not count it as taken', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await create(t.deps.db, 'Avis du Conseil'));
    expect(await slugOf(ids[2])).toBe('avis-du-conseil-3');
    await updateDocument(t.deps.db, ids[2], { title: 'Avis du Conseil.' });
    expect(await slugOf(ids[2])).toBe('avis-du-conseil-3');
    await deleteDocument(t.deps.db, ids[0]);
    await updateDocument(t.deps.db, ids[2], { title: 'Avis du Conseil !' });
    expect(await slugOf(ids[2])).toBe('avis-du-conseil');
  });
});
