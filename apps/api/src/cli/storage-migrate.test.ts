import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveS3Server, type S3TestServer, startS3Server } from '../../test/s3-server';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../test/support';
import { createDocument, setDocumentPdf } from '../modules/documents/document-store';
import { parseStorageUrl, S3FileStorage } from '../platform/s3-file-storage';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** `npm run storage:migrate -- …` as an operator runs it, against the test's database and uploads folder. */
function runMigrate(t: TestContext, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/storage-migrate.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DATA_DIR: t.config.dataDir,
          DATABASE_URL: t.config.databaseUrl ?? '',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          ...env,
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe.runIf(haveS3Server())(`npm run storage:migrate (${TEST_DIALECT})`, () => {
  let server: S3TestServer;
  let local: TestContext;
  const pdfs = new Map<number, Buffer>();
  let uploads: string;

  beforeAll(async () => {
    server = await startS3Server();
    local = await createTestApp(); // the local folder, as before the move
    uploads = path.join(local.config.dataDir, 'uploads');
    for (let i = 1; i <= 3; i += 1) {
      const data = Buffer.from(`%PDF-1.4 document ${i} ${'x'.repeat(i * 1000)}`);
      const key = await local.deps.storage.put(data, 'pdf');
      const id = await createDocument(local.deps.db, {
        title: `Décret ${i}`,
        content: `Article 1 : texte ${i}.`,
        publishedAt: '2024-01-01',
      });
      await setDocumentPdf(local.deps.db, id, { name: `decret-${i}.pdf`, path: key, size: data.length });
      pdfs.set(id, data);
    }
    // A crash's leftover: not a key, so it stays behind.
    fs.writeFileSync(path.join(uploads, 'ab.pdf.tmp-123'), 'moitié');
  }, 60_000);
  afterAll(async () => {
    await local?.close();
    await server?.stop();
  });

  it('copies every stored file under its key, then does nothing more when run again', async () => {
    const env = { STORAGE_URL: server.storageUrl() };
    const first = await runMigrate(local, env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/3 fichiers copiés .*0 déjà dans le compartiment, 1 ignoré/);
    expect(first.stdout).toContain('Ignoré (nom hors des clés du stockage) : ab.pdf.tmp-123');
    expect(first.stdout).toContain('Les PDF des 3 documents qui en ont un sont dans le compartiment.');
    const keys = (await local.deps.db.selectFrom('documents').select('pdf_path').execute()).map(
      (d) => d.pdf_path,
    );
    expect(server.storedKeys()).toEqual([...keys].sort());

    const again = await runMigrate(local, env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/0 fichier copié .*3 déjà dans le compartiment/);

    // An object lost (or a copy cut short) is copied at the next run.
    fs.rmSync(path.join(server.directory, server.bucket, `${keys[0]}._S3rver_object`));
    const repaired = await runMigrate(local, env);
    expect(repaired.code, repaired.stderr).toBe(0);
    expect(repaired.stdout).toMatch(/1 fichier copié .*2 déjà dans le compartiment/);
  });

  it("every document's PDF is then read from the bucket, byte for byte, under its unchanged key", async () => {
    const bucket = new S3FileStorage(parseStorageUrl(server.storageUrl())!);
    try {
      for (const [id, data] of pdfs) {
        const doc = await local.deps.db
          .selectFrom('documents')
          .select('pdf_path')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const file = await bucket.get(doc.pdf_path!);
        expect(file?.size).toBe(data.length);
        const chunks: Buffer[] = [];
        for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).equals(data)).toBe(true);
      }
    } finally {
      await bucket.close();
    }
  });

  it('names the documents whose PDF is in neither place, and fails', async () => {
    const data = Buffer.from('%PDF-perdu');
    const key = await local.deps.storage.put(data, 'pdf');
    const id = await createDocument(local.deps.db, {
      title: 'Arrêté perdu',
      content: 'Article 1 : texte.',
      publishedAt: '2024-01-01',
    });
    await setDocumentPdf(local.deps.db, id, { name: 'perdu.pdf', path: key, size: data.length });
    await local.deps.storage.delete(key);
    const res = await runMigrate(local, { STORAGE_URL: server.storageUrl() });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(
      `Documents dont le PDF n'est ni dans le dossier ni dans le compartiment : ${id}`,
    );
  });

  it('refuses to run without a bucket, a folder, or with a wrong secret, in French', async () => {
    const none = await runMigrate(local, { STORAGE_URL: '' });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("STORAGE_URL n'est pas défini");
    const noFolder = await runMigrate(local, { STORAGE_URL: server.storageUrl() }, ['--from', '/nulle/part']);
    expect(noFolder.code).toBe(2);
    expect(noFolder.stderr).toContain('dossier introuvable : /nulle/part');
    const wrong = await runMigrate(local, {
      STORAGE_URL: server.storageUrl().replace('S3RVER:S3RVER@', 'S3RVER:faux@'),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`compartiment ${server.bucket} injoignable`);
  });
});
