import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { seedDemoCorpus } from './demo-corpus';
import { type DemoDocument, loadDemoCorpus, readDemoPdf } from './demo-corpus-file';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The demo seed at the HTTP edge: Burkinabè texts first, cited by their reference, their official PDFs downloadable. */
describe(`the demo corpus once seeded (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let corpus: DemoDocument[];
  const idOf = new Map<string, number>();
  let premium: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCorpus(t.deps, () => {});
    corpus = await loadDemoCorpus();
    const rows = await t.deps.db.selectFrom('documents').select(['id', 'title']).orderBy('id').execute();
    expect(rows.map((r) => r.title)).toEqual(corpus.map((d) => d.title));
    for (const [i, d] of corpus.entries()) idOf.set(d.key, Number(rows[i]!.id));
    premium = (await signedInAs(t.deps, 'ROLE_PREMIUM')).headers;
  });
  afterAll(() => t.close());

  const read = async (key: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${idOf.get(key)}`,
      headers: premium,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('answers each text with its reference and status', async () => {
    expect(await read('bf-code-du-travail-2008')).toMatchObject({
      reference: 'Loi n°028-2008/AN du 13 mai 2008',
      status: 'in-force',
      statusNote: null,
      publishedAt: '2008-05-13',
      hasPdf: true,
    });
    const repealed = await read('bf-code-procedure-penale-1968');
    expect(repealed).toMatchObject({ reference: 'Ordonnance n°68-7 du 21 février 1968', status: 'repealed' });
    expect(repealed.statusNote).toMatch(/040-2019\/AN/);
    // A text the source gives no PDF of has none.
    expect(await read('onu-dudh-1948')).toMatchObject({ hasPdf: false, pdfUrl: null });
  });

  it('lets a premium user download the official PDF of every Burkinabè text, byte for byte', async () => {
    const burkinabe = corpus.filter((d) => d.key.startsWith('bf-'));
    expect(burkinabe.length).toBeGreaterThanOrEqual(10);
    for (const doc of burkinabe) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${idOf.get(doc.key)}/download-pdf`,
        headers: premium,
      });
      expect(res.statusCode, doc.key).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(sha256(res.rawPayload), doc.key).toBe(sha256((await readDemoPdf(doc))!));
    }
  });

  it('keeps the download for premium users', async () => {
    const free = (await signedInAs(t.deps, 'ROLE_USER')).headers;
    const url = `/api/documents/${idOf.get('bf-constitution-1991')}/download-pdf`;
    expect((await t.app.inject({ method: 'GET', url, headers: free })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  // Which article the hit names is the search's business (its passages); the text and its citation are this seed's.
  it('finds the Constitution first for its first sentence, with its reference in the hit', async () => {
    const q = encodeURIComponent('Tous les Burkinabè naissent libres et égaux en droits');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/filtered?q=${q}`,
      headers: premium,
    });
    const [first] = res.json().documents;
    expect(first).toMatchObject({
      id: idOf.get('bf-constitution-1991'),
      reference: 'Constitution du 2 juin 1991',
      status: 'in-force',
    });
  });

  it('is loaded once: a second start leaves the documents and the stored files as they are', async () => {
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoCorpus(t.deps, () => {});
    expect(await count()).toBe(before);
  });
});
