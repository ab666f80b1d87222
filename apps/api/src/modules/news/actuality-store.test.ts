import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rowWritesCounter, TEST_DIALECT, type TestContext } from '../../../test/support';
import { createActuality, deleteActuality, updateActuality } from './actuality-store';
import { listActualities } from './queries';

describe(`news service keeps the search index in step (${TEST_DIALECT})`, () => {
  let t: TestContext;
  const search = async (q: string, status: 'published' | 'all' = 'all') =>
    (
      await listActualities(t.deps.db, t.deps.dialect, { page: 1, limit: 50, search: q, status })
    ).actualities.map((a) => a.id);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a created item is searchable at once; a published one without a date is stamped now', async () => {
    const before = new Date().toISOString();
    const id = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Réunion du comité juridique',
      description: 'Ordre du jour consacré aux baux commerciaux.',
    });
    expect(await search('commercial')).toEqual([id]);
    const row = await t.deps.db
      .selectFrom('actualities')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_published).toBe(1);
    expect(row.published_at! >= before).toBe(true);
  });

  it('an update re-indexes the new words and forgets the old ones', async () => {
    const id = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Assemblée générale des notaires',
      description: 'Compte rendu.',
    });
    expect(
      await updateActuality(t.deps.db, t.deps.dialect, id, { title: 'Assemblée générale des huissiers' }),
    ).toBe(true);
    expect(await search('huissiers')).toEqual([id]);
    expect(await search('notaires')).toEqual([]);
  });

  it('publishing a draft stamps its publication date; unpublishing hides it from the public', async () => {
    const id = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Calendrier des audiences foraines',
      description: 'Brouillon.',
      isPublished: false,
    });
    expect(await search('foraines', 'published')).toEqual([]);
    await updateActuality(t.deps.db, t.deps.dialect, id, { isPublished: true });
    const row = await t.deps.db
      .selectFrom('actualities')
      .select('published_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.published_at).not.toBeNull();
    expect(await search('foraines', 'published')).toEqual([id]);
    await updateActuality(t.deps.db, t.deps.dialect, id, { isPublished: false });
    expect(await search('foraines', 'published')).toEqual([]);
  });

  it('a delete removes the row and its index entry', async () => {
    const id = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Séminaire sur la fiscalité minière',
      description: 'Programme.',
    });
    expect(await deleteActuality(t.deps.db, t.deps.dialect, id)).toBe(true);
    expect(await search('miniere')).toEqual([]);
    expect(await deleteActuality(t.deps.db, t.deps.dialect, id)).toBe(false);
    expect(await updateActuality(t.deps.db, t.deps.dialect, id, { title: 'x' })).toBe(false);
  });

  it('an unknown category is refused and nothing is written', async () => {
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('actualities')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await expect(
      createActuality(t.deps.db, t.deps.dialect, {
        title: 'Sans catégorie',
        description: 'x',
        categoryId: 99999,
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Catégorie introuvable' });
    expect(await count()).toBe(before);
  });

  it('each save writes the row once on PostgreSQL (its vector with it); the item is found by its new words', async () => {
    const id = await t.deps.db.transaction().execute(async (trx) => {
      const rowWrites = t.deps.dialect === 'postgres' ? await rowWritesCounter(trx, 'actualities') : null;
      const created = await createActuality(trx, t.deps.dialect, {
        title: 'Séminaire sur la médiation',
        description: 'Les interprètes y sont conviés.',
      });
      await updateActuality(trx, t.deps.dialect, created, { description: 'Les traducteurs y sont conviés.' });
      if (rowWrites) expect(await rowWrites()).toEqual({ inserted: 1, updated: 1 });
      return created;
    });
    expect(await search('traducteurs')).toEqual([id]);
    expect(await search('interprètes')).toEqual([]);
  });
});
