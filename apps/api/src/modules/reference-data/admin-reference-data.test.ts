import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

/** Domains, bodies and document types: names required, unique slugs, stats, pagination, 409 when in use. */
describe(`back-office domains, bodies and document types (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headersWithCsrf, ...(payload ? { payload } : {}) });

  it.each([
    ['/api/domaines', 'domaine'],
    ['/api/admin/organismes', 'organisme'],
  ])('%s: names required, unique generated slugs, get, update, delete', async (base, key) => {
    const empty = await call('POST', base, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Le nom est requis');
    const a = (await call('POST', base, { name: 'Droit de l’Environnement' })).json();
    // Another name with the same slug gets the next free one.
    const b = (await call('POST', base, { name: 'Droit de l’environnement !' })).json();
    expect(a.item.slug).toBe('droit-de-l-environnement');
    expect(b.item.slug).toBe('droit-de-l-environnement-2');
    expect(a[key]).toEqual(a.item);
    const got = await call('GET', `${base}/${a.item.id}`);
    expect(got.json().item).toMatchObject({ name: 'Droit de l’Environnement', documentCount: 0 });
    const put = await call('PUT', `${base}/${b.item.id}`, { name: 'Droit forestier' });
    expect(put.json().item.slug).toBe('droit-forestier');
    expect((await call('DELETE', `${base}/${b.item.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${base}/${b.item.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['/api/domaines', 'name', 'Un domaine portant ce nom existe déjà'],
    ['/api/admin/organismes', 'name', 'Un organisme portant ce nom existe déjà'],
    ['/api/doc_types', 'type', 'Un type de document portant ce nom existe déjà'],
  ])(
    '%s refuses a name that exists, case and accents aside, on create and on rename (409)',
    async (base, field, message) => {
      const body = (name: string) =>
        field === 'type' ? { type: name, category: 'guides-doctrine' } : { name };
      const first = await call('POST', base, body('Régime minier'));
      expect(first.statusCode).toBe(201);
      const firstId = first.json().item.id;
      for (const same of ['Régime minier', 'REGIME MINIER', '  régime   Minier ', 'Regime minier'])
        expect((await call('POST', base, body(same))).json()).toEqual({
          success: false,
          error: message,
          message,
          code: 'NAME_TAKEN',
          errors: [{ field, message }],
        });
      const other = (await call('POST', base, body('Régime forestier'))).json().item.id;
      const rename = await call('PUT', `${base}/${other}`, body('régime MINIER'));
      expect(rename.statusCode).toBe(409);
      expect(rename.json().code).toBe('NAME_TAKEN');
      // A row keeps its own name, whatever its case.
      expect((await call('PUT', `${base}/${firstId}`, body('Régime Minier'))).statusCode).toBe(200);
      const list = (await call('GET', `${base}?search=minier`)).json();
      expect(list.totalItems).toBe(1);
    },
  );

  it('a domain, body or type still used by documents cannot be deleted (409), and nothing changes', async () => {
    const dom = (await call('POST', '/api/domaines', { name: 'Droit utilisé' })).json().item.id;
    const org = (await call('POST', '/api/admin/organismes', { name: 'Organisme utilisé' })).json().item.id;
    const type = (
      await call('POST', '/api/doc_types', { type: 'Type utilisé', category: 'guides-doctrine' })
    ).json().item.id;
    for (let i = 0; i < 2; i++)
      expect(
        (
          await call('POST', '/api/documents', {
            title: `Doc ${i}`,
            content: 'Texte.',
            domaineId: dom,
            organismeId: org,
            docTypeId: type,
          })
        ).statusCode,
      ).toBe(201);
    const d = await call('DELETE', `/api/domaines/${dom}`);
    expect(d.statusCode).toBe(409);
    expect(d.json().error).toBe('Ce domaine est utilisé par 2 documents');
    expect((await call('DELETE', `/api/admin/organismes/${org}`)).json().error).toBe(
      'Cet organisme est utilisé par 2 documents',
    );
    expect((await call('DELETE', `/api/doc_types/${type}`)).json().error).toBe(
      'Ce type de document est utilisé par 2 documents',
    );
    expect((await call('GET', `/api/domaines/${dom}`)).json().item.documentCount).toBe(2);

    const stats = (await call('GET', '/api/domaines/stats')).json().stats;
    expect(stats.top[0]).toMatchObject({ id: dom, documentCount: 2 });
    expect(stats.used + stats.unused).toBe(stats.total);
    expect((await call('GET', '/api/admin/organismes/stats')).json().stats.top[0]).toMatchObject({
      id: org,
      documentCount: 2,
    });
    expect((await call('GET', '/api/doc_types/stats')).json().stats.top[0]).toMatchObject({
      id: type,
      documentCount: 2,
    });
  });

  it('document types need a known category; slugs unique', async () => {
    const bad = await call('POST', '/api/doc_types', { type: 'Note', category: 'inconnue' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('La catégorie est requise');
    const missing = await call('POST', '/api/doc_types', { category: 'jurisprudence' });
    expect(missing.json().error).toBe('Le type est requis');
    // 'Loi' is seeded: another name with its slug gets the next free one.
    const loi = await call('POST', '/api/doc_types', { type: 'Loi !', category: 'normes-generales' });
    expect(loi.json().docType).toMatchObject({ slug: 'loi-2', category: 'normes-generales' });
  });

  it('the bodies list pages 20 by 20 with search, and answers items, totalItems, totalPages', async () => {
    for (let i = 0; i < 23; i++)
      await call('POST', '/api/admin/organismes', { name: `Autorité ${String(i).padStart(2, '0')}` });
    const p1 = (await call('GET', '/api/admin/organismes?search=autorit')).json();
    expect(p1).toMatchObject({ totalItems: 23, totalPages: 2, page: 1, limit: 20 });
    expect(p1.items).toHaveLength(20);
    const p2 = (await call('GET', '/api/admin/organismes?search=autorit&page=2')).json();
    expect(p2.items.map((o: { name: string }) => o.name)).toEqual([
      'Autorité 20',
      'Autorité 21',
      'Autorité 22',
    ]);
  });

  it('metadata and dashboard give the lookups and the four figures', async () => {
    const meta = (await call('GET', '/api/admin/metadata')).json();
    expect(meta.domaines.length).toBeGreaterThan(5);
    expect(meta.docTypes[0]).toHaveProperty('category');
    expect(meta.organismes.length).toBeGreaterThan(0);
    const dash = (await call('GET', '/api/admin/dashboard')).json();
    const count = async (table: 'users' | 'documents' | 'domaines') =>
      Number(
        (
          await t.deps.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(dash).toMatchObject({
      users: await count('users'),
      documents: await count('documents'),
      domains: await count('domaines'),
    });
    expect(dash.published).toBe(0);
  });
});
