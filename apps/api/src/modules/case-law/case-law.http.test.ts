import {
  CourtsAnswer,
  DocumentCitationsAnswer,
  DocumentDetail,
  DocumentSearchAnswer,
  DocumentTocAnswer,
} from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { updateDocument } from '../documents/document-store';
import { seedDemoCorpus } from '../documents/seed/demo-corpus';
import { seedReferenceData } from '../reference-data/seed/reference-data';
import { seedDemoCaseLaw } from './seed/demo-case-law';

// The shipped case law as the demo seed stores it, read through the HTTP calls of api.md "Case law".
describe(`case law: decisions stored and served (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let reader: Record<string, string>;
  const byReference = new Map<string, number>();
  const get = (url: string, headers = reader) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.deps.db);
    let started = Date.now();
    await seedDemoCorpus(t.deps, () => {});
    console.info(`demo corpus seeded in ${Date.now() - started} ms`);
    started = Date.now();
    await seedDemoCaseLaw(t.deps, () => {});
    console.info(`case law seeded in ${Date.now() - started} ms`);
    reader = (await signedInAs(t.deps)).headers;
    for (const r of await t.deps.db.selectFrom('documents').select(['id', 'reference']).execute())
      byReference.set(r.reference ?? '', Number(r.id));
  }, 400_000);
  afterAll(() => t.close());

  const decisionIds = async () =>
    (await t.deps.db.selectFrom('decisions').select('document_id').execute()).map((r) =>
      Number(r.document_id),
    );

  it('stores every shipped decision once, with its fields, and seeding again adds none', async () => {
    expect((await decisionIds()).length).toBe(297);
    await seedDemoCaseLaw(t.deps, () => {});
    expect((await decisionIds()).length).toBe(297);
  });

  it('GET /api/courts: the courts with their published decisions counted, for a signed-in reader', async () => {
    expect((await get('/api/courts', {})).statusCode).toBe(401);
    const res = await get('/api/courts');
    expect(res.statusCode).toBe(200);
    const { courts } = CourtsAnswer.parse(res.json());
    const count = (id: string) => courts.find((c) => c.id === id)?.decisionCount;
    expect(count('ohada-ccja')).toBe(38);
    expect(courts.reduce((n, c) => n + c.decisionCount, 0)).toBe(297);
    expect(courts.find((c) => c.id === 'ohada-ccja')).toMatchObject({ kind: 'community', country: 'OHADA' });
    expect(count('uemoa-cour-de-justice')).toBe(0);
    // a draft is not counted
    const [first] = await decisionIds();
    const { court_id } = await t.deps.db
      .selectFrom('decisions')
      .select('court_id')
      .where('document_id', '=', first)
      .executeTakeFirstOrThrow();
    const before = count(court_id) as number;
    await t.deps.db.updateTable('documents').set({ is_published: 0 }).where('id', '=', first).execute();
    const after = CourtsAnswer.parse((await get('/api/courts')).json()).courts.find((c) => c.id === court_id);
    expect(after?.decisionCount).toBe(before - 1);
    await t.deps.db.updateTable('documents').set({ is_published: 1 }).where('id', '=', first).execute();
  });

  it('GET /api/documents/{id}: a decision answers its fields, its parts as blocks and table of contents', async () => {
    const id = byReference.get('Décision n°2005-007/CC/EPF du 14 octobre 2005') ?? (await decisionIds())[0];
    const res = await get(`/api/documents/${id}`);
    expect(res.statusCode).toBe(200);
    const doc = DocumentDetail.parse(res.json());
    expect(doc.decision).toMatchObject({
      court: { id: expect.any(String), name: expect.any(String) },
      number: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(doc.docType?.category).toBe('jurisprudence');
    expect(doc.source).toBe('Source : Juricaf (AHJUCAF), ODbL 1.0');
    const parts = doc.blocks.filter((b) => b.kind === 'part').map((b) => b.id);
    expect(parts).toEqual(expect.arrayContaining(['partie-motifs', 'partie-dispositif']));
    expect(doc.toc.filter((e) => e.kind === 'part').map((e) => e.id)).toEqual(parts);
    // the part opens where its text starts: the block after "Dispositif" is its first words
    const dispositif = doc.blocks.findIndex((b) => b.id === 'partie-dispositif');
    expect(doc.blocks[dispositif + 1].text).toMatch(/^(PAR CES MOTIFS|EMET|DECIDE|EN CONSEQUENCE)/i);
    const toc = DocumentTocAnswer.parse((await get(`/api/documents/${id}/toc`)).json());
    expect(toc.toc.map((e) => e.id)).toEqual(doc.toc.map((e) => e.id));
  });

  it('every decision has parts; a text is answered without `decision`', async () => {
    let withDispositif = 0;
    const ids = await decisionIds();
    for (const id of ids.slice(0, 40)) {
      const doc = DocumentDetail.parse((await get(`/api/documents/${id}`)).json());
      expect(doc.decision, String(id)).toBeTruthy();
      if (doc.blocks.some((b) => b.id === 'partie-dispositif')) withDispositif++;
    }
    expect(withDispositif).toBeGreaterThanOrEqual(38);
    const law = byReference.get('Loi n°028-2008/AN du 13 mai 2008') as number;
    const text = DocumentDetail.parse((await get(`/api/documents/${law}`)).json());
    expect(text.decision ?? null).toBeNull();
    expect(text.blocks.some((b) => b.kind === 'part')).toBe(false);
  });

  it('makes the references of a decision’s paragraphs links to the articles and texts they name', async () => {
    const { rows } = {
      rows: await t.deps.db
        .selectFrom('citations as c')
        .innerJoin('decisions as x', 'x.document_id', 'c.from_document_id')
        .select(['c.from_document_id', 'c.from_article_id', 'c.to_document_id', 'c.to_article_id'])
        .where('c.to_article_id', 'is not', null)
        .where('c.shown', '=', 1)
        .execute(),
    };
    expect(rows.length).toBeGreaterThan(20);
    const row = rows[0];
    const doc = DocumentDetail.parse((await get(`/api/documents/${row.from_document_id}?full=1`)).json());
    const block = doc.blocks.find((b) => b.id === row.from_article_id);
    expect(block?.links).toContainEqual(
      expect.objectContaining({ documentId: Number(row.to_document_id), articleId: row.to_article_id }),
    );
    const link = block?.links?.find((l) => l.articleId === row.to_article_id);
    expect(block?.text.slice(link?.from, link?.to)).toMatch(/art/i);
  });

  const search = async (query: string) => {
    const res = await get(`/api/documents/filtered?${query}`);
    expect(res.statusCode, query).toBe(200);
    return DocumentSearchAnswer.parse(res.json());
  };
  const decisionRows = () =>
    t.deps.db
      .selectFrom('decisions as x')
      .innerJoin('documents as d', 'd.id', 'x.document_id')
      .select(['d.id', 'd.reference', 'x.court_id', 'x.number', 'x.decision_date', 'x.solution'])
      .execute();

  it('search: filters court, solution and decisionYear, facets courts and solutions, hits with court, date, solution', async () => {
    const ccja = await search('court=ohada-ccja&limit=50');
    expect(ccja.pagination.total).toBe(38);
    expect(ccja.documents.every((d) => d.decision?.court.id === 'ohada-ccja')).toBe(true);
    expect(ccja.facets.courts).toEqual([
      { id: 'ohada-ccja', name: "Cour commune de justice et d'arbitrage (CCJA)", count: 38 },
    ]);
    const counted = ccja.facets.solutions.reduce((n, s) => n + s.count, 0);
    expect(counted).toBe(38);

    const rows = await decisionRows();
    const cassations = rows.filter((r) => r.solution === 'cassation').length;
    const cassation = await search('solution=cassation&limit=50');
    expect(cassation.pagination.total).toBe(cassations);
    expect(cassation.documents.every((d) => d.decision?.solution === 'cassation')).toBe(true);

    const of2005 = rows.filter((r) => r.decision_date.startsWith('2005')).length;
    const year = await search('decisionYear=2005&category=jurisprudence&limit=50');
    expect(year.pagination.total).toBe(of2005);
    expect(year.documents.every((d) => d.decision?.date.startsWith('2005-'))).toBe(true);

    // every decision is counted once in the facets of a search over them all
    const all = await search('category=jurisprudence');
    expect(all.facets.courts.reduce((n, c) => n + c.count, 0)).toBe(297);
    expect(all.facets.solutions.find((s) => s.solution === 'cassation')?.count).toBe(cassations);
    // a text is no decision
    const texts = await search('category=normes-generales');
    expect(texts.documents.every((d) => d.decision == null)).toBe(true);
    expect(texts.facets.courts).toEqual([]);
  });

  it('search: an unknown solution or year is refused with a French message', async () => {
    const bad = await get('/api/documents/filtered?solution=gagné');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/Solution invalide/);
    expect((await get('/api/documents/filtered?decisionYear=deux')).statusCode).toBe(400);
    const none = await search('court=cour-inconnue');
    expect(none.pagination.total).toBe(0);
  });

  it('search: decisions are found by their words, their parts as passages', async () => {
    const found = await search(`q=${encodeURIComponent('pourvoi irrecevable')}&category=jurisprudence`);
    expect(found.pagination.total).toBeGreaterThan(10);
    const hit = found.documents[0];
    expect(hit.decision).toBeTruthy();
    expect(hit.articles[0]?.snippet).toMatch(/<mark>/);
    const doc = DocumentDetail.parse((await get(`/api/documents/${hit.id}?full=1`)).json());
    expect(doc.blocks.some((b) => b.id === hit.articles[0]?.id)).toBe(true);
  });

  it('search: a decision’s usual citation lands on it', async () => {
    const rows = await decisionRows();
    const twins = (r: (typeof rows)[number]) =>
      rows.filter(
        (o) => o.court_id === r.court_id && o.number === r.number && o.decision_date === r.decision_date,
      ).length;
    const missed: string[] = [];
    for (const r of rows) {
      const answer = await search(`q=${encodeURIComponent(r.reference ?? '')}`);
      const rank = answer.documents.findIndex((d) => d.id === Number(r.id));
      if (rank < 0 || rank >= twins(r)) missed.push(`${r.reference}: ${rank}`);
    }
    expect(missed).toEqual([]);
    const ccja = rows.find((r) => r.court_id === 'ohada-ccja' && /^0\d\d\/20\d\d$/.test(r.number));
    if (!ccja) throw new Error('no CCJA decision numbered 0nn/20nn');
    const [day, month] = [Number(ccja.decision_date.slice(8)), ccja.decision_date.slice(5, 7)];
    const written = `CCJA, arrêt n°${ccja.number} du ${day}/${month}/${ccja.decision_date.slice(0, 4)}`;
    expect((await search(`q=${encodeURIComponent(written)}`)).documents[0]?.id).toBe(Number(ccja.id));
    // without its leading zero, and with the other filters holding
    const bare = `CCJA n°${ccja.number.replace(/^0/, '')}`;
    expect((await search(`q=${encodeURIComponent(bare)}`)).documents[0]?.id).toBe(Number(ccja.id));
    expect(
      (await search(`q=${encodeURIComponent(bare)}&court=bf-cour-de-cassation`)).documents.map((d) => d.id),
    ).not.toContain(Number(ccja.id));
    // a draft is not found by its citation
    await updateDocument(t.deps.db, Number(ccja.id), { isPublished: false });
    expect((await search(`q=${encodeURIComponent(written)}`)).documents.map((d) => d.id)).not.toContain(
      Number(ccja.id),
    );
    await updateDocument(t.deps.db, Number(ccja.id), { isPublished: true });
  });

  it('GET /api/documents/{id}/citations: an article’s “cité par” lists the decisions applying it once each, with court, date, solution', async () => {
    const rows = await t.deps.db
      .selectFrom('citations as c')
      .innerJoin('decisions as x', 'x.document_id', 'c.from_document_id')
      .select(['c.from_document_id', 'c.to_document_id', 'c.to_article_id'])
      .where('c.to_article_id', 'is not', null)
      .where('c.shown', '=', 1)
      .execute();
    // the article most decisions apply
    const counts = new Map<string, Set<number>>();
    for (const r of rows) {
      const key = `${r.to_document_id}|${r.to_article_id}`;
      counts.set(key, (counts.get(key) ?? new Set()).add(Number(r.from_document_id)));
    }
    const [key, citing] = [...counts].sort((a, b) => b[1].size - a[1].size)[0];
    expect(citing.size).toBeGreaterThan(1);
    const [textId, articleId] = key.split('|');
    const res = await get(`/api/documents/${textId}/citations?articleId=${articleId}&limit=100`);
    expect(res.statusCode).toBe(200);
    const answer = DocumentCitationsAnswer.parse(res.json());
    const decisions = answer.citedBy.filter((i) => i.decision);
    expect(new Set(decisions.map((i) => i.document.id))).toEqual(citing);
    expect(decisions.length).toBe(citing.size);
    for (const item of decisions) {
      expect(item.decision?.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(item.decision?.court.name).toBeTruthy();
      expect(item.document.docType?.category).toBe('jurisprudence');
    }
    expect(answer.total).toBe(answer.citedBy.length);
    // the article's "Cité par N" counts each decision once, as the list does
    const text = DocumentDetail.parse((await get(`/api/documents/${textId}?full=1`)).json());
    expect(text.blocks.find((b) => b.id === articleId)?.citedByCount).toBe(answer.total);
    // the decision, for its part, cites that article; a text cited is no decision
    const one = [...citing][0];
    const own = DocumentCitationsAnswer.parse((await get(`/api/documents/${one}/citations`)).json());
    const cited = own.cites.find((i) => i.document.id === Number(textId) && i.article?.id === articleId);
    expect(cited).toBeDefined();
    expect(cited?.decision).toBeUndefined();
    expect((await get(`/api/documents/${one}/citations`, {})).statusCode).toBe(401);
  });

  it('decisions citing decisions: the shipped ones that resolve are links, and each decision lists the other', async () => {
    const [d007, d008, d011] = [
      '2005-007/CC/EPF du 14 octobre',
      '2005-008/CC/EPF du 14 octobre',
      '2005-011/CC/EPF du 25 novembre',
    ].map((n) => byReference.get(`Décision n°${n} 2005`) as number);
    expect([d007, d008, d011].every(Number.isInteger)).toBe(true);
    // docs/case-law.md: two references of the shipped decisions land on a shipped decision
    const stored = await t.deps.db
      .selectFrom('citations')
      .select(['from_document_id', 'to_document_id'])
      .where('target', 'like', 'decision:%')
      .where('to_document_id', 'is not', null)
      .execute();
    expect(stored.map((r) => `${r.from_document_id}>${r.to_document_id}`).sort()).toEqual(
      [`${d008}>${d007}`, `${d011}>${d008}`].sort(),
    );
    const doc = DocumentDetail.parse((await get(`/api/documents/${d008}?full=1`)).json());
    const linked = doc.blocks.flatMap((b) =>
      (b.links ?? []).filter((l) => l.documentId === d007).map((l) => b.text.slice(l.from, l.to)),
    );
    expect(linked).toEqual(['décision n° 2005-007/CC/EPF du 14 octobre 2005']);
    const own = DocumentCitationsAnswer.parse((await get(`/api/documents/${d008}/citations`)).json());
    expect(own.cites.filter((i) => i.decision).map((i) => i.document.id)).toEqual([d007]);
    expect(own.cites.find((i) => i.document.id === d007)?.decision).toMatchObject({
      court: { id: 'bf-conseil-constitutionnel' },
      date: '2005-10-14',
      solution: 'rejet',
    });
    expect(own.citedBy.map((i) => i.document.id)).toEqual([d011]);
    expect(own.citedBy[0].decision).toMatchObject({ date: '2005-11-25', solution: 'proclamation' });
  });
});
