import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

describe(`back-office news and news categories (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headersWithCsrf, ...(payload ? { payload } : {}) });

  it('categories are saved with their colour and active state', async () => {
    const bad = await call('POST', '/api/admin/actuality-categories', { name: '', color: 'rouge' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Le nom est requis',
      'La couleur doit être au format #RRGGBB',
    ]);
    const created = await call('POST', '/api/admin/actuality-categories', {
      name: 'Doctrine',
      color: '#A1B2C3',
      isActive: false,
    });
    expect(created.statusCode).toBe(201);
    const cat = created.json().category;
    expect(cat).toMatchObject({ slug: 'doctrine', color: '#a1b2c3', isActive: false, actualityCount: 0 });
    const upd = await call('PUT', `/api/admin/actuality-categories/${cat.id}`, {
      name: 'Doctrine',
      color: '#000000',
      isActive: true,
    });
    expect(upd.json().category).toMatchObject({ color: '#000000', isActive: true });
    const list = (await call('GET', '/api/admin/actuality-categories?search=doctr')).json();
    expect(list.categories.map((c: { id: number }) => c.id)).toEqual([cat.id]);
    expect(list).toMatchObject({ totalItems: 1, totalPages: 1 });
    expect((await call('GET', `/api/admin/actuality-categories/${cat.id}`)).json().category.name).toBe(
      'Doctrine',
    );
  });

  it('creates a news item published by default, lists drafts too, updates and deletes it', async () => {
    const cat = (
      await call('POST', '/api/admin/actuality-categories', { name: 'Réformes', color: '#123456' })
    ).json().category;
    const invalid = await call('POST', '/api/admin/actualities', { title: '', imageUrl: 'pas-une-url' });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'description', 'imageUrl']));

    const res = await call('POST', '/api/admin/actualities', {
      title: 'Nouvelle loi sur le foncier rural',
      description: 'Le parlement a adopté la loi.',
      categoryId: cat.id,
      imageUrl: 'https://example.bf/image.jpg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().actuality;
    expect(a).toMatchObject({
      isPublished: true,
      isPinned: false,
      category: { id: cat.id, name: 'Réformes', color: '#123456' },
    });
    expect(a.publicationDate).toBeTruthy();
    const draft = (
      await call('POST', '/api/admin/actualities', {
        title: 'Brouillon',
        description: 'Pas encore.',
        isPublished: false,
      })
    ).json().actuality;
    expect(draft.isPublished).toBe(false);

    const list = (await call('GET', `/api/admin/actualities?category=${cat.id}`)).json();
    expect(list.items.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const all = (await call('GET', '/api/admin/actualities')).json();
    expect(all.items.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([a.id, draft.id]));
    // Drafts stay out of the public API.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/actualities/${draft.id}` })).statusCode).toBe(
      404,
    );

    const found = (await call('GET', '/api/admin/actualities?search=foncier')).json();
    expect(found.items.map((x: { id: number }) => x.id)).toEqual([a.id]);

    const upd = await call('PUT', `/api/admin/actualities/${a.id}`, {
      title: 'Loi foncière adoptée',
      description: 'Texte mis à jour.',
      isPinned: true,
      categoryId: cat.id,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().actuality).toMatchObject({ title: 'Loi foncière adoptée', isPinned: true });
    expect(upd.json().message).toBe('Actualité mise à jour avec succès !');

    // A category in use cannot be deleted.
    const del = await call('DELETE', `/api/admin/actuality-categories/${cat.id}`);
    expect(del.statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/actualities/${a.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/actualities/${a.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/actuality-categories/${cat.id}`)).statusCode).toBe(200);
  });
});
