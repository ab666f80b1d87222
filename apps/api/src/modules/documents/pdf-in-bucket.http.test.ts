import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipart } from '../../../test/back-office-support';
import { haveS3Server, type S3TestServer, startS3Server } from '../../../test/s3-server';
import {
  adminSession,
  createTestApp,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';

/** The back office's PDFs with STORAGE_URL naming a bucket of a real S3-compatible server (s3rver). */
describe.runIf(haveS3Server())(`PDFs in an S3-compatible bucket (${TEST_DIALECT})`, () => {
  let server: S3TestServer;
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let domaineId: number;
  let pdf: Buffer;
  const prefix = 'documents';
  const objects = () => server.storedKeys().map((k) => k.slice(prefix.length + 1));

  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({ env: { STORAGE_URL: server.storageUrl(prefix) } });
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
    domaineId = (await t.deps.db.selectFrom('domaines').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    pdf = await makePdf(['Article premier : texte du PDF rangé dans le compartiment.']);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  const sendForm = async (url: string, fields: Record<string, string | number>, name = 'loi.pdf') => {
    const form = await multipart(fields, { name, data: pdf });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headersWithCsrf, ...form.headers },
      payload: form.payload,
    });
  };
  const publishedDocument = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: admin.headersWithCsrf,
        payload: {
          title: 'Loi au compartiment',
          content: 'Article 1 : texte.',
          domaineId,
          publishedAt: '2024-01-01',
        },
      })
    ).json().document.id as number;

  it('an uploaded PDF goes to the bucket under its generated key, and a premium user downloads it byte for byte', async () => {
    const id = await publishedDocument();
    const res = await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, '../../etc/passwd.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const key = res.json().pdfPath as string;
    expect(key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}\.pdf$/);
    expect(objects()).toContain(key);
    expect(server.storedKeys()).toContain(`${prefix}/${key}`);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const premium = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/download-pdf`,
      headers: premium.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
  });

  it('replacing or deleting a PDF deletes its object; a failed save leaves none behind', async () => {
    const id = await publishedDocument();
    const first = (await sendForm(`/api/admin/documents/${id}/upload-pdf`, {})).json().pdfPath;
    const second = (await sendForm(`/api/admin/documents/${id}/upload-pdf`, {})).json().pdfPath;
    expect(objects()).not.toContain(first);
    expect(objects()).toContain(second);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${id}/delete-pdf`,
      headers: admin.headersWithCsrf,
    });
    expect(deleted.statusCode).toBe(200);
    expect(objects()).not.toContain(second);

    const before = objects();
    const refused = await sendForm('/api/documents/create-with-pdf', {
      title: 'Domaine inconnu',
      content: 'Texte.',
      domaineId: 99_999,
    });
    expect(refused.statusCode).toBe(400);
    expect(objects()).toEqual(before);
  });

  it('a PDF whose object is gone answers 404 in the envelope, not an error', async () => {
    const id = await publishedDocument();
    const key = (await sendForm(`/api/admin/documents/${id}/upload-pdf`, {})).json().pdfPath;
    await t.deps.storage.delete(key);
    const premium = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/download-pdf`,
      headers: premium.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'PDF_NOT_FOUND' });
  });
});
