import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipart, storedFiles } from '../back-office-support';
import { adminSession, createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';
import { createContent } from './fixtures';

/** decisions.md §5 uploads: size, signature, storage names and how the file comes back. */
describe(`PDF uploads (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let documentId: number;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
    documentId = (await createContent(t, admin.headersWithCsrf)).document;
    pdf = await makePdf(['Article 1 : texte du fichier.']);
  }, 60_000);
  afterAll(() => t?.close());

  async function upload(name: string, data: Buffer, type = 'application/pdf') {
    const form = await multipart({}, { name, data, type });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${documentId}/upload-pdf`,
      payload: form.payload,
      headers: { ...admin.headersWithCsrf, ...form.headers },
    });
  }
  const storedKey = async () =>
    (
      await t.deps.db
        .selectFrom('documents')
        .select(['pdf_path', 'pdf_name'])
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow()
    ).pdf_path;

  it('a file over 10 MB is refused with 413 and nothing is stored', async () => {
    const before = storedFiles(t.deps);
    const keyBefore = await storedKey();
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1024, 0x20)]);
    const res = await upload('gros.pdf', big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
    expect(storedFiles(t.deps)).toEqual(before);
    expect(await storedKey()).toBe(keyBefore);
  });

  it('a non-PDF renamed .pdf is refused (HTML, executable, empty)', async () => {
    const before = storedFiles(t.deps);
    for (const data of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      Buffer.alloc(0),
      Buffer.from(' %PDF-1.7 with a leading space'),
    ]) {
      const res = await upload('rapport.pdf', data);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(storedFiles(t.deps)).toEqual(before);
  });

  it.each([
    '../../../etc/passwd.pdf',
    '..\\..\\windows\\win.ini.pdf',
    'rapport.php.pdf',
    'rapport.pdf.exe.pdf',
    '<img src=x onerror=alert(1)>.pdf',
    '%2e%2e%2fsecret.pdf',
  ])('the name %s is stored under a generated key, inside the uploads folder', async (name) => {
    const res = await upload(name, pdf);
    expect(res.statusCode, res.body).toBe(200);
    const key = await storedKey();
    expect(key).toBeTruthy();
    expect(key).not.toContain('..');
    expect(key).not.toContain('passwd');
    expect(key).not.toContain('php');
    expect(key).not.toContain('<');
    expect(key).toMatch(/^[A-Za-z0-9/_-]+\.pdf$/);
    expect(storedFiles(t.deps)).toContain(key);
  });

  it('downloads come as attachments with nosniff and a safe file name', async () => {
    await upload('../../"évil";name.pdf', pdf);
    const premium = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const res = await t.app.inject({
      url: `/api/documents/${documentId}/download-pdf`,
      headers: premium.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).not.toContain('..');
    expect(disposition).not.toContain('/');
    // A quote inside the name must not end the quoted filename early.
    expect(disposition.match(/"/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
