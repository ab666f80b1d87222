import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { periodRange } from '@lexfaso/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { hostileString } from '../../../search/test-arbitraries';
import { createDocument, deleteDocument, updateDocument } from '../document-store';
import { FIXTURES, insertFixtures } from '../test-fixtures';

describe(`GET /api/documents/filtered (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: Record<string, number>;
  let headers: Record<string, string>;
  const keyOf = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `#${id}`;

  const search = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
    return t.app.inject({ method: 'GET', url: `/api/documents/filtered?${qs}`, headers });
  };
  /** The keys of the documents found, in the order of the answer. */
  const found = async (query: Record<string, string | number>) => {
    const res = await search({ limit: 50, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().documents as Array<{ id: number }>).map((d) => keyOf(d.id));
  };
  const foundSorted = async (query: Record<string, string | number>) => (await found(query)).sort();

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents/filtered?q=travail' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Authentification requise');
  });

  it('lists published documents newest first without a query, drafts excluded', async () => {
    const res = await search({});
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 6, pages: 1, totalIsLowerBound: false });
    expect(body.documents.map((d: { id: number }) => keyOf(d.id))).toEqual([
      'cooperatives',
      'charte',
      'markup',
      'arbitrage',
      'travail',
      'traite',
    ]);
    expect(body.search_permissions).toEqual({ canSearch: true, canDownloadPdf: false, role: 'ROLE_USER' });
    // Without a query the snippet is the start of the text (the preamble when there is one).
    const travail = body.documents.find((d: { id: number }) => d.id === ids.travail);
    expect(travail.snippet).toContain('Assemblée nationale a délibéré');
    expect(travail.docType).toMatchObject({ type: 'Code', category: 'normes-generales' });
    expect(travail.documentType).toEqual(travail.docType);
    expect(travail.domaine).toMatchObject({ name: 'Droit du travail' });
    expect(travail.organisme).toMatchObject({ name: 'Assemblée nationale' });
  });

  it('is accent and case insensitive', async () => {
    expect(await foundSorted({ q: 'delegue' })).toEqual(['travail']);
    expect(await foundSorted({ q: 'DÉLÉGUÉ' })).toEqual(['travail']);
    expect(await foundSorted({ q: 'cooperative' })).toEqual(['cooperatives']);
  });

  it('finds plural and singular forms', async () => {
    expect(await foundSorted({ q: 'licenciements' })).toEqual(['travail']);
    expect(await foundSorted({ q: 'licenciement' })).toEqual(['travail']);
    expect(await foundSorted({ q: 'coopératives' })).toEqual(['cooperatives']);
  });

  it("searches words named like Object.prototype's members (a 500 before)", async () => {
    for (const q of ['constructor', 'toString', '__proto__', 'hasOwnProperty bail'])
      expect(await found({ q }), q).toEqual([]);
  });

  it('requires all plain words', async () => {
    expect(await foundSorted({ q: 'arbitrage affaires' })).toEqual(['traite']);
  });

  it('matches exact phrases only in order', async () => {
    expect(await foundSorted({ q: '"inspecteur du travail"' })).toEqual(['travail']);
    expect(await foundSorted({ q: '"travail inspecteur"' })).toEqual([]);
  });

  it('excludes -words', async () => {
    expect(await foundSorted({ q: 'arbitrage' })).toEqual(['arbitrage', 'traite']);
    expect(await foundSorted({ q: 'arbitrage -affaires' })).toEqual(['arbitrage']);
  });

  it('supports OR', async () => {
    expect(await foundSorted({ q: 'licenciement OR coopérative' })).toEqual(['cooperatives', 'travail']);
  });

  it('supports prefix*', async () => {
    expect(await foundSorted({ q: 'licenc*' })).toEqual(['travail']);
    expect(await foundSorted({ q: 'arbitr*' })).toEqual(['arbitrage', 'traite']);
  });

  it('ranks a title match above a body match', async () => {
    expect(await found({ q: 'arbitrage' })).toEqual(['arbitrage', 'traite']);
    // 'traité' is in the title of the 1993 treaty and in the body of the 2017 uniform act.
    expect(await found({ q: 'traité' })).toEqual(['traite', 'arbitrage']);
    expect(await found({ q: 'traité', sort: 'date' })).toEqual(['arbitrage', 'traite']);
  });

  it('sorts by date on request', async () => {
    const bodyOnly = await found({ q: 'Etats Parties', sort: 'date' });
    expect(bodyOnly).toEqual(['cooperatives', 'arbitrage', 'traite']);
    const byRelevance = await search({ q: 'Etats', sort: 'relevance' });
    expect(byRelevance.json().query.sort).toBe('relevance');
    const noQuery = await search({ sort: 'relevance' });
    expect(noQuery.json().query.sort).toBe('date');
  });

  it('answers marked, escaped snippets and the article of the hit', async () => {
    const res = await search({ q: 'faute lourde' });
    const [hit] = res.json().documents;
    expect(hit.id).toBe(ids.travail);
    expect(hit.snippet).toContain('<mark>faute</mark> <mark>lourde</mark>');
    expect(hit.article).toEqual({ id: 'article-116', label: 'Article 116' });
    expect(hit.titleHighlighted).toBe('Code du travail (extraits)');
    const inTitle = (await search({ q: 'travail' })).json().documents[0];
    expect(inTitle.titleHighlighted).toBe('Code du <mark>travail</mark> (extraits)');
    expect(res.json().query).toMatchObject({ text: 'faute lourde', terms: ['faut', 'lourd'], empty: false });
  });

  it('escapes markup from documents in snippets and titles', async () => {
    const res = await search({ q: 'script' });
    const [hit] = res.json().documents;
    expect(hit.id).toBe(ids.markup);
    expect(hit.snippet).not.toContain('<script');
    expect(hit.snippet).toContain(
      '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt;',
    );
    expect(hit.snippet).toContain('&amp;');
    const titled = (await search({ q: 'balisé' })).json().documents[0];
    expect(titled.titleHighlighted).toBe('Arrêt &lt;b&gt;<mark>balisé</mark>&lt;/b&gt; de test');
  });

  it('filters by type id or name, category, domain id or name, jurisdiction and PDF', async () => {
    const acte = await t.deps.db
      .selectFrom('doc_types')
      .select('id')
      .where('type', '=', 'Acte Uniforme')
      .executeTakeFirstOrThrow();
    expect(await foundSorted({ documentType: acte.id })).toEqual(['arbitrage', 'cooperatives']);
    expect(await foundSorted({ documentType: 'Acte Uniforme' })).toEqual(['arbitrage', 'cooperatives']);
    expect(await foundSorted({ documentType: 'acte-uniforme', q: 'arbitrage' })).toEqual(['arbitrage']);
    expect(await foundSorted({ category: 'textes-internationaux' })).toEqual(['charte', 'traite']);
    expect(await foundSorted({ typeCategory: 'jurisprudence' })).toEqual(['markup']);
    const domaine = await t.deps.db
      .selectFrom('domaines')
      .select('id')
      .where('name', '=', 'Droit du travail')
      .executeTakeFirstOrThrow();
    expect(await foundSorted({ domain: domaine.id })).toEqual(['travail']);
    expect(await foundSorted({ domain: 'Droit des affaires' })).toEqual(['traite']);
    expect(await foundSorted({ jurisdiction: 'OHADA' })).toEqual(['arbitrage']);
    expect(await foundSorted({ withPdf: 'true' })).toEqual(['arbitrage']);
    expect(await foundSorted({ withPdf: 'false' })).toHaveLength(6);
    expect(await foundSorted({ documentType: '' })).toHaveLength(6);
  });

  it('filters by custom dates', async () => {
    expect(await foundSorted({ dateFrom: '2000-01-01', dateTo: '2018-12-31' })).toEqual([
      'arbitrage',
      'travail',
    ]);
    expect(await foundSorted({ period: 'custom', dateTo: '1999-12-31' })).toEqual(['traite']);
    expect(await foundSorted({ dateFrom: '2021-03-02', dateTo: '2021-03-02' })).toEqual(['markup']);
    // 'all' means no date filter, whatever dates come with it.
    expect(await foundSorted({ period: 'all', dateFrom: '2030-01-01' })).toHaveLength(6);
  });

  it('computes each period preset on the server', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const period of ['30-days', '6-months', 'current-year', '2020-2024', 'before-2020'] as const) {
      const range = periodRange(period, today)!;
      const expected = FIXTURES.filter(
        (f) => f.publishedAt && f.publishedAt >= range.dateFrom && f.publishedAt <= range.dateTo,
      )
        .map((f) => f.key)
        .sort();
      const res = await search({ period, limit: 50, dateFrom: '1990-01-01', dateTo: '1990-01-02' });
      expect(res.json().appliedFilters, period).toEqual(range);
      expect((res.json().documents as Array<{ id: number }>).map((d) => keyOf(d.id)).sort(), period).toEqual(
        expected,
      );
    }
    expect(await foundSorted({ period: '30-days' })).toEqual(['cooperatives']);
    expect(await foundSorted({ period: '2020-2024' })).toEqual(['markup']);
    expect(await foundSorted({ period: 'before-2020' })).toEqual(['arbitrage', 'traite', 'travail']);
  });

  it('refuses invalid filters with French messages', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [
        { dateFrom: '2020-05-01', dateTo: '2020-01-01' },
        'La date de début ne peut pas être postérieure à la date de fin',
      ],
      [{ dateTo: '2999-01-01' }, 'La date de fin ne peut pas être dans le futur'],
      [{ dateFrom: '2020-13-45' }, 'Date invalide (format attendu AAAA-MM-JJ)'],
      [{ period: 'forever' }, 'Période invalide'],
      [{ documentType: 'Papyrus' }, 'Type de document inconnu'],
      [{ domain: '999999' }, 'Domaine inconnu'],
      [{ category: 'poesie' }, 'Catégorie de type inconnue'],
      [{ sort: 'random' }, 'Tri invalide'],
      [{ page: '0' }, 'Page invalide'],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error).toBe(message);
      expect(res.json().success).toBe(false);
    }
  });

  it('counts facets over the whole result set, not the page', async () => {
    const res = await search({ limit: 1 });
    const { facets, pagination } = res.json();
    expect(res.json().documents).toHaveLength(1);
    expect(pagination).toEqual({ page: 1, limit: 1, total: 6, pages: 6, totalIsLowerBound: false });
    const types = Object.fromEntries(
      facets.types.map((x: { type: string; count: number }) => [x.type, x.count]),
    );
    expect(types).toEqual({
      'Acte Uniforme': 2,
      Code: 1,
      Traité: 1,
      'Convention internationale': 1,
      Arrêt: 1,
    });
    expect(facets.types[0]).toMatchObject({ type: 'Acte Uniforme', count: 2, category: 'normes-generales' });
    expect(facets.categories).toEqual([
      { category: 'normes-generales', label: 'Normes générales', count: 3 },
      { category: 'textes-internationaux', label: 'Textes internationaux', count: 2 },
      { category: 'jurisprudence', label: 'Jurisprudence', count: 1 },
    ]);
    expect(facets.domains).toHaveLength(6);
    expect(facets.domains.every((d: { count: number }) => d.count === 1)).toBe(true);
    expect(facets.jurisdictions).toEqual([
      { name: 'Cour de cassation', count: 1 },
      { name: 'OHADA', count: 1 },
      { name: 'Tribunal du travail', count: 1 },
    ]);
    const years = facets.years.map((y: { year: number }) => y.year);
    expect(years).toEqual([...years].sort((a: number, b: number) => b - a));
    expect(facets.years.find((y: { year: number }) => y.year === 1993)).toEqual({ year: 1993, count: 1 });
    expect(facets.years.reduce((s: number, y: { count: number }) => s + y.count, 0)).toBe(6);
    expect(years).toContain(new Date(Date.now() - 10 * 86_400_000).getUTCFullYear());

    const filtered = (await search({ q: 'Etats Parties', limit: 1 })).json();
    expect(filtered.pagination.total).toBe(3);
    expect(filtered.facets.types).toEqual([
      expect.objectContaining({ type: 'Acte Uniforme', count: 2 }),
      expect.objectContaining({ type: 'Traité', count: 1 }),
    ]);
    expect(filtered.facets.domains.map((d: { name: string }) => d.name)).toEqual([
      'Arbitrage et médiation',
      'Droit des affaires',
      'Droit des sociétés',
    ]);
  });

  it('paginates with consistent totals', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await search({ limit: 2, page })).json();
      expect(body.pagination).toEqual({ page, limit: 2, total: 6, pages: 3, totalIsLowerBound: false });
      expect(body.documents).toHaveLength(2);
      seen.push(...body.documents.map((d: { id: number }) => d.id));
    }
    expect(new Set(seen).size).toBe(6);
    const beyond = (await search({ limit: 2, page: 9 })).json();
    expect(beyond.documents).toEqual([]);
    expect(beyond.pagination.total).toBe(6);
    // Above the maximum page size is clamped to 50.
    expect((await search({ limit: 500 })).json().pagination.limit).toBe(50);
  });

  it('treats queries with nothing searchable as matching nothing', async () => {
    for (const q of ['le la les', '(((', '*', '-arbitrage']) {
      const body = (await search({ q })).json();
      expect(body.documents, q).toEqual([]);
      expect(body.query.empty, q).toBe(true);
    }
    // Only blanks is no query at all: the plain list.
    expect((await search({ q: '   ' })).json().pagination.total).toBe(6);
  });

  it('never fails on hostile input', async () => {
    const inputs = [
      '"',
      '(((',
      '*',
      "' OR 1=1 --",
      'a'.repeat(5000),
      'licenciement '.repeat(400),
      '\u0000\u0001\u001b[31m\u202e travail',
      'NEAR(arbitrage) AND NOT "',
      'travail:* & !code | <->',
      '%00%27',
      '😀'.repeat(100),
    ];
    for (const q of inputs) {
      const res = await search({ q });
      expect(res.statusCode, JSON.stringify(q.slice(0, 40))).toBe(200);
    }
    expect(await foundSorted({ q: '\u0000\u0001 délégué \u202e' })).toEqual(['travail']);
  });

  it('never fails on generated hostile input (fast-check over HTTP)', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (q) => {
        const res = await search({ q });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        for (const d of body.documents) {
          expect(d.snippet).not.toMatch(/<(?!\/?mark>)/);
          expect(d.titleHighlighted).not.toMatch(/<(?!\/?mark>)/);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds a document as soon as it is saved, changed, and no longer once deleted', async () => {
    expect(await foundSorted({ q: 'orpaillage' })).toEqual([]);
    const id = await createDocument(t.deps.db, {
      title: "Loi relative à l'orpaillage",
      content: 'Article 1\nLes sites d’orpaillage artisanal sont déclarés.',
      publishedAt: '2022-06-01',
    });
    ids.new = id;
    expect(await foundSorted({ q: 'orpaillage' })).toEqual(['new']);
    await updateDocument(t.deps.db, id, {
      title: 'Loi relative aux carrières',
      content: 'Article 1\nLes carrières sont exploitées avec autorisation.',
    });
    expect(await foundSorted({ q: 'orpaillage' })).toEqual([]);
    expect(await foundSorted({ q: 'carrière' })).toEqual(['new']);
    // Turned back into a draft: hidden.
    await updateDocument(t.deps.db, id, { publishedAt: null });
    expect(await foundSorted({ q: 'carrière' })).toEqual([]);
    await updateDocument(t.deps.db, id, { publishedAt: '2022-06-01' });
    expect(await foundSorted({ q: 'carrière' })).toEqual(['new']);
    await deleteDocument(t.deps.db, id);
    expect(await foundSorted({ q: 'carrière' })).toEqual([]);
    expect((await search({})).json().pagination.total).toBe(6);
  });

  it('builds the snippet of a whole code from deep in its text, and from the new text after an edit', async () => {
    const articles = (word: string) =>
      Array.from(
        { length: 700 }, // over INLINE_TEXT_MAX: read through the long-text cache
        (_, i) =>
          `Article ${i + 1}\n${i === 350 ? `Le ${word} est réglementé.` : 'Texte ordinaire du code.'}`,
      ).join('\n\n');
    const id = await createDocument(t.deps.db, {
      title: 'Code minier intégral',
      content: articles('gisement'),
      publishedAt: '2022-06-01',
    });
    try {
      const hit = (await search({ q: 'gisement' })).json().documents[0];
      expect(hit.id).toBe(id);
      expect(hit.snippet).toContain('<mark>gisement</mark>');
      expect(hit.article).toEqual({ id: 'article-351', label: 'Article 351' });
      await updateDocument(t.deps.db, id, { content: articles('minerai') });
      const after = (await search({ q: 'minerai' })).json().documents[0];
      expect(after.id).toBe(id);
      expect(after.snippet).toContain('<mark>minerai</mark>');
      expect(after.snippet).not.toContain('gisement');
    } finally {
      await deleteDocument(t.deps.db, id);
    }
  });

  it('sends the same answer in br, gzip and identity, first and repeated', async () => {
    const url = '/api/documents/filtered?q=travail&limit=50';
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip', 'br'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(bytes.toString('utf8'))).toEqual(plain.json());
    }
  });

  it('never shows drafts, even when they match', async () => {
    expect(await foundSorted({ q: 'brouillon' })).toEqual([]);
    expect(await foundSorted({ q: 'licenciement économique' })).toEqual([]);
  });

  it('tells premium users and administrators they may download', async () => {
    const premium = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/documents/filtered',
      headers: premium.headers,
    });
    expect(res.json().search_permissions).toEqual({
      canSearch: true,
      canDownloadPdf: true,
      role: 'ROLE_PREMIUM',
    });
    const arbitrage = res.json().documents.find((d: { id: number }) => d.id === ids.arbitrage);
    expect(arbitrage.hasPdf).toBe(true);
  });
  it('finds a phrase past the 16,383rd word of a long text, on both databases, and only where its words are adjacent', async () => {
    // 40,000 words: PostgreSQL's vector kept positions up to 16,383 only; the engine's passages keep them all.
    const words = Array.from({ length: 40_000 }, () => 'registre');
    const put = (at: number, ...w: string[]) => words.splice(at, w.length, ...w);
    put(25_000, 'caravane', 'saharienne'); // deep inside the second chunk
    put(31_968, 'pirogue', 'fluviale'); // across the end of the second chunk: whole in the third only
    put(20_000, 'baobab');
    put(38_000, 'karite'); // 'baobab' and 'karite' both deep, never adjacent
    // Around the last position PostgreSQL keeps (16,383, where every later word lands): one 'mangue'
    // sits just before it whatever the title's length, 'papaye' much later. Never adjacent either.
    for (let at = 16_366; at <= 16_382; at += 2) put(at, 'mangue');
    put(30_000, 'papaye');
    const id = await createDocument(t.deps.db, {
      title: 'Recueil très long',
      content: words.join(' '),
      publishedAt: '2020-05-05',
    });
    const hits = async (q: string) => {
      const res = await search({ q, limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const ids = (body.documents as Array<{ id: number }>).map((d) => d.id);
      expect(body.pagination.total, q).toBe(ids.length);
      return ids;
    };
    expect(await hits('"caravane saharienne"')).toEqual([id]);
    expect(await hits('"pirogue fluviale"')).toEqual([id]);
    expect(await hits('"caravane saharienne" "pirogue fluviale" registre')).toEqual([id]);
    expect(await hits('"saharienne caravane"')).toEqual([]);
    expect(await hits('"baobab karite"')).toEqual([]);
    expect(await hits('baobab karite')).toEqual([id]);
    expect(await hits('"mangue papaye"')).toEqual([]);
    expect(await hits('"caravane saharienne" -"pirogue fluviale"')).toEqual([]);
    expect(await hits('registre -"pirogue fluviale"')).not.toContain(id);
    expect(await hits('"caravane saharienne" OR "girafe naine"')).toEqual([id]);
    // The facets count it too.
    const facets = (await search({ q: '"caravane saharienne"' })).json().facets;
    expect(facets.years).toEqual([{ year: 2020, count: 1 }]);
    // An edit that removes the phrase removes the match; deleting the document removes it.
    await updateDocument(t.deps.db, id, {
      content: words.join(' ').replace('caravane', 'chameau'),
    });
    expect(await hits('"caravane saharienne"')).toEqual([]);
    expect(await hits('"chameau saharienne"')).toEqual([id]);
    await deleteDocument(t.deps.db, id);
    expect(await hits('"chameau saharienne"')).toEqual([]);
  });
  it("finds 'bail' for 'baux' and the other way round", async () => {
    const plural = await createDocument(t.deps.db, {
      title: 'Régime des baux commerciaux',
      content: 'Les baux à usage professionnel sont conclus pour une durée déterminée.',
      publishedAt: '2021-02-02',
    });
    const singular = await createDocument(t.deps.db, {
      title: 'Du bail à usage professionnel',
      content: 'Le bail est renouvelé dans les conditions du présent chapitre.',
      publishedAt: '2021-03-03',
    });
    for (const q of ['baux', 'bail', '"bail commercial"', '"baux commerciaux"']) {
      const res = await search({ q, limit: 50 });
      const ids = (res.json().documents as Array<{ id: number }>).map((d) => d.id);
      expect(ids, q).toContain(plural);
      if (!q.includes('commerc')) expect(ids, q).toContain(singular);
    }
    const res = await search({ q: 'baux' });
    const hit = res.json().documents.find((d: { id: number }) => d.id === singular);
    // The snippet marks the word as written in the text.
    expect(hit.snippet).toContain('<mark>bail</mark>');
  });
});
