import fs from 'node:fs';
import path from 'node:path';
import type { AlertsResult } from './alerts';
import { type BenchDb, REPO_ROOT } from './args';
import type { BootResult } from './boot';
import type { EngineBuild } from './engine-time';
import type { FairnessResult } from './fairness';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures } from './load';
import type { MachineInfo } from './machine';
import type { MemoryFigures } from './memory';
import type { PageWeight } from './web';

export interface QueryFigure {
  kind: string;
  path: string;
  total: number;
  engineMs: number;
  /** The product's `searchDocuments` in process, every answer computed (engine-time.ts; since 2026-11-26). */
  productMs?: number;
  /** Cold cache (see api-times.ts). */
  apiMs: number;
  apiWarmMs: number;
  statements: number;
}

/** One bench query through the Xapian anchor, ms (median of 5 after a warm-up), in query order. */
export interface XapianQuery {
  estimateMs: number;
  exactMs: number;
  /** Top 10, exact count and 4 facets: the figure the product is held to. */
  facetsMs: number;
  hits: number;
}

/** The anchor's side of a run, or why it could not run (python3-xapian or the anchor missing). */
export type XapianFigures =
  | {
      version: string;
      indexSeconds: number | null;
      queries: XapianQuery[];
      /** The same, every search counting up to `countBound` hits as the product does (since issue 34). */
      bounded?: { countBound: number; queries: XapianQuery[] };
    }
  | { missing: string };

export interface SizeResult {
  db: BenchDb;
  size: number;
  date: string;
  commit: string;
  /** Last commit of the search/reading code when the server started, and whether it had local changes. */
  searchCode?: string;
  loadBefore: number;
  loadAfter: number;
  /** PostgreSQL only: its shared_buffers and the documents table's size (heap, TOAST) after VACUUM ANALYZE. */
  postgres?: { sharedBuffers: string; heapMb: number; toastMb: number };
  documents: number;
  largest: { id: number; chars: number };
  importStep: { imported: number; seconds: number; docsPerSecond: number };
  /** The mix with the API's search cache kept cold (invalidated every 20 ms): what the targets are judged on. */
  search: LoadFigures;
  /** The same mix with the cache as it is: 50 queries repeated, so nearly every answer comes from the cache. */
  searchCached: LoadFigures;
  document: LoadFigures;
  actualities: LoadFigures;
  bare: LoadFigures;
  actualitiesBytes: number;
  queries: QueryFigure[];
  /** Issue 22's speed anchor, same corpus and queries, same run (runs before 2026-11-26 have none). */
  xapian?: XapianFigures;
  /** Issue 34: the API process's resident memory, idle and under the loads (runs before 2026-11-27 have none). */
  memory?: MemoryFigures;
  /**
   * Issue 34, `--scale`: how many copies of the `size / copies` articles the corpus holds, each copy's import
   * (s) and the load average at its end; each copy's CPU time in the bench's process, user + system seconds
   * (runs before 2026-11-27 17:00 UTC have none).
   */
  scale?: {
    copies: number;
    importSeconds: number[];
    importLoads: number[];
    importCpuSeconds?: number[];
    /** When an earlier process of the bench imported the copies (this one found them there): its start. */
    importDate?: string;
  };
  /** The engine built in the bench's process: its resident memory before and after, MB (since issue 34). */
  engineBuild?: EngineBuild;
}

/**
 * Issue 34's corpus ten times the bench's (`--scale`): its run and its boot figures, per database. Either may be
 * missing: `--only boot --scale N` stores its figures even when no full run of the scale is stored.
 */
export interface ScaledResult {
  /** The copies' import, stored as soon as done: a run that resumes on the kept database reuses it. */
  import?: ScaledImport;
  run?: SizeResult;
  boot?: BootResult;
}

export interface ScaledImport {
  date: string;
  commit: string;
  imported: number;
  seconds: number;
  importSeconds: number[];
  importLoads: number[];
  importCpuSeconds?: number[];
}

export interface WebResult {
  date: string;
  commit: string;
  db: BenchDb;
  size: number;
  loadAverage: number;
  pageWeights: PageWeight[];
  lighthouse: LighthouseFigures[];
  firstScreenMs: number[];
  largestChars: number;
}

export interface StoredResults {
  machine: MachineInfo;
  runs: Record<string, SizeResult>;
  web?: WebResult;
  largestImportSeconds?: Partial<Record<BenchDb, number>>;
  /** Issue 29's fairness scenario, per database, at the largest size of its run. */
  fairness?: Partial<Record<BenchDb, FairnessResult>>;
  /** Issue 30's alert pass, per database, at the largest size of its run. */
  alerts?: Partial<Record<BenchDb, AlertsResult>>;
  /** Issue 33: time to the first search after a start, with and without the engine snapshot, per database. */
  boot?: Partial<Record<BenchDb, BootResult>>;
  /** Issue 34: the `--scale` run (900,000 articles), per database, kept apart from the sizes above. */
  scaled?: Partial<Record<BenchDb, ScaledResult>>;
}

/** Raw figures of every (database, size) measured, merged across runs: the report is rebuilt from them. */
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results/latest.json');

export function loadResults(machine: MachineInfo): StoredResults {
  try {
    const stored = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as StoredResults;
    return { ...stored, machine };
  } catch {
    return { machine, runs: {} };
  }
}

export function saveResults(results: StoredResults) {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

export const runKey = (db: BenchDb, size: number) => `${db}:${size}`;
