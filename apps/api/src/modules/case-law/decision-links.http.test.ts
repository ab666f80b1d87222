import {
  AdminDocumentAnswer,
  DocumentCitationsAnswer,
  DocumentDetail,
  DocumentOutline,
  DocumentSearchAnswer,
} from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../../../test/support';
import { type DecisionsTestContext, decisionsTestApp } from './test-support';

// Decisions citing decisions (api.md "Case law"), through the back-office writes and the readers' calls: a
// reference lands on the decision it names once that decision exists, follows its changes, and goes with it.
describe(`case law: decisions citing decisions (${TEST_DIALECT})`, () => {
  let t: DecisionsTestContext;

  beforeAll(async () => {
    t = await decisionsTestApp();
  }, 30_000);
  afterAll(() => t.close());

  const CITING_TEXT = [
    'LA COUR COMMUNE DE JUSTICE ET D’ARBITRAGE',
    'Vu la requête de la société G. tendant au sursis à l’exécution forcée de l’arrêt n° 063/2008 rendu le 30 décembre 2008 par la Cour de céans ;',
    'Attendu que la Cour de céans, par son arrêt n° 063/2008 du 30 décembre 2008, a statué sur le pourvoi ;',
    'PAR CES MOTIFS',
    'Rejette la requête.',
  ].join('\n\n');
  const decision = (over: Record<string, unknown>) => ({
    courtId: 'ohada-ccja',
    chamber: null,
    number: '063/2008',
    date: '2008-12-30',
    nature: 'arrêt',
    solution: 'rejet',
    parties: null,
    summary: '',
    keywords: [],
    ...over,
  });
  const body = (title: string, content: string, fields: Record<string, unknown>, extra = {}) => ({
    title,
    content,
    domaineId: t.domaineId,
    docTypeId: t.typeId.get(fields.nature === 'ordonnance' ? 'Décision' : 'Arrêt'),
    publishedAt: fields.date,
    decision: fields,
    ...extra,
  });
  const create = async (payload: Record<string, unknown>) => {
    const res = await t.create(payload);
    expect(res.statusCode, res.body).toBe(201);
    return AdminDocumentAnswer.parse(res.json()).document.id;
  };
  const update = async (id: number, payload: Record<string, unknown>) => {
    const res = await t.update(id, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  const get = (url: string, headers: Record<string, string> = t.reader) =>
    t.app.inject({ method: 'GET', url, headers });
  const detail = async (id: number) =>
    DocumentDetail.parse((await get(`/api/documents/${id}?full=1`)).json());
  const citations = async (id: number) =>
    DocumentCitationsAnswer.parse((await get(`/api/documents/${id}/citations`)).json());
  /** The links of the citing decision's paragraphs, each with the words it covers. */
  const linksOf = async (id: number) =>
    (await detail(id)).blocks.flatMap((b) =>
      (b.links ?? []).map((l) => ({ block: b.id, words: b.text.slice(l.from, l.to), to: l.documentId })),
    );

  const ORDER = decision({ number: '004/2009/CCJA', date: '2009-03-05', nature: 'ordonnance' });
  const CITED = decision({});
  let citing: number;
  let cited: number;
  const citedBody = (fields = CITED, extra = {}) =>
    body(
      'CCJA, arrêt n°063/2008 du 30 décembre 2008',
      'LA COUR\n\nAttendu que…\n\nPAR CES MOTIFS\n\nRejette.',
      fields,
      extra,
    );

  it('stores a reference to a decision not in the base as plain text, and links it once that decision is created', async () => {
    citing = await create(body('CCJA, ordonnance n°004/2009/CCJA du 5 mars 2009', CITING_TEXT, ORDER));
    expect(await linksOf(citing)).toEqual([]);
    cited = await create(citedBody());
    const links = await linksOf(citing);
    expect(links.map((l) => l.words)).toEqual([
      'arrêt n° 063/2008 rendu le 30 décembre 2008 par la Cour de céans',
      'arrêt n° 063/2008 du 30 décembre 2008',
    ]);
    expect(links.every((l) => l.to === cited)).toBe(true);
  });

  it('GET /api/documents/{id}/citations: a decision lists the decisions it cites and those citing it, with court, date and solution', async () => {
    const own = await citations(citing);
    expect(own.cites).toHaveLength(1);
    expect(own.cites[0]).toMatchObject({
      document: { id: cited, docType: { category: 'jurisprudence' } },
      decision: { court: { id: 'ohada-ccja' }, date: '2008-12-30', solution: 'rejet' },
    });
    const back = await citations(cited);
    expect(back.total).toBe(1);
    expect(back.citedBy[0]).toMatchObject({
      document: { id: citing },
      article: { id: expect.stringMatching(/^paragraph-/) },
      decision: { court: { id: 'ohada-ccja' }, date: '2009-03-05', solution: 'rejet' },
    });
    expect(back.citedBy[0].excerpt).toMatch(/063\/2008/);
    expect((await get(`/api/documents/${cited}/citations`, {})).statusCode).toBe(401);
  });

  it('follows the cited decision’s changes: another number, a draft, then back', async () => {
    await update(cited, citedBody(decision({ number: '064/2008' })));
    expect(await linksOf(citing)).toEqual([]);
    expect((await citations(cited)).total).toBe(0);
    await update(cited, citedBody());
    expect((await linksOf(citing)).length).toBe(2);
    // without its date it is a draft: no link, nor a citation; dated again, published, it is both
    await update(cited, citedBody(CITED, { publishedAt: null }));
    expect(await linksOf(citing)).toEqual([]);
    expect((await citations(citing)).cites).toEqual([]);
    await update(cited, citedBody());
    expect((await linksOf(citing)).length).toBe(2);
  });

  it('links nothing when two decisions answer, or when “la Cour de céans” is another court', async () => {
    const twin = await create(citedBody());
    expect(await linksOf(citing)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${twin}`, headers: t.admin.headersWithCsrf });
    expect((await linksOf(citing)).length).toBe(2);
    // the same words in a Burkinabè decision: its own court has no arrêt n°063/2008
    const other = await create(
      body(
        'Cour de cassation, arrêt n°40 du 3 avril 2009',
        CITING_TEXT,
        decision({ courtId: 'bf-cour-de-cassation', number: '40', date: '2009-04-03' }),
      ),
    );
    expect(await linksOf(other)).toEqual([]);
    // a text's articles are not read for decisions
    const law = await create({
      title: 'Loi n°099-2009/AN',
      content: 'Article 1er : Vu l’arrêt n° 063/2008 du 30 décembre 2008 de la CCJA, il est dit…',
      domaineId: t.domaineId,
      docTypeId: t.typeId.get('Loi'),
      publishedAt: '2009-05-01',
    });
    expect(await linksOf(law)).toEqual([]);
  });

  it('forgets the links to a decision deleted', async () => {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${cited}`,
      headers: t.admin.headersWithCsrf,
    });
    expect(await linksOf(citing)).toEqual([]);
    expect((await citations(citing)).cites).toEqual([]);
  });

  it('GET /api/documents/{id}/outline: a visitor sees a decision’s court, number, date and solution, not its parties', async () => {
    const id = await create(
      body(
        'Cour de cassation, chambre criminelle, arrêt n°41 du 3 avril 2009',
        CITING_TEXT,
        decision({
          courtId: 'bf-cour-de-cassation',
          chamber: 'Chambre criminelle',
          number: '41',
          date: '2009-04-03',
          parties: 'Monsieur K.A. c/ Ministère Public',
        }),
      ),
    );
    const res = await get(`/api/documents/${id}/outline`, {});
    expect(res.statusCode).toBe(200);
    const outline = DocumentOutline.parse(res.json());
    expect(outline.decision).toEqual({
      court: { id: 'bf-cour-de-cassation', name: 'Cour de cassation', kind: 'cassation' },
      chamber: 'Chambre criminelle',
      nature: 'arrêt',
      number: '41',
      date: '2009-04-03',
      solution: 'rejet',
    });
    expect(res.body).not.toMatch(/K\.A\./);
    expect((await get(`/api/documents/${id}`, {})).statusCode).toBe(401);
  });

  it('search: the facet of the decisions’ years, newest first, counts the decisions found', async () => {
    const res = await get('/api/documents/filtered?category=jurisprudence');
    const answer = DocumentSearchAnswer.parse(res.json());
    const rows = await t.deps.db
      .selectFrom('decisions as x')
      .innerJoin('documents as d', 'd.id', 'x.document_id')
      .select('x.decision_date')
      .where('d.is_published', '=', 1)
      .execute();
    const expected = new Map<number, number>();
    for (const r of rows) {
      const year = Number(r.decision_date.slice(0, 4));
      expected.set(year, (expected.get(year) ?? 0) + 1);
    }
    expect(answer.facets.decisionYears).toEqual(
      [...expected].sort((a, b) => b[0] - a[0]).map(([year, count]) => ({ year, count })),
    );
    const texts = DocumentSearchAnswer.parse(
      (await get('/api/documents/filtered?category=normes-generales')).json(),
    );
    expect(texts.facets.decisionYears).toEqual([]);
  });
});
