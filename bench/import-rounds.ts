/**
 * Import throughput as the database grows (issue 34): imports the first `--size` articles of the French codes
 * archive `--rounds` times, each round with another identity (new documents, the same texts), into a fresh
 * bench database, and prints each round's time. A round much slower than the first means a cost that
 * grows with the database (docs/benchmarks.md, "Import throughput (issue 34)").
 *
 *   npx tsx bench/import-rounds.ts --db sqlite --size 20000 --rounds 5
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
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
const times: number[] = [];
const cpuTimes: number[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    // CPU time beside the wall time: on a shared machine the wall time also counts the others' work.
    const cpuBefore = process.cpuUsage();
    const result = await importEtalabArchive(handle.db, handle.dialect, {
      archivePath: values.archive,
      mode: 'article',
      limit: size,
      identity: round === 1 ? undefined : `copie-${round}`,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    times.push(result.seconds);
    cpuTimes.push(cpuSeconds);
    console.log(
      `round ${round}: ${result.imported} articles in ${result.seconds.toFixed(1)} s (×${(result.seconds / times[0]).toFixed(2)} the first), this process's CPU ${cpuSeconds.toFixed(1)} s (×${(cpuSeconds / cpuTimes[0]).toFixed(2)}); ${await countArticles(handle)} in the database; load ${os.loadavg()[0].toFixed(1)}`,
    );
  }
} finally {
  await handle.close();
  await dropTarget(target);
}
