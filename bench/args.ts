import path from 'node:path';
import { parseArgs } from 'node:util';

export type BenchDb = 'sqlite' | 'postgres';

export interface BenchArgs {
  dbs: BenchDb[];
  sizes: number[];
  archive: string;
  /** Seconds of load per autocannon run. */
  duration: number;
  /** Skip page weight, first screen and Lighthouse (API figures only). */
  skipWeb: boolean;
  /** Reuse the web build in apps/web/dist instead of building it. */
  skipBuild: boolean;
  /** Keep the benchmark databases (SQLite folder, PostgreSQL database) for a later run. */
  keep: boolean;
  workDir: string;
  /** Only rewrite docs/benchmarks.md from the stored figures (after editing bench/analysis.md). */
  reportOnly: boolean;
  /**
   * `fairness`: only the fairness scenario (issue 29); `alerts`: only the alert pass (issue 30); `boot`: only the
   * time to the first search after a start, with and without the engine snapshot (issue 33); each at the largest
   * size. null: everything but the alert pass.
   */
  only: 'fairness' | 'alerts' | 'boot' | null;
  /**
   * Issue 34: the largest size's articles imported this many times, each copy under its own identity (new
   * documents, the same texts: every posting list that many times longer, the worst case for search), then
   * measured as one corpus (`--scale 10` at 90,000: 900,000 articles). 1: the sizes as they are.
   */
  scale: number;
}

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const DEFAULT_ARCHIVE = path.resolve(
  REPO_ROOT,
  '../shared/corpus/raw/etalab-codes-juridiques-francais/codes-en-vigueur.tar.gz',
);

export function parseBenchArgs(argv = process.argv.slice(2)): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string' },
      size: { type: 'string', default: '10000,30000,90000' },
      archive: { type: 'string', default: DEFAULT_ARCHIVE },
      duration: { type: 'string', default: '20' },
      'skip-web': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'work-dir': { type: 'string', default: '/tmp/lexfaso-bench' },
      'report-only': { type: 'boolean', default: false },
      only: { type: 'string' },
      scale: { type: 'string', default: '1' },
    },
  });
  if (values.only !== undefined && !['fairness', 'alerts', 'boot'].includes(values.only))
    throw new Error('--only fairness|alerts|boot');
  const dbs: BenchDb[] = values.db ? [values.db as BenchDb] : ['sqlite', 'postgres'];
  if (dbs.some((d) => d !== 'sqlite' && d !== 'postgres')) throw new Error('--db sqlite|postgres');
  const sizes = values.size
    .split(',')
    .map((s) => Number(s.trim()))
    .sort((a, b) => a - b);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--size N[,N…] (entiers positifs)');
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale N (entier ≥ 1)');
  if (scale > 1 && values.only !== undefined && values.only !== 'boot')
    throw new Error('--scale avec --only boot seulement');
  const duration = Number(values.duration);
  if (!(duration > 0 && duration <= 120)) throw new Error('--duration entre 1 et 120 secondes');
  return {
    dbs,
    // At a scale, only the largest size is copied and measured.
    sizes: scale > 1 ? sizes.slice(-1) : sizes,
    archive: path.resolve(values.archive),
    duration,
    skipWeb: values['skip-web'],
    skipBuild: values['skip-build'],
    keep: values.keep,
    workDir: path.resolve(values['work-dir']),
    reportOnly: values['report-only'],
    only:
      values.only === 'fairness' || values.only === 'alerts' || values.only === 'boot' ? values.only : null,
    scale,
  };
}
