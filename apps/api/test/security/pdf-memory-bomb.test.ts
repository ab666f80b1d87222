import { DOCUMENTS_API_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipart, pdfMemoryBomb, storedFiles } from '../back-office-support';
import { adminSession, createTestApp, TEST_DIALECT, type TestContext } from '../support';

const MB = 1024 * 1024;

/** The highest resident memory of this process (the API's, as app.inject runs it here) while `work` runs. */
async function peakResidentMemory<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    return { peak: Math.max(peak, process.memoryUsage.rss()), result };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Issue 29, finding 6: a 2 MB PDF whose one stream inflates to 2 GB, sent to create-with-PDF, grew the API
 * process from 643 MB to 4.9 GB (the reading thread's limit bounded its heap, not the inflated buffers). The PDF
 * is now read in a child process whose whole memory is bounded, under the default limits.
 */
describe(`a PDF bomb does not swell the API process (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let domaineId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
    domaineId = (await t.deps.db.selectFrom('domaines').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t?.close());

  const sendForm = async (
    url: string,
    fields: Record<string, string | number>,
    name: string,
    data: Buffer,
  ) => {
    const form = await multipart(fields, { name, data });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headersWithCsrf, ...form.headers },
      payload: form.payload,
    });
  };
  const createWithPdf = (title: string, name: string, data: Buffer) =>
    sendForm('/api/documents/create-with-pdf', { title, content: '', domaineId }, name, data);

  it('a 2 GB bomb: the API process stays within +300 MB, the PDF is refused or kept without its text, the next PDF is read', async () => {
    // The reader warmed up, as after the server's start.
    const warm = await createWithPdf(
      'Loi de départ',
      'depart.pdf',
      await makePdf(['Article premier : départ.']),
    );
    expect(warm.statusCode, warm.body).toBe(201);
    const target = (
      await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: admin.headersWithCsrf,
        payload: { title: 'Texte à PDF piégé', content: 'Article 1 : provisoire.', domaineId },
      })
    ).json().document.id as number;
    // Without text, the document takes its PDF's: the upload reads it.
    await t.deps.db.updateTable('documents').set({ content: '' }).where('id', '=', target).execute();

    const bomb = await pdfMemoryBomb(2 * 1024 ** 3);
    expect(bomb.length).toBeLessThan(3 * MB);
    const filesBefore = storedFiles(t.deps);
    const before = process.memoryUsage.rss();

    const { peak, result } = await peakResidentMemory(async () => {
      const start = performance.now();
      const created = await createWithPdf('Loi piégée', 'bombe.pdf', bomb);
      const createdMs = performance.now() - start;
      const uploaded = await sendForm(`/api/admin/documents/${target}/upload-pdf`, {}, 'bombe.pdf', bomb);
      return { created, createdMs, uploaded };
    });
    const { created, createdMs, uploaded } = result;

    expect((peak - before) / MB, `before ${before / MB} MB, peak ${peak / MB} MB`).toBeLessThan(300);
    // Stopped by the memory limit, well before the time limit.
    expect(createdMs).toBeLessThan(t.config.pdfText.timeoutMs);
    // create-with-PDF without content: the text was the content, so nothing is saved and the admin is told why.
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().error).toBe(DOCUMENTS_API_MESSAGES.pdfTextTooCostly);
    // upload-pdf: the PDF is kept without its text, and the admin is told.
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      hasPdf: true,
      contentFromPdf: false,
      message: DOCUMENTS_API_MESSAGES.pdfStoredWithoutText,
    });
    const trapped = await t.deps.db
      .selectFrom('documents')
      .select('id')
      .where('title', '=', 'Loi piégée')
      .execute();
    expect(trapped).toEqual([]);
    expect(storedFiles(t.deps).filter((f) => !filesBefore.includes(f))).toEqual([uploaded.json().pdfPath]);

    const next = await createWithPdf(
      'Loi suivante',
      'suivante.pdf',
      await makePdf(['Article premier : lu après la bombe.']),
    );
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ contentFromPdf: true });
    expect(next.json().document.content).toContain('lu après la bombe');
  }, 120_000);
});
