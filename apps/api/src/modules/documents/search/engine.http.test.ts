import { SEARCH_COUNT_LIMIT, SEARCH_TEXTS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { SearchEngine } from '../../../search/engine/engine';
import { seedDemoCorpus } from '../seed/demo-corpus';
import { loadDemoCorpus } from '../seed/demo-corpus-file';
import { passagesOf } from './passages';

interface Hit {
  id: number;
  title: string;
  snippet: string;
  article: { id: string; label: string } | null;
  articles: Array<{ id: string; label: string; snippet: string; referenced: boolean }>;
}

/** Issue 22 at the HTTP edge, on the real demo corpus: what the engine answers through the API. */
describe(`search answered by the engine (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCorpus(t.deps, () => {});
    const corpus = await loadDemoCorpus();
    const rows = await t.deps.db.selectFrom('documents').select(['id', 'title']).orderBy('id').execute();
    for (const [i, d] of corpus.entries()) idOf.set(d.key, Number(rows[i]?.id));
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/filtered?q=${encodeURIComponent(q)}${extra}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const hits = async (q: string, extra = '') => (await search(q, extra)).documents as Hit[];

  /** The article anchors the document page renders (its table of contents). */
  const anchorsOf = async (id: number) => {
    const res = await t.app.inject({ url: `/api/documents/${id}/toc`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return new Set((res.json().toc as Array<{ id: string }>).map((b) => b.id));
  };

  it('puts Article 36 of the Code du travail first for "article 36 code du travail"', async () => {
    const answer = await search('article 36 code du travail');
    const first = answer.documents[0] as Hit;
    expect(first.id).toBe(idOf.get('bf-code-du-travail-2008'));
    expect(first.articles[0]).toMatchObject({ label: 'Article 36', referenced: true });
    expect(first.article).toEqual({ id: first.articles[0].id, label: 'Article 36' });
    expect(first.articles[0].snippet).toContain('L’employeur doit');
    expect(await anchorsOf(first.id)).toContain(first.articles[0].id);
    expect(answer.reference).toEqual({
      articles: ['36'],
      textName: 'Code du travail',
      textFound: true,
      missing: [],
    });
  });

  it('names each article of a range', async () => {
    const first = (await hits('articles 5 à 7 code du travail'))[0];
    expect(first.id).toBe(idOf.get('bf-code-du-travail-2008'));
    expect(first.articles.map((a) => [a.label, a.referenced])).toEqual([
      ['Article 5', true],
      ['Article 6', true],
      ['Article 7', true],
    ]);
  });

  it('says when the named text has no such article', async () => {
    const answer = await search('article 999 code du travail');
    expect(answer.documents[0].id).toBe(idOf.get('bf-code-du-travail-2008'));
    expect(answer.reference).toMatchObject({
      textName: 'Code du travail',
      textFound: true,
      missing: ['999'],
    });
    expect(SEARCH_TEXTS.missingArticle(answer.reference.textName, answer.reference.missing)).toBe(
      'Le Code du travail n’a pas d’article 999',
    );
  });

  it('opens a phrase of a long text at the article that holds it, not at the first of its words', async () => {
    const first = (await hits('"travailleur avec dignité"'))[0];
    expect(first.id).toBe(idOf.get('bf-code-du-travail-2008'));
    expect(first.articles[0].label).toBe('Article 36');
    expect(first.articles[0].snippet).toContain('<mark>travailleur</mark> avec <mark>dignité</mark>');
    expect(first.snippet).toBe(first.articles[0].snippet);
  });

  it('gives one hit per document with at most 3 articles, each its own snippet and anchor', async () => {
    const found = await hits('contrat de travail', '&limit=50');
    expect(found.length).toBeGreaterThan(1);
    expect(new Set(found.map((h) => h.id)).size).toBe(found.length);
    for (const h of found) {
      expect(h.articles.length).toBeLessThanOrEqual(3);
      expect(new Set(h.articles.map((a) => a.id)).size).toBe(h.articles.length);
    }
    const code = found.find((h) => h.id === idOf.get('bf-code-du-travail-2008')) as Hit;
    expect(code.articles).toHaveLength(3);
    const anchors = await anchorsOf(code.id);
    for (const a of code.articles) {
      expect(anchors).toContain(a.id);
      expect(a.snippet).toMatch(/<mark>/);
    }
  });

  it('answers a query that finds nothing with the words the texts write, and says so', async () => {
    const answer = await search('nantissment du fonds de commerce');
    expect(answer.suggestion).toBe('nantissement du fonds de commerce');
    expect(answer.suggestionApplied).toBe(true);
    const corrected = await search('nantissement du fonds de commerce');
    expect(corrected.suggestionApplied).toBe(false);
    expect(answer.pagination.total).toBe(corrected.pagination.total);
    expect(answer.documents.map((h: Hit) => h.id)).toEqual(corrected.documents.map((h: Hit) => h.id));
    expect(answer.documents.map((h: Hit) => h.id)).toContain(idOf.get('ohada-aus'));
    // Its snippets mark the words that found them.
    expect(answer.documents[0].snippet).toMatch(/<mark>nantissement<\/mark>/i);
  });

  it('widens a query with the legal synonym list and says so', async () => {
    const answer = await search('faillite');
    expect(answer.widenedWith.map((w: { source: string }) => w.source)).toEqual(['faillite']);
    expect(answer.widenedWith[0].alternatives.length).toBeGreaterThan(0);
    expect(answer.documents.length).toBeGreaterThan(0);
    expect(answer.documents[0].snippet).toMatch(/<mark>/);
  });

  it('takes AND as an operator', async () => {
    const plain = (await hits('bail commercial', '&limit=50')).map((h) => h.id);
    expect(plain.length).toBeGreaterThan(0);
    expect((await hits('bail AND commercial', '&limit=50')).map((h) => h.id)).toEqual(plain);
  });

  it('bounds a costly query: a long one is answered, a wide prefix says it was limited', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `mot${i}`).join(' ');
    const res = await t.app.inject({
      url: `/api/documents/filtered?q=${encodeURIComponent(long)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const prefix = await search('co*');
    expect(prefix.query.prefixLimited).toBe(true);
    expect(prefix.pagination.total).toBeGreaterThan(0);
    expect((await search('contrat')).query.prefixLimited).toBe(false);
  });

  it('ranks as an engine built straight from the corpus file: the same top 3 whichever the database', async () => {
    const corpus = await loadDemoCorpus();
    const engine = new SearchEngine();
    for (const d of corpus)
      engine.add({
        id: idOf.get(d.key) as number,
        title: d.title,
        passages: passagesOf(d.content, d.preambule),
        typeId: null,
        category: null,
        domainId: null,
        jurisdiction: null,
        year: d.publishedAt ? Number(d.publishedAt.slice(0, 4)) : null,
        publishedAt: d.publishedAt,
        hasPdf: false,
        published: true,
      });
    for (const q of ['licenciement abusif', 'société coopérative', 'arbitrage', 'article 1er constitution'])
      expect(
        (await hits(q)).slice(0, 3).map((h) => h.id),
        q,
      ).toEqual(engine.search({ q, pageSize: 3 }).hits.map((h) => h.documentId));
  });
});

