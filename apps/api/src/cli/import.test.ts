import { execFile } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../test/support';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CONSTITUTION_PDF = join(REPO_ROOT, 'apps/api/demo-data/bf-constitution-1991-consolidee-2015.pdf');

/** `npm run import -- …` as an administrator runs it, against the test's database. */
function runImport(
  t: TestContext,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    DATA_DIR: t.config.dataDir,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/import.ts', ...args],
      { cwd: REPO_ROOT, env, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe(`npm run import (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'lexfaso-import-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const constitutionArgs = [
    CONSTITUTION_PDF,
    '--type',
    'Constitution',
    '--reference',
    'Constitution du 2 juin 1991',
    '--title',
    'Constitution du Burkina Faso',
    '--date',
    '1991-06-02',
    '--domaine',
    'Droit constitutionnel',
  ];

  it('reads an official PDF, says what it recognised, and writes nothing on a dry run', async () => {
    const run = await runImport(t, [...constitutionArgs, '--dry-run']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'Texte reconnu : 177 articles (Article premier … Article 169), 98 notes, avec préambule.',
    );
    expect(run.stdout).toContain('Numérotation : ni doublon ni trou.');
    expect(run.stdout).toContain("rien n'a été écrit");
    expect(await t.deps.db.selectFrom('documents').select('id').execute()).toEqual([]);
  }, 120_000);

  it('imports it with its structure, notes, reference, article statuses and PDF, which a premium user downloads; once only', async () => {
    // The demo's manifest: its corrections and the statuses its edition's notes give (issue 31).
    const manifest = join(REPO_ROOT, 'apps/api/demo-data/manifests/bf-constitution-1991.json');
    const run = await runImport(t, [...constitutionArgs, '--manifest', manifest]);
    expect(run.code, run.stderr).toBe(0);
    const id = Number(/Document (\d+) créé/.exec(run.stdout)?.[1]);
    expect(run.stdout).toContain('(Constitution du 2 juin 1991), publié, PDF joint');

    const { headers } = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const doc = (await t.app.inject({ method: 'GET', url: `/api/documents/${id}?full=1`, headers })).json();
    expect(doc).toMatchObject({
      title: 'Constitution du Burkina Faso',
      reference: 'Constitution du 2 juin 1991',
      status: 'in-force',
      publishedAt: '1991-06-02',
      isPublished: true,
      hasPdf: true,
      domaine: { name: 'Droit constitutionnel' },
      docType: { type: 'Constitution' },
    });
    const articles = doc.blocks.filter((b: { kind: string }) => b.kind === 'article');
    expect(articles).toHaveLength(177);
    const article37 = articles.find((b: { label: string }) => b.label === 'Article 37');
    expect(article37.notes.join(' ')).toMatch(/L’article 37 a été modifié deux fois/);
    expect(doc.content).not.toMatch(/Article 3715/);
    expect(article37).toMatchObject({ status: 'modifie', statusNote: { date: '2015-11-05' } });
    expect(articles.find((b: { label: string }) => b.label === 'Article premier').status).toBe('en_vigueur');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/download-pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.compare(pdf.rawPayload, readFileSync(CONSTITUTION_PDF))).toBe(0);

    const again = await runImport(t, [...constitutionArgs, '--manifest', manifest]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Déjà importé : document ${id}`);
    expect(await t.deps.db.selectFrom('documents').select('id').execute()).toHaveLength(1);
  }, 120_000);

  it('refuses what it cannot import, in French', async () => {
    const noReference = await runImport(t, [CONSTITUTION_PDF, '--type', 'Loi']);
    expect(noReference.code).toBe(1);
    expect(noReference.stderr).toContain('--reference est requis');
    const unknownType = await runImport(t, [CONSTITUTION_PDF, '--type', 'Bidule', '--reference', 'X']);
    expect(unknownType.stderr).toContain('type de document inconnu : Bidule');
    // pdf.js's and JSON.parse's English stays in brackets behind a French sentence.
    const damaged = join(dir, 'abîmé.pdf');
    await writeFile(damaged, '%PDF-1.4\nrien de plus\n');
    const damagedRun = await runImport(t, [damaged, '--type', 'Loi', '--reference', 'X', '--dry-run']);
    expect(damagedRun.code).toBe(1);
    expect(damagedRun.stderr).toContain("le PDF n'a pas pu être lu (");
    const manifest = join(dir, 'manifeste.json');
    await writeFile(manifest, '{ pas du JSON');
    const badManifest = await runImport(t, [...constitutionArgs, '--manifest', manifest, '--dry-run']);
    expect(badManifest.code).toBe(1);
    expect(badManifest.stderr).toContain('manifeste invalide (');
  }, 120_000);

  it('still imports the French codes archive (the bench uses it)', async () => {
    const archive = join(dir, 'codes.tar.gz');
    const tar = pack();
    const written = pipeline(tar, createGzip(), createWriteStream(archive));
    const files: Record<string, string> = {
      'codes-en-vigueur/code-civil/README.md': '# Code civil\n\n- [Article 102](article-102.md)\n',
      'codes-en-vigueur/code-civil/article-102.md':
        '# Article 102\n\nLe domicile de tout Français est au lieu de son principal établissement.\n',
    };
    for (const name of Object.keys(files).sort()) tar.entry({ name }, files[name]);
    tar.finalize();
    await written;
    const run = await runImport(t, [archive, '--mode', 'code']);
    expect(run.code, run.stderr).toBe(0);
    const imported = await t.deps.db
      .selectFrom('documents')
      .select('title')
      .where('source', 'like', 'etalab:%')
      .execute();
    expect(imported.map((d) => d.title)).toEqual(['Code civil']);
  }, 120_000);
});
