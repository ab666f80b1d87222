import { DOC_TYPE_CATEGORIES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { insertFixtures } from '../documents/test-fixtures';
import { DEMO_DOMAINES } from './seed/reference-data';

describe(`reference lists (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.deps);
  });
  afterAll(() => t.close());

  it('GET /api/doc_types answers every type of the spec with its category, to visitors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/doc_types' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = Object.values(DOC_TYPE_CATEGORIES).reduce((n, c) => n + c.types.length, 0);
    expect(body.doc_types).toHaveLength(expected);
    expect(body.doc_types.find((d: { type: string }) => d.type === 'Zatu')).toMatchObject({
      category: 'normes-generales',
      slug: 'zatu',
    });
    expect(body.doc_types.find((d: { type: string }) => d.type === 'Acte Uniforme').documentCount).toBe(2);
    // Without pagination the admin page is the whole list.
    expect(body).toMatchObject({ totalItems: expected, totalPages: 1, page: 1 });
    expect(body.items).toEqual(body.doc_types);
  });

  it('GET /api/doc_types also answers the admin page shape with page, limit and search', async () => {
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/doc_types?page=2&limit=5' })).json();
    expect(page2.items).toHaveLength(5);
    expect(page2.items[0].id).toBe(page2.doc_types[5].id);
    expect(page2).toMatchObject({ page: 2, limit: 5, totalPages: Math.ceil(page2.totalItems / 5) });
    const searched = (await t.app.inject({ method: 'GET', url: '/api/doc_types?search=decret' })).json();
    expect(searched.items.map((d: { type: string }) => d.type)).toEqual(['Décret']);
  });

  it('GET /api/domaines and /api/domaines.json answer the domains sorted by name', async () => {
    for (const url of ['/api/domaines', '/api/domaines.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const names = res.json().domaines.map((d: { name: string }) => d.name);
      for (const name of DEMO_DOMAINES) expect(names).toContain(name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
      expect(res.json().domaines[0]).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          slug: expect.any(String),
        }),
      );
    }
    // documentCount counts drafts (the code and the draft decree) for a back-office session only (issue 19).
    const url = '/api/domaines?search=TRAVAIL&page=1&limit=20';
    const searched = (await t.app.inject({ method: 'GET', url })).json();
    expect(searched.items).toEqual([expect.objectContaining({ name: 'Droit du travail', documentCount: 1 })]);
    expect(searched.totalItems).toBe(1);
    const admin = await adminSession(t.deps);
    const forAdmin = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json();
    expect(forAdmin.items).toEqual([expect.objectContaining({ name: 'Droit du travail', documentCount: 2 })]);
  });
});
