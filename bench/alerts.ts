import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { bumpDocumentsVersion } from '../apps/api/src/modules/documents/documents-version';
import { nowIso } from '../apps/api/src/platform/clock';
import type { DatabaseHandle } from '../apps/api/src/platform/db/database';
import { REPO_ROOT } from './args';
import { benchSession, benchTokens } from './database';
import type { LoadFigures } from './load';
import { BENCH_QUERIES, searchPath } from './queries';
import { percentile, round } from './stats';

/** Issue 30's scenario: this many saved searches with a weekly alert, every other one with filters. */
export const SAVED_SEARCHES = 10_000;
/** Their owners (100 saved searches each: the plan limits are the screen's, not the bench's). */
const OWNERS = 100;
/** Texts new to every alert: the last ones imported count as published since its last mail. */
const NEW_TEXTS = 200;
const READERS = 10;
/** Filters of the saved searches that have some (resolved without a lookup, as most saved filters are). */
const ALERT_FILTERS = [
  { status: 'en_vigueur' },
  { period: 'before-2020' },
  { dateFrom: '1990-01-01', period: 'custom' },
];

export interface AlertsPassFigures {
  checked: number;
  mailed: number;
  deferred: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The request thread's event-loop delay during the pass, sampled every ms (absent from older runs). */
  loopDelayMs?: { p50: number; p99: number; max: number };
}

export interface AlertsResult {
  date: string;
  commit: string;
  cpu: string;
  db: string;
  size: number;
  savedSearches: number;
  newTexts: number;
  loadBefore: number;
  loadAfter: number;
  pass: AlertsPassFigures;
  /** A reader's searches alone, then while the pass runs. */
  idle: LoadFigures;
  duringPass: LoadFigures;
}

/**
 * `count` saved searches of the bench's queries and, every other one, filters, shared among `owners` (any of
 * theirs replaced), due now, the last `newTexts` texts new to each. Returns the version they were last mailed at
 * and when they are due.
 */
export async function seedSavedSearches(
  handle: DatabaseHandle,
  { owners, count, newTexts }: { owners: number[]; count: number; newTexts: number },
) {
  await handle.db.deleteFrom('saved_searches').where('user_id', 'in', owners).execute();
  const { v } = await handle.db
    .selectFrom('documents')
    .select((eb) => eb.fn.max('published_version').as('v'))
    .executeTakeFirstOrThrow();
  const since = Math.max(0, Number(v) - newTexts);
  const now = nowIso();
  const rows = Array.from({ length: count }, (_, i) => ({
    user_id: owners[i % owners.length],
    name: `Recherche ${i + 1}`,
    q: BENCH_QUERIES[i % BENCH_QUERIES.length].params.q ?? '',
    filters: JSON.stringify(i % 2 === 1 ? ALERT_FILTERS[(i >> 1) % ALERT_FILTERS.length] : {}),
    alert: 'weekly',
    alert_version: since,
    visited_version: since,
    next_alert_at: now,
    last_alert_at: null,
    lease_token: null,
    lease_until: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await handle.db
      .insertInto('saved_searches')
      .values(rows.slice(i, i + 500))
      .execute();
  return { since, now };
}

/** A port nobody listens on (other benches on the machine use the fixed ones). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** The bench's API process with the pass on demand (bench/alerts-server.ts). */
async function startAlertsServer(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/alerts-server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SEARCH_RATE_LIMIT_PER_ACCOUNT: '0',
      SEARCH_RATE_LIMIT_PER_CLIENT: '0',
      // As deployed: the engine time per account on (the job is a background caller).
      SEARCH_ENGINE_MS_PER_MINUTE: '700',
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const waiting: Array<{ resolve: (line: string) => void; reject: (err: Error) => void }> = [];
  lines.on('line', (line) => waiting.shift()?.resolve(line));
  child.once('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`alerts server stopped (${code})`));
  });
  const nextLine = () => new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
  const ready = await nextLine();
  if (ready !== 'ready') throw new Error(`alerts server: ${ready}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    async pass(): Promise<AlertsPassFigures> {
      const answer = nextLine();
      child.stdin?.write('pass\n');
      return JSON.parse(await answer) as AlertsPassFigures;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** READERS accounts searching the bench's queries, 10 a second in all, until `until` settles. */
async function readersUntil(
  origin: string,
  tokens: readonly string[],
  until: Promise<unknown>,
): Promise<LoadFigures> {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: origin,
    connections: 1,
    overallRate: tokens.length,
    duration: 3_600,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' },
    requests: BENCH_QUERIES.map((q, i) => ({
      method: 'GET' as const,
      path: searchPath(q),
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
    })),
  });
  instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
    times.push(ms);
    if (status < 200 || status >= 300) non2xx++;
  });
  const started = Date.now();
  await until;
  instance.stop();
  const result = await instance;
  const seconds = (Date.now() - started) / 1000;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.reduce((a, b) => Math.max(a, b), 0)),
    rps: round(times.length / seconds),
    requests: times.length,
    non2xx,
    errors: result.errors + result.timeouts,
    seconds: round(seconds),
  };
}

/**
 * One alert pass over SAVED_SEARCHES saved searches in the API process, timed, with its peak memory, and a
 * reader's search p95 alone and while the pass runs (every answer computed: the search cache emptied every
 * 20 ms, as in the fairness scenario).
 */
export async function measureAlerts(handle: DatabaseHandle, env: Record<string, string>, seconds: number) {
  const owners: number[] = [];
  for (let i = 1; i <= OWNERS; i++)
    owners.push((await benchSession(handle, `bench-alerts-${i}@lexfaso.test`)).user.id);
  await seedSavedSearches(handle, { owners, count: SAVED_SEARCHES, newTexts: NEW_TEXTS });
  const readers = await benchTokens(handle, 'reader', READERS);
  const server = await startAlertsServer(env, await freePort());
  const invalidate = setInterval(() => void bumpDocumentsVersion(handle.db).catch(() => {}), 20);
  try {
    const wait = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
    await readersUntil(server.origin, readers, wait(5)); // warm-up
    const idle = await readersUntil(server.origin, readers, wait(seconds));
    const pass = server.pass();
    const duringPass = await readersUntil(server.origin, readers, pass);
    return { pass: await pass, idle, duringPass, newTexts: NEW_TEXTS, savedSearches: SAVED_SEARCHES };
  } finally {
    clearInterval(invalidate);
    await server.stop();
  }
}