describe(`search counts beyond ${SEARCH_COUNT_LIMIT} (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  const COUNT = SEARCH_COUNT_LIMIT + 5;

  beforeAll(async () => {
    t = await createTestApp();
    // Straight rows (the engine builds from the table at the first search): 10,005 transactions would be slow.
    const now = new Date().toISOString();
    for (let from = 0; from < COUNT; from += 500) {
      const rows = Array.from({ length: Math.min(500, COUNT - from) }, (_, i) => {
        const n = from + i;
        return {
          title: `Note ${n}`,
          slug: `note-${n}`,
          content: `Article 1\n\nLe zébu numéro ${n} est ${n % 2 ? 'blanc' : 'noir'}.`,
          published_at: `20${10 + (n % 10)}-01-01`,
          year: 2010 + (n % 10),
          is_published: 1,
          content_length: 40,
          status: 'in-force' as const,
          created_at: now,
          updated_at: now,
        };
      });
      await t.deps.db.insertInto('documents').values(rows).execute();
    }
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  }, 120_000);
  afterAll(() => t.close());

  it('says "more than 10,000" and counts facets over the best 10,000', async () => {
    const res = await t.app.inject({ url: '/api/documents/filtered?q=zébu', headers });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.pagination).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true });
    expect(answer.facetsApproximate).toBe(true);
    const years = answer.facets.years as Array<{ count: number }>;
    expect(years.reduce((s, y) => s + y.count, 0)).toBe(SEARCH_COUNT_LIMIT);
    const black = (await t.app.inject({ url: '/api/documents/filtered?q=zébu noir', headers })).json();
    expect(black.pagination).toMatchObject({ total: Math.ceil(COUNT / 2), totalIsLowerBound: false });
    expect(black.facetsApproximate).toBe(false);
  }, 60_000);
});
