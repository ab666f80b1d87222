import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createSession } from '../apps/api/src/modules/accounts/sessions';
import { newUserRow } from '../apps/api/src/modules/accounts/users-repo';
import { importEtalabArchive } from '../apps/api/src/modules/documents/french-codes/import-etalab';
import { seedReferenceData } from '../apps/api/src/modules/reference-data/seed/reference-data';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../apps/api/src/platform/db/database';
import type { BenchDb } from './args';
import { loadAverage } from './machine';

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_PG_DATABASE: another name, for a bench run beside another one on the same server. */
const PG_DATABASE = /^[a-z_][a-z0-9_]*$/.test(process.env.BENCH_PG_DATABASE ?? '')
  ? (process.env.BENCH_PG_DATABASE as string)
  : 'lexfaso_bench_run';
/** The 'largest document': the biggest code of the archive, imported whole as one document. */
const LARGEST_CODE = 'code-du-travail';

export interface BenchTarget {
  db: BenchDb;
  /** Environment of the server and importer (DATA_DIR, DATABASE_URL). */
  env: Record<string, string>;
  dataDir: string;
  databaseUrl?: string;
}

async function pgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A benchmark database, emptied when `fresh` (only ever the bench's own folder and database). */
export async function prepareTarget(db: BenchDb, workDir: string, fresh: boolean): Promise<BenchTarget> {
  const dataDir = path.join(workDir, db);
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (db === 'sqlite') return { db, env: { DATA_DIR: dataDir }, dataDir };
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`;
  await pgAdmin(async (c) => {
    if (fresh) await c.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_DATABASE]);
    if (!rowCount) await c.query(`CREATE DATABASE ${PG_DATABASE}`);
  });
  return { db, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, dataDir, databaseUrl };
}

export async function dropTarget(target: BenchTarget) {
  if (target.db === 'postgres')
    await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`));
  fs.rmSync(target.dataDir, { recursive: true, force: true });
}

export async function openTarget(target: BenchTarget): Promise<DatabaseHandle> {
  const handle = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  await migrateToLatest(handle);
  await seedReferenceData(handle.db);
  return handle;
}

/** Articles imported so far (documents keyed etalab:…/article-…). */
export async function countArticles(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    // The first copy's keys, 'etalab:fr-<code>/<article>', and the others', 'etalab:<identity>/fr-<code>/<article>'.
    .where('source', 'like', 'etalab:%fr-%/%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface ImportFigures {
  articles: number;
  imported: number;
  seconds: number;
  docsPerSecond: number;
  /** With a scale: each copy's import, seconds (0 for a copy already there). */
  rounds: number[];
  /** The 1-minute load average at the end of each copy's import (the machine is shared). */
  roundLoads: number[];
  /**
   * Each copy's CPU time in this process, user + system seconds (0 for a copy already there): unlike the wall
   * time, it does not count the other processes of a shared machine.
   */
  roundCpuSeconds: number[];
}

/** The identity of copy `round` (1: the archive's own keys), as bench/import-rounds.ts names them. */
const copyIdentity = (round: number) => (round === 1 ? undefined : `copie-${round}`);

/**
 * Brings the database to the first `size` articles of the archive (resumes from what is there); with a
 * `scale`, to that many copies of them, each under its own identity (issue 34's larger corpus).
 */
export async function importArticles(handle: DatabaseHandle, archivePath: string, size: number, scale = 1) {
  const rounds: number[] = [];
  const roundLoads: number[] = [];
  const roundCpuSeconds: number[] = [];
  let imported = 0;
  let seconds = 0;
  for (let round = 1; round <= scale; round++) {
    let last = 0;
    const cpuBefore = process.cpuUsage();
    const result = await importEtalabArchive(handle.db, handle.dialect, {
      archivePath,
      mode: 'article',
      limit: size,
      identity: copyIdentity(round),
      onProgress: (p) => {
        if (p.processed - last >= 10_000) {
          last = p.processed;
          console.log(
            `    ${scale > 1 ? `copie ${round}/${scale} : ` : ''}${p.processed}/${size} (${p.imported} importés)`,
          );
        }
      },
    });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    imported += result.imported;
    seconds += result.seconds;
    rounds.push(result.imported > 0 ? result.seconds : 0);
    roundLoads.push(loadAverage());
    roundCpuSeconds.push(result.imported > 0 ? cpuSeconds : 0);
    if (scale > 1)
      console.log(
        `    copie ${round}/${scale} : ${result.imported} importés en ${result.seconds.toFixed(1)} s, CPU ${cpuSeconds.toFixed(1)} s (charge ${loadAverage()})`,
      );
  }
  return {
    articles: await countArticles(handle),
    imported,
    seconds,
    docsPerSecond: imported / Math.max(seconds, 1e-9),
    rounds,
    roundLoads,
    roundCpuSeconds,
  } satisfies ImportFigures;
}

/** Imports the largest code as one document (once) and returns its id. */
export async function importLargestDocument(handle: DatabaseHandle, archivePath: string) {
  const source = `etalab:fr-${LARGEST_CODE}`;
  const find = () =>
    handle.db
      .selectFrom('documents')
      .select(['id', 'content_length'])
      .where('source', '=', source)
      .executeTakeFirst();
  let row = await find();
  let seconds: number | null = null;
  if (!row) {
    const result = await importEtalabArchive(handle.db, handle.dialect, {
      archivePath,
      mode: 'code',
      codes: [LARGEST_CODE],
    });
    seconds = result.seconds;
    row = await find();
  }
  if (!row) throw new Error(`${LARGEST_CODE} introuvable dans l'archive`);
  return { id: Number(row.id), chars: Number(row.content_length), importSeconds: seconds };
}

/** A signed-in reader for the search and reading routes: a user row and a session, straight in the DB. */
export async function benchSession(handle: DatabaseHandle, email = 'bench-reader@lexfaso.test') {
  let user = await handle.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user) {
    await handle.db
      .insertInto('users')
      .values(
        newUserRow({ email, firstname: 'Banc', lastname: "D'essai", statut: 'particulier', is_verified: 1 }),
      )
      .execute();
    user = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  }
  const { token } = await createSession(handle.db, Number(user.id), 'user');
  return {
    token,
    user: {
      id: Number(user.id),
      email,
      firstname: user.firstname,
      lastname: user.lastname,
      roles: JSON.parse(user.roles) as string[],
    },
  };
}

/**
 * PostgreSQL's page cache and the documents table's size: at 90k articles the table outgrows the default
 * 128 MB of shared_buffers, and computed searches then run twice as slow (docs/benchmarks.md), so each run
 * records both.
 */
export async function postgresState(handle: DatabaseHandle) {
  const { rows } = await sql<{ shared_buffers: string; heap: number; toast: number }>`
    SELECT current_setting('shared_buffers') AS shared_buffers,
      pg_relation_size('documents') AS heap, pg_relation_size(reltoastrelid) AS toast
    FROM pg_class WHERE relname = 'documents'`.execute(handle.db);
  const mb = (bytes: number) => Math.round(Number(bytes) / 2 ** 20);
  return { sharedBuffers: rows[0].shared_buffers, heapMb: mb(rows[0].heap), toastMb: mb(rows[0].toast) };
}

/** `count` signed-in accounts named `bench-<name>-<i>@lexfaso.test`: their session tokens. */
export async function benchTokens(handle: DatabaseHandle, name: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++)
    tokens.push((await benchSession(handle, `bench-${name}-${i}@lexfaso.test`)).token);
  return tokens;
}
