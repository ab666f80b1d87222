import { DocumentDetail, DocumentSearchAnswer } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { seedDemoCorpus } from '../documents/seed/demo-corpus';

// The demo corpus as the law stands: statuses from its editions' notes, the Constitution's two
// consolidations, links between its texts.
describe(`the demo corpus, as the law stands (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let reader: Record<string, string>;
  const ids = new Map<string, number>();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: reader });

  beforeAll(async () => {
    t = await createTestApp();
    const started = Date.now();
    await seedDemoCorpus(t.deps, () => {});
    console.info(`demo corpus seeded in ${Date.now() - started} ms`);
    reader = (await signedInAs(t.deps)).headers;
    for (const r of await t.deps.db.selectFrom('documents').select(['id', 'reference']).execute())
      ids.set(r.reference ?? '', Number(r.id));
  }, 240_000);
  afterAll(() => t.close());

  const civil = () => ids.get('Code civil de 1804 (édition burkinabè)') as number;
  const suretes = () => ids.get('Acte uniforme OHADA portant organisation des sûretés') as number;

  it('ranks the live OHADA article before the repealed Code civil ones for "hypothèque conventionnelle", marked', async () => {
    const res = await get('/api/documents/filtered?q=hypoth%C3%A8que%20conventionnelle');
    const answer = DocumentSearchAnswer.parse(res.json());
    const order = answer.documents.map((d) => d.id);
    expect(order.indexOf(suretes())).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(suretes())).toBeLessThan(order.indexOf(civil()));
    const civilHit = answer.documents.find((d) => d.id === civil());
    const repealed = civilHit?.articles.filter((a) => a.status === 'abroge') ?? [];
    expect(repealed.length).toBeGreaterThan(0);
    expect(repealed[0].statusLabel).toBe('Abrogé par Acte uniforme OHADA portant organisation des sûretés');
    expect(answer.documents.find((d) => d.id === suretes())?.articles[0]?.status).toBe('en_vigueur');
    // In force only: the repealed articles answer nothing.
    const inForce = DocumentSearchAnswer.parse(
      (await get('/api/documents/filtered?q=hypoth%C3%A8que%20conventionnelle&status=en_vigueur')).json(),
    );
    expect(inForce.documents.flatMap((d) => d.articles).some((a) => a.status === 'abroge')).toBe(false);
  });

  it('marks the Code civil articles the edition says are repealed, with what replaced them', async () => {
    const doc = DocumentDetail.parse((await get(`/api/documents/${civil()}?full=1`)).json());
    expect(doc.blocks.find((b) => b.id === 'article-2129')).toMatchObject({
      status: 'abroge',
      statusNote: { by: { documentId: suretes() } },
    });
    expect(doc.blocks.find((b) => b.id === 'articles-7-a-515')).toMatchObject({
      status: 'abroge',
      statusNote: {
        by: { documentId: ids.get('Zatu an VII 13 du 16 novembre 1989'), articleId: 'article-1067' },
        date: '1989-11-16',
      },
    });
    expect(doc.toc.find((e) => e.id === 'article-2129')?.status).toBe('abroge');
    expect(doc.blocks.find((b) => b.id === 'article-1')?.status).toBe('en_vigueur');
  });

  it('marks the 1968 code of criminal procedure repealed by the 2019 code, but its articles 724 to 735', async () => {
    const old = ids.get('Ordonnance n°68-7 du 21 février 1968') as number;
    const doc = DocumentDetail.parse((await get(`/api/documents/${old}?full=1`)).json());
    expect(doc.blocks.find((b) => b.id === 'article-1')).toMatchObject({
      status: 'abroge',
      statusNote: {
        by: { documentId: ids.get('Loi n°040-2019/AN du 29 mai 2019'), articleId: 'article-700-4' },
      },
    });
    expect(doc.blocks.find((b) => b.id === 'article-724')?.status).toBe('en_vigueur');
    expect(doc.blocks.find((b) => b.id === 'article-724')?.statusNote?.by?.articleId).toBe('article-700-3');
  });

  it('keeps both consolidations of the Constitution, with their dates; the current one is the one searched', async () => {
    const id = ids.get('Constitution du 2 juin 1991') as number;
    const { versions } = (await get(`/api/documents/${id}/versions`)).json();
    expect(versions).toEqual([
      expect.objectContaining({
        label: 'Version consolidée de janvier 2015',
        validFrom: '2012-06-11',
        validTo: '2015-11-04',
        current: false,
      }),
      expect.objectContaining({ validFrom: '2015-11-05', validTo: null, current: true }),
    ]);
    const earlier = DocumentDetail.parse(
      (await get(`/api/documents/${id}?full=1&version=${versions[0].id}`)).json(),
    );
    expect(earlier.blocks.filter((b) => b.kind === 'article').at(-1)?.label).toBe('Article 173');
    const compared = (
      await get(`/api/documents/${id}/versions/compare?from=${versions[0].id}&to=${versions[1].id}`)
    ).json();
    expect(compared.counts.modified).toBeGreaterThan(10);
    expect(compared.counts.removed).toBeGreaterThan(0);
    const current = DocumentDetail.parse((await get(`/api/documents/${id}?full=1`)).json());
    expect(current.blocks.find((b) => b.id === 'article-14')?.status).toBe('modifie');
    expect(earlier.blocks.find((b) => b.id === 'article-14')?.status).toBe('en_vigueur');
  });

  it('links the texts of the corpus to each other', async () => {
    const decree = ids.get('Décret n°2014-611/PRES/PM/MEF du 24 juillet 2014') as number;
    const doc = DocumentDetail.parse((await get(`/api/documents/${decree}?full=1`)).json());
    const links = doc.blocks.find((b) => b.id === 'article-31')?.links ?? [];
    expect(links).toContainEqual(
      expect.objectContaining({ documentId: ids.get('Loi n°028-2008/AN du 13 mai 2008') }),
    );
  });
});
