import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { closeDeps, createDeps } from '../apps/api/src/create-deps';
import { readDocumentsVersion } from '../apps/api/src/modules/documents/documents-version';
import { recordDocumentChange } from '../apps/api/src/modules/documents/search/changes';
import type { DatabaseHandle } from '../apps/api/src/platform/db/database';
import type { BenchDb } from './args';
import type { BenchTarget } from './database';
import { type RunningServer, startServer } from './server';
import { median } from './stats';

/**
 * One start of the server: milliseconds from its spawn to listening, and to its first search answered; and,
 * in a process of the bench (the API built beforehand), from the engine's start to its first search answered.
 */
export interface BootTiming {
  listenMs: number;
  firstSearchMs: number;
  engineMs: number;
}

export interface BootResult {
  date: string;
  commit: string;
  cpu: string;
  db: BenchDb;
  size: number;
  loadBefore: number;
  loadAfter: number;
  /** Documents changed (search_changes) between the snapshot and each start from it: its catch-up. */
  changedAfterSnapshot: number;
  snapshotBytes: number;
  rebuild: BootTiming[];
  snapshot: BootTiming[];
}

const STARTS = 3;
/**
 * How long a start may take to answer its first search, and a snapshot to be stored after it: a rebuild grows
 * with the corpus (about 30 s at 90,000 articles on the bench machine, so minutes at `--scale 10`).
 */
const START_TIMEOUT_MS = 15 * 60_000;
const CHANGED = 20;
const QUERY = '/api/documents/filtered?q=contrat%20de%20travail';

/**
 * Starts the server and times it (bench/run.ts, `--only boot`): a search is sent every 20 ms from the spawn
 * on (refused until the server listens, then waiting for the engine), and the first one answered 200 stops
 * the clock. The engine is rebuilt from the documents when `snapshots` is off, loaded from the stored
 * snapshot (then caught up) when on.
 */
