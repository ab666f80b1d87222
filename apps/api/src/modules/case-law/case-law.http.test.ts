import { CourtsAnswer, DocumentDetail, DocumentTocAnswer } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
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
});
