import { DocumentOutline, OUTLINE_MAX_ENTRIES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { outlineEntries } from './outline';
import { insertFixtures } from './test-fixtures';

describe(`GET /api/documents/:id/outline, a shared link's visitor view (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: Record<string, number>;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertFixtures(t.deps);
  });
  afterAll(() => t.close());

  it('answers a visitor the title, reference, type, body, date and divisions, never the text', async () => {
    const res = await get(`/api/documents/${ids.travail}/outline`);
    expect(res.statusCode).toBe(200);
    const outline = DocumentOutline.parse(res.json());
    expect(outline).toMatchObject({
      id: ids.travail,
      title: 'Code du travail (extraits)',
      slug: 'code-du-travail-extraits',
      publishedAt: '2008-05-13',
      docType: { type: 'Code', category: 'normes-generales' },
      domaine: { name: 'Droit du travail' },
      organisme: { name: 'Assemblée nationale' },
      jurisdiction: 'Tribunal du travail',
      status: 'in-force',
      tocTotal: 4,
    });
    expect(outline).toHaveProperty('reference');
    expect(outline.toc.map((e) => e.id)).toEqual(['titre-3']);
    expect(Object.keys(res.json())).not.toContain('content');
    for (const words of ['faute lourde', 'inspecteur du travail', 'délibéré et adopté'])
      expect(res.body).not.toContain(words);
  });

  it('lists the articles of a text without divisions', async () => {
    const outline = (await get(`/api/documents/${ids.traite}/outline`)).json();
    expect(outline.toc.map((e: { id: string }) => e.id)).toEqual(['article-1', 'article-2']);
    expect(outline.toc.every((e: { kind: string }) => e.kind === 'article')).toBe(true);
    expect(JSON.stringify(outline)).not.toContain('harmonisation du droit des affaires dans');
  });

  it('is 404 for a draft or a missing document, 400 for an id that is not one; the text stays 401', async () => {
    for (const id of [ids.draft, 987_654]) {
      const res = await get(`/api/documents/${id}/outline`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'Document non trouvé' });
    }
    expect((await get('/api/documents/abc/outline')).statusCode).toBe(400);
    expect((await get(`/api/documents/${ids.travail}`)).statusCode).toBe(401);
  });

  it('keeps the divisions, or else the articles, at most OUTLINE_MAX_ENTRIES of them', () => {
    const article = (n: number) => ({
      id: `article-${n}`,
      kind: 'article' as const,
      level: 6,
      label: `Article ${n}`,
    });
    const titre = { id: 'titre-1', kind: 'titre' as const, level: 2, label: 'Titre I' };
    expect(outlineEntries([titre, article(1), article(2)])).toEqual([titre]);
    const many = Array.from({ length: OUTLINE_MAX_ENTRIES + 5 }, (_, i) => article(i + 1));
    expect(outlineEntries(many)).toHaveLength(OUTLINE_MAX_ENTRIES);
    expect(outlineEntries([])).toEqual([]);
  });
});