async function timedStart(
  target: BenchTarget,
  port: number,
  token: string,
  snapshots: boolean,
): Promise<{ timing: BootTiming; server: RunningServer }> {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let listenMs = 0;
  let firstSearchMs = 0;
  const probe = (async () => {
    while (firstSearchMs === 0 && performance.now() - started < START_TIMEOUT_MS) {
      try {
        // Listening: the liveness route answers at once (a search waits for the engine).
        if (listenMs === 0) {
          await (await fetch(`${origin}/api/health`)).arrayBuffer();
          listenMs = performance.now() - started;
        }
        const res = await fetch(`${origin}${QUERY}`, { headers: { authorization: `Bearer ${token}` } });
        if (res.ok) firstSearchMs = performance.now() - started;
        await res.arrayBuffer();
      } catch {
        // not listening yet
      }
      if (firstSearchMs === 0) await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const server = await startServer(
    { ...target.env, SEARCH_SNAPSHOT_MINUTES: snapshots ? '10' : '0', SEARCH_ENGINE_MS_PER_MINUTE: '0' },
    port,
  );
  await probe;
  if (firstSearchMs === 0) throw new Error(`no search answered within ${START_TIMEOUT_MS / 1000} s`);
  const timing = { listenMs: Math.round(listenMs), firstSearchMs: Math.round(firstSearchMs), engineMs: 0 };
  return { timing, server };
}

/**
 * The engine's part alone, in this process: the API built (modules loaded, routes ready) and then the clock
 * started, the engine started (its thread, then the snapshot loaded and caught up, or every document read
 * and analysed), and stopped at the first search answered.
 */
async function engineStart(target: BenchTarget, token: string, snapshots: boolean): Promise<number> {
  const config = loadConfig({
    ...process.env,
    ...target.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    SEARCH_SNAPSHOT_MINUTES: snapshots ? '10' : '0',
    SEARCH_ENGINE_MS_PER_MINUTE: '0',
  });
  const deps = createDeps(config);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  try {
    const started = performance.now();
    void deps.searchRunner.start().catch(() => {}); // as server.ts: the search waits for it
    const res = await app.inject({
      method: 'GET',
      url: QUERY,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
    return Math.round(performance.now() - started);
  } finally {
    await app.close();
    await closeDeps(deps);
  }
}

/** Deletes the snapshot files of the data folder's storage (uploads/<2 hex>/<md5>.snap). */
function removeStoredSnapshots(dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  if (!fs.existsSync(uploads)) return;
  for (const dir of fs.readdirSync(uploads, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(uploads, dir.name)))
      if (file.endsWith('.snap')) fs.rmSync(path.join(uploads, dir.name, file), { force: true });
  }
}

/** The stored snapshot's version and size, once one is stored at `version` at least (waits up to START_TIMEOUT_MS). */
async function storedSnapshot(handle: DatabaseHandle, version: number, dataDir: string) {
  for (let i = 0; i < START_TIMEOUT_MS / 100; i++) {
    const { rows } = await sql<{ key: string; count: number | string }>`SELECT key, count FROM counters
      WHERE key LIKE 'search_snapshot:%:version'`.execute(handle.db);
    const row = rows.find((r) => Number(r.count) >= version);
    if (row) {
      const id = row.key.split(':')[1];
      const file = `${dataDir}/uploads/${id.slice(0, 2)}/${id}.snap`;
      return fs.existsSync(file) ? fs.statSync(file).size : 0;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no snapshot stored within ${START_TIMEOUT_MS / 60_000} minutes`);
}

/**
 * Issue 33: time to the first search answered after a start, the engine rebuilt from the documents, then
 * loaded from the snapshot (and caught up with CHANGED documents written after it), STARTS times each;
 * `rebuildStarts` rebuilds (fewer where each takes minutes: `--scale`).
 */
export async function measureBoot(
  target: BenchTarget,
  handle: DatabaseHandle,
  token: string,
  port: number,
  log: (msg: string) => void,
  rebuildStarts = STARTS,
): Promise<Pick<BootResult, 'rebuild' | 'snapshot' | 'snapshotBytes' | 'changedAfterSnapshot'>> {
  // A snapshot of an older bench run, or of this run's servers, would be used: its rows and its file go, so
  // the first starts rebuild and the writer's start stores a new one at once (a start loads whatever file it
  // finds, then writes only on its timer, minutes later).
  await sql`DELETE FROM counters WHERE key LIKE 'search_snapshot:%'`.execute(handle.db);
  removeStoredSnapshots(target.dataDir);
  const rebuild: BootTiming[] = [];
  for (let i = 0; i < rebuildStarts; i++) {
    const { timing, server } = await timedStart(target, port, token, false);
    await server.stop();
    timing.engineMs = await engineStart(target, token, false);
    rebuild.push(timing);
    log(
      `démarrage sans instantané : écoute ${timing.listenMs} ms, première recherche ${timing.firstSearchMs} ms; moteur seul ${timing.engineMs} ms`,
    );
  }
  // A start with snapshots on finds none valid: it rebuilds, then stores one.
  const writer = await timedStart(target, port, token, true);
  const snapshotBytes = await storedSnapshot(handle, await readDocumentsVersion(handle.db), target.dataDir);
  await writer.server.stop();
  log(`instantané écrit : ${(snapshotBytes / 1e6).toFixed(1)} Mo`);
  const ids = await handle.db.selectFrom('documents').select('id').orderBy('id').limit(CHANGED).execute();
  const snapshot: BootTiming[] = [];
  for (let i = 0; i < STARTS; i++) {
    for (const { id } of ids) await recordDocumentChange(handle.db, Number(id));
    const { timing, server } = await timedStart(target, port, token, true);
    await server.stop();
    for (const { id } of ids) await recordDocumentChange(handle.db, Number(id));
    timing.engineMs = await engineStart(target, token, true);
    snapshot.push(timing);
    log(
      `démarrage depuis l'instantané : écoute ${timing.listenMs} ms, première recherche ${timing.firstSearchMs} ms; moteur seul ${timing.engineMs} ms`,
    );
  }
  return { rebuild, snapshot, snapshotBytes, changedAfterSnapshot: CHANGED };
}

export const medianOf = (timings: BootTiming[], key: keyof BootTiming) => median(timings.map((t) => t[key]));
