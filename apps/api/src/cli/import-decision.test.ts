import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentDetail } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../test/support';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

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

// A decision written as Juricaf publishes them: the parties' names in full.
const DECISION = `COUR DE CASSATION
CHAMBRE CRIMINELLE

Arrêt n°31 du 12 avril 2007

Affaire : Monsieur OUEDRAOGO Karim Abdoul C/ Ministère Public

La Chambre Criminelle de la Cour de Cassation, siégeant en audience publique, a rendu l'arrêt suivant :

LA COUR

Vu la loi organique n°013-2000/AN du 9 mai 2000 ;

Attendu que Monsieur OUEDRAOGO Karim Abdoul a formé pourvoi hors du délai de l'article 583 du code de procédure pénale ;

Attendu que le pourvoi doit être déclaré irrecevable ;

PAR CES MOTIFS

Déclare le pourvoi de Monsieur OUEDRAOGO Karim Abdoul irrecevable.

Ainsi fait, jugé et prononcé publiquement les jour, mois et an que dessus.`;

describe(`npm run import: a court decision (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(join(tmpdir(), 'lexfaso-import-decision-'));
    file = join(dir, 'arret-31.txt');
    await writeFile(file, DECISION);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const args = () => [
    file,
    '--type',
    'Arrêt',
    '--court',
    'Cour de cassation',
    '--number',
    '31',
    '--date',
    '2007-04-12',
  ];

  it('reads the fields the command leaves out, and writes nothing on a dry run', async () => {
    const run = await runImport(t, [...args(), '--dry-run']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'Décision : bf-cour-de-cassation · Chambre criminelle · arrêt · 31 · 2007-04-12 · irrecevabilité',
    );
    expect(run.stdout).toMatch(/Parties du texte reconnues : .*visas, motifs, dispositif/);
    expect(await t.deps.db.selectFrom('decisions').select('document_id').execute()).toEqual([]);
  });

  it('refuses an unknown court, a type outside case law and a date that is not one, in French', async () => {
    const court = await runImport(t, [
      file,
      '--type',
      'Arrêt',
      '--court',
      'Cour des miracles',
      '--number',
      '1',
      '--date',
      '2007-04-12',
    ]);
    expect(court.code).not.toBe(0);
    expect(court.stderr).toContain('juridiction inconnue : Cour des miracles');
    const type = await runImport(t, [
      file,
      '--type',
      'Loi',
      '--court',
      'bf-cour-de-cassation',
      '--number',
      '1',
      '--date',
      '2007-04-12',
    ]);
    expect(type.stderr).toContain("n'est pas de la catégorie Jurisprudence");
    const date = await runImport(t, [...args().slice(0, -1), '2007-02-30']);
    expect(date.stderr).toContain('Date de la décision invalide');
    expect(await t.deps.db.selectFrom('documents').select('id').execute()).toEqual([]);
  });

  it('imports it pseudonymised with --pseudonymise: initials in the text, the title and the parties; once only', async () => {
    const run = await runImport(t, [...args(), '--pseudonymise']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Pseudonymisation : [1-9]\d* nom/);
    expect(run.stdout).toContain('Importée : document');
    const row = await t.deps.db
      .selectFrom('decisions as x')
      .innerJoin('documents as d', 'd.id', 'x.document_id')
      .select(['d.id', 'd.content', 'd.reference', 'x.parties', 'x.solution', 'x.chamber'])
      .executeTakeFirstOrThrow();
    expect(row.content).not.toMatch(/OUEDRAOGO|Karim/);
    expect(row.content).toContain('O.K.A.');
    expect(row.parties).toContain('O.K.A.');
    expect(row).toMatchObject({ solution: 'irrecevabilité', chamber: 'Chambre criminelle' });
    expect(row.reference).toBe('Cass. crim., arrêt n°31 du 12 avril 2007');
    const reader = (await signedInAs(t.deps)).headers;
    const doc = DocumentDetail.parse(
      (await t.app.inject({ method: 'GET', url: `/api/documents/${row.id}`, headers: reader })).json(),
    );
    expect(doc.decision).toMatchObject({
      number: '31',
      date: '2007-04-12',
      court: { id: 'bf-cour-de-cassation' },
    });
    expect(doc.blocks.some((b) => b.id === 'partie-dispositif')).toBe(true);
    const again = await runImport(t, [...args(), '--pseudonymise']);
    expect(again.stdout).toContain('Déjà importée');
  });

  it('keeps the names as published without --pseudonymise', async () => {
    const other = join(dir, 'arret-31-bis.txt');
    await writeFile(other, DECISION.replace('n°31', 'n°32'));
    const run = await runImport(t, [
      other,
      '--type',
      'Arrêt',
      '--court',
      'bf-cour-de-cassation',
      '--number',
      '32',
      '--date',
      '2007-04-12',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const row = await t.deps.db
      .selectFrom('decisions as x')
      .innerJoin('documents as d', 'd.id', 'x.document_id')
      .select(['d.content'])
      .where('x.number', '=', '32')
      .executeTakeFirstOrThrow();
    expect(row.content).toContain('OUEDRAOGO Karim Abdoul');
  });
});
