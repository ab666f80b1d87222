/**
 * Import throughput as the database grows (issue 34): imports the first `--size` articles of the French codes
 * archive `--rounds` times, each round with another identity (new documents, the same texts), into a fresh
 * bench database, and prints each round's time. A round much slower than the first means a cost that
 * grows with the database (docs/benchmarks.md, "Import throughput (issue 34)").
 *
 *   npx tsx bench/import-rounds.ts --db sqlite --size 20000 --rounds 5 [--statements] [--cache-mb N] [--checkpoint-pages N]
 *
 * SQLite only: `--statements` sums each statement's time by SQL text and prints the costliest per round;
 * `--cache-mb` sets the connection's page cache (the API's is 64 MB), to test a cache the file outgrows;
 * `--checkpoint-pages` sets how many WAL pages a commit may leave before SQLite copies them back (default 1000).
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { importEtalabArchive } from '../apps/api/src/modules/documents/french-codes/import-etalab';
import { REPO_ROOT } from './args';
import { countArticles, dropTarget, openTarget, prepareTarget } from './database';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    size: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '5' },
    statements: { type: 'boolean', default: false },
    'cache-mb': { type: 'string' },
    'checkpoint-pages': { type: 'string' },
    archive: {
      type: 'string',
      default: path.resolve(
        REPO_ROOT,
        '../shared/corpus/raw/etalab-codes-juridiques-francais/codes-en-vigueur.tar.gz',
      ),
    },
  },
});
const db = values.db === 'postgres' ? 'postgres' : 'sqlite';
const size = Number(values.size);
const rounds = Number(values.rounds);

const target = await prepareTarget(db, path.join(os.tmpdir(), 'lexfaso-import-rounds'), true);
const handle = await openTarget(target);
if (handle.sqlite && values['cache-mb'])
  handle.sqlite.pragma(`cache_size = -${Number(values['cache-mb']) * 1024}`);
if (handle.sqlite && values['checkpoint-pages'])
  handle.sqlite.pragma(`wal_autocheckpoint = ${Number(values['checkpoint-pages'])}`);
const statementTimes = handle.sqlite && values.statements ? timeStatements(handle.sqlite) : undefined;

/**
 * Wraps better-sqlite3's statement methods (shared by every statement through their prototype) so that each
 * call's time adds up under its SQL text.
 */
function timeStatements(
  sqlite: NonNullable<typeof handle.sqlite>,
): Map<string, { ms: number; calls: number }> {
  const totals = new Map<string, { ms: number; calls: number }>();
  const prototype = Object.getPrototypeOf(sqlite.prepare('SELECT 1')) as Record<string, unknown>;
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = prototype[method] as (this: { source: string }, ...args: unknown[]) => unknown;
    prototype[method] = function (this: { source: string }, ...args: unknown[]) {
      const start = performance.now();
      try {
        const answer = original.apply(this, args);
        // iterate() reads lazily: its rows are timed as they are drawn.
        if (method !== 'iterate') return answer;
        const rows = answer as Iterator<unknown>;
        const source = this.source;
        return {
          [Symbol.iterator]() {
            return this;
          },
          next() {
            const at = performance.now();
            try {
              return rows.next();
            } finally {
              add(source, performance.now() - at, 0);
            }
          },
          return(value?: unknown) {
            return rows.return ? rows.return(value) : { done: true, value };
          },
        };
      } finally {
        add(this.source, performance.now() - start, 1);
      }
    };
  }
  function add(source: string, ms: number, calls: number) {
    const total = totals.get(source) ?? { ms: 0, calls: 0 };
    total.ms += ms;
    total.calls += calls;
    totals.set(source, total);
  }
  return totals;
}

function fileMegabytes(file: string) {
  return fs.existsSync(file) ? (fs.statSync(file).size / 2 ** 20).toFixed(0) : '0';
}
/**
 * PostgreSQL: the CPU seconds its server processes for the bench database have used so far (from /proc: the
 * server runs on this machine), where most of an import's work is done.
 */
async function serverCpuSeconds(): Promise<number> {
  if (db !== 'postgres') return 0;
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE datname = current_database()`.execute(handle.db);
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime and stime, the 14th and 15th fields
  }
  return ticks / 100; // USER_HZ
}

const times: number[] = [];
const serverTimes: number[] = [];
const cpuTimes: number[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    // CPU time beside the wall time: on a shared machine the wall time also counts the others' work.
    statementTimes?.clear();
    const cpuBefore = process.cpuUsage();
    const serverBefore = await serverCpuSeconds();
    const result = await importEtalabArchive(handle.db, handle.dialect, {
      archivePath: values.archive,
      mode: 'article',
      limit: size,
      identity: round === 1 ? undefined : `copie-${round}`,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const serverSeconds = (await serverCpuSeconds()) - serverBefore;
    serverTimes.push(serverSeconds);
    const server =
      db === 'postgres'
        ? `, the PostgreSQL server's CPU ${serverSeconds.toFixed(1)} s (×${(serverSeconds / serverTimes[0]).toFixed(2)})`
        : '';
    times.push(result.seconds);
    cpuTimes.push(cpuSeconds);
    console.log(
      `round ${round}: ${result.imported} articles in ${result.seconds.toFixed(1)} s (×${(result.seconds / times[0]).toFixed(2)} the first), this process's CPU ${cpuSeconds.toFixed(1)} s (×${(cpuSeconds / cpuTimes[0]).toFixed(2)})${server}; ${await countArticles(handle)} in the database; load ${os.loadavg()[0].toFixed(1)}`,
    );
    if (handle.sqlite) {
      const file = handle.sqlite.name; // the open database's own path
      console.log(`  file ${fileMegabytes(file)} MB, WAL ${fileMegabytes(`${file}-wal`)} MB`);
    }
    if (statementTimes) {
      const costliest = [...statementTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
      const sum = [...statementTimes.values()].reduce((s, t) => s + t.ms, 0);
      console.log(`  statements: ${(sum / 1000).toFixed(2)} s in all`);
      for (const [source, t] of costliest)
        console.log(
          `  ${(t.ms / 1000).toFixed(2)} s ${t.calls} calls  ${source.replace(/\s+/g, ' ').slice(0, 150)}`,
        );
    }
  }
} finally {
  await handle.close();
  await dropTarget(target);
}
