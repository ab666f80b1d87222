import { DEFAULT_CATEGORY_COLOR, NEWS_CATEGORY_COLORS, NEWS_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { createActuality } from './actuality-store';

interface Fixture {
  key: string;
  title: string;
  description: string;
  content?: string;
  category?: string;
  pinned?: boolean;
  published?: boolean;
  publishedAt?: string | null;
}

// Seven published items (six pinned) and two drafts, in a known publication order.
const FIXTURES: Fixture[] = [
  {
    key: 'A',
    title: "Adoption de l'Acte uniforme relatif à la médiation",
    description: "Le Conseil des ministres de l'OHADA adopte un nouvel acte uniforme.",
    content: 'La médiation devient un mode de règlement amiable des différends.',
    category: 'Réforme législative',
    pinned: true,
    publishedAt: '2025-03-10T09:00:00.000Z',
  },
  {
    key: 'B',
    title: 'Licenciement économique : précisions de la Cour',
    description: 'Une décision sur le motif économique.',
    content: 'Les juges rappellent les conditions de la rupture.',
    category: 'Jurisprudence',
    pinned: true,
    publishedAt: '2025-03-05T10:00:00.000Z',
  },
  {
    key: 'C',
    title: 'Formation des magistrats',
    description: 'Une session consacrée aux sociétés commerciales.',
    category: 'Formation',
    pinned: true,
    publishedAt: '2025-02-20T08:00:00.000Z',
  },
  {
    key: 'D',
    title: 'Nouveaux décrets sur les marchés publics',
    description: 'Trois textes réforment la commande publique.',
    category: 'Réforme législative',
    pinned: true,
    publishedAt: '2025-01-15T12:00:00.000Z',
  },
  {
    key: 'E',
    title: 'Mise à jour de la plateforme',
    description: 'Un nouveau moteur de recherche.',
    category: 'Mise à jour plateforme',
    pinned: true,
    publishedAt: '2025-01-01T07:00:00.000Z',
  },
  {
    key: 'F',
    title: 'Partenariat universitaire',
    description: 'Accès au corpus pour les étudiants.',
    pinned: true,
    publishedAt: '2024-12-20T07:00:00.000Z',
  },
  {
    key: 'G',
    title: "Colloque sur l'arbitrage",
    description: 'Rencontre des praticiens.',
    category: 'Événement',
    publishedAt: '2024-12-01T07:00:00.000Z',
  },
  {
    key: 'H',
    title: 'Brouillon : avant-projet confidentiel',
    description: 'Texte en préparation.',
    category: 'Réforme législative',
    pinned: true,
    published: false,
    publishedAt: null,
  },
  {
    key: 'I',
    title: 'Brouillon daté du futur article',
    description: 'Pas encore validé.',
    category: 'Jurisprudence',
    pinned: true,
    published: false,
    publishedAt: '2025-03-11T09:00:00.000Z',
  },
];

describe(`public news API (${TEST_DIALECT})`, () => {
  let t: TestContext;
  const ids: Record<string, number> = {};
  const categoryIds: Record<string, number> = {};
  const keysOf = (body: { actualities: { id: number }[] }) =>
    body.actualities.map((a) => Object.keys(ids).find((k) => ids[k] === a.id));
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    for (const c of await t.deps.db.selectFrom('actuality_categories').select(['id', 'name']).execute())
      categoryIds[c.name] = c.id;
    for (const f of FIXTURES) {
      ids[f.key] = await createActuality(t.deps.db, t.deps.dialect, {
        title: f.title,
        description: f.description,
        content: f.content ?? null,
        author: 'Rédaction',
        categoryId: f.category ? categoryIds[f.category] : null,
        isPinned: f.pinned ?? false,
        isPublished: f.published ?? true,
        publishedAt: f.publishedAt,
      });
    }
  });
  afterAll(() => t.close());

  it('lists published news only, newest first, with the default page size of 12', async () => {
    const res = await get('/api/v1/actualities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(keysOf(body)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(body.totalItems).toBe(7);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 7, pages: 1 });
  });

  it('answers the spec shape for an item', async () => {
    const body = (await get(`/api/v1/actualities/${ids.A}`)).json();
    expect(body.actuality).toMatchObject({
      id: ids.A,
      title: FIXTURES[0]?.title,
      category: 'Réforme législative',
      categoryId: categoryIds['Réforme législative'],
      categoryEntity: {
        id: categoryIds['Réforme législative'],
        name: 'Réforme législative',
        slug: 'reforme-legislative',
        color: NEWS_CATEGORY_COLORS['Réforme législative'],
      },
      isPinned: true,
      isPublished: true,
      publishedAt: '2025-03-10T09:00:00.000Z',
      author: 'Rédaction',
      imageUrl: null,
      picture: null,
      metadata: {},
    });
    expect(typeof body.actuality.createdAt).toBe('string');
    expect(typeof body.actuality.updatedAt).toBe('string');
  });

  it('pages through the list', async () => {
    const body = (await get('/api/v1/actualities?page=2&limit=2')).json();
    expect(keysOf(body)).toEqual(['C', 'D']);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 7, pages: 4 });
    const beyond = (await get('/api/v1/actualities?page=9&limit=2')).json();
    expect(beyond.actualities).toEqual([]);
    expect(beyond.totalItems).toBe(7);
  });

  it('refuses a page size over 50 or a bad page number in French', async () => {
    const res = await get('/api/v1/actualities?limit=51');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NEWS_MESSAGES.invalidLimit(50));
    const page = await get('/api/v1/actualities?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().error).toBe(NEWS_MESSAGES.invalidPage);
    expect((await get('/api/v1/actualities?limit=50')).statusCode).toBe(200);
  });

  it('filters by category id, name, slug and categoryId, drafts excluded', async () => {
    const id = categoryIds['Réforme législative'];
    for (const q of [
      `category=${id}`,
      `category=${encodeURIComponent('Réforme législative')}`,
      `category=${encodeURIComponent('réforme législative')}`,
      'categorySlug=reforme-legislative',
      `categoryId=${id}`,
    ]) {
      const body = (await get(`/api/v1/actualities?${q}`)).json();
      expect(keysOf(body), q).toEqual(['A', 'D']);
      expect(body.totalItems, q).toBe(2);
    }
    expect((await get('/api/v1/actualities?category=Inconnue')).json().totalItems).toBe(0);
  });

  it('filters pinned news only', async () => {
    const body = (await get('/api/v1/actualities?pinnedOnly=true')).json();
    expect(keysOf(body)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect((await get('/api/v1/actualities?pinnedOnly=false')).json().totalItems).toBe(7);
  });

  it('filters by publication dates, both bounds inclusive', async () => {
    expect(keysOf((await get('/api/v1/actualities?dateFrom=2025-02-20')).json())).toEqual(['A', 'B', 'C']);
    expect(keysOf((await get('/api/v1/actualities?dateTo=2025-01-15')).json())).toEqual(['D', 'E', 'F', 'G']);
    expect(keysOf((await get('/api/v1/actualities?dateFrom=2025-01-01&dateTo=2025-02-20')).json())).toEqual([
      'C',
      'D',
      'E',
    ]);
  });

  it('refuses malformed or inverted dates with French messages', async () => {
    const impossible = await get('/api/v1/actualities?dateFrom=2025-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({
      success: false,
      error: NEWS_MESSAGES.invalidDateFrom,
      errors: [{ field: 'dateFrom', message: NEWS_MESSAGES.invalidDateFrom }],
    });
    const garbage = await get('/api/v1/actualities?dateTo=hier');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe(NEWS_MESSAGES.invalidDateTo);
    const inverted = await get('/api/v1/actualities?dateFrom=2025-03-01&dateTo=2025-01-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error).toBe(NEWS_MESSAGES.dateOrder);
  });

  it('searches with the French analyser: accents, plurals, title and body', async () => {
    const search = async (q: string) =>
      keysOf((await get(`/api/v1/actualities?search=${encodeURIComponent(q)}`)).json());
    expect(await search('mediation')).toEqual(['A']); // accent-insensitive, title and body
    expect(await search('licenciements')).toEqual(['B']); // plural finds singular
    expect(await search('décret')).toEqual(['D']); // singular finds plural "décrets"
    expect(await search('SOCIETES')).toEqual(['C']); // description is indexed, case-insensitive
    expect(await search('règlement amiable')).toEqual(['A']); // content is indexed, all words must match
    expect(await search('brouillon')).toEqual([]); // drafts never appear
    expect(await search('mediation -ohada')).toEqual([]);
  });

  it('combines search with the other filters', async () => {
    const body = (
      await get(`/api/v1/actualities?search=${encodeURIComponent('commande OR décision')}&pinnedOnly=true`)
    ).json();
    expect(keysOf(body)).toEqual(['B', 'D']);
    const withCategory = (
      await get(
        `/api/v1/actualities?search=${encodeURIComponent('commande OR décision')}&categorySlug=jurisprudence`,
      )
    ).json();
    expect(keysOf(withCategory)).toEqual(['B']);
  });

  it('recent: 3 by default, the requested number up to 20, drafts excluded', async () => {
    expect(keysOf((await get('/api/v1/actualities/recent')).json())).toEqual(['A', 'B', 'C']);
    expect(keysOf((await get('/api/v1/actualities/recent?limit=5')).json())).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
    expect(keysOf((await get('/api/v1/actualities/recent?limit=20')).json())).toHaveLength(7);
    const tooMany = await get('/api/v1/actualities/recent?limit=21');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(NEWS_MESSAGES.invalidLimit(20));
  });

  it('pinned: 5 by default, up to 20, published only', async () => {
    expect(keysOf((await get('/api/v1/actualities/pinned')).json())).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(keysOf((await get('/api/v1/actualities/pinned?limit=3')).json())).toEqual(['A', 'B', 'C']);
    expect(keysOf((await get('/api/v1/actualities/pinned?limit=20')).json())).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect((await get('/api/v1/actualities/pinned?limit=0')).statusCode).toBe(400);
  });

  it('a draft or an unknown id is a 404 "Actualité non trouvée"', async () => {
    for (const id of [ids.H, ids.I, 987654]) {
      const res = await get(`/api/v1/actualities/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: NEWS_MESSAGES.notFound });
    }
  });

  it('a malformed or blank id is a 400 with its French message', async () => {
    const bad = await get('/api/v1/actualities/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(NEWS_MESSAGES.invalidId);
    const blank = await get('/api/v1/actualities/%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(NEWS_MESSAGES.missingId);
  });

  it('lists active categories with colours and published counts only', async () => {
    await t.deps.db
      .updateTable('actuality_categories')
      .set({ is_active: 0 })
      .where('name', '=', 'Partenariat')
      .execute();
    await t.deps.db
      .updateTable('actuality_categories')
      .set({ color: '#123456' })
      .where('name', '=', 'Formation')
      .execute();
    const other = await t.deps.db
      .insertInto('actuality_categories')
      .values({
        name: 'Vie du cabinet',
        slug: 'vie-du-cabinet',
        description: null,
        color: null,
        is_active: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (await get('/api/v1/actuality-categories')).json();
    const byName = Object.fromEntries(body.categories.map((c: { name: string }) => [c.name, c])) as Record<
      string,
      { actualityCount: number; color: string; id: number; slug: string }
    >;
    expect(body.total).toBe(body.categories.length);
    expect(byName.Partenariat).toBeUndefined();
    expect(byName['Réforme législative']).toMatchObject({
      actualityCount: 2, // A and D; draft H is not counted
      color: NEWS_CATEGORY_COLORS['Réforme législative'],
      slug: 'reforme-legislative',
    });
    expect(byName.Jurisprudence?.actualityCount).toBe(1);
    expect(byName.Formation?.color).toBe('#123456');
    expect(byName['Vie du cabinet']).toMatchObject({
      id: other.id,
      color: DEFAULT_CATEGORY_COLOR,
      actualityCount: 0,
    });
  });
});
