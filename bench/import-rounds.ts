/**
 * Import throughput as the database grows (issue 34): imports the first `--size` articles of the French codes
 * archive `--rounds` times, each round with another identity (new documents, the same texts), into a fresh
 * bench database, and prints each round's time. A round much slower than the first means a cost that
 * grows with the database (docs/benchmarks.md, "Import throughput (issue 34)").
 *
 *   npx tsx bench/import-rounds.ts --db sqlite --size 20000 --rounds 5
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
  }
} finally {
  await handle.close();
  await dropTarget(target);
}
