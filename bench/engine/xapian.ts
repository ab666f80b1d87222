import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../args';

/** The anchor lives beside the repository (../shared/anchors); XAPIAN_ANCHOR points elsewhere. */
const XAPIAN_ANCHOR =
  process.env.XAPIAN_ANCHOR ?? path.resolve(REPO_ROOT, '../shared/anchors/xapian_anchor.py');
/** Debian's python3-xapian is built for the system interpreter, not for whatever python3 is first on PATH. */
const PYTHON = '/usr/bin/python3';
/** Runs the anchor unchanged with its counting bounded (issue 34: counted up to 10,000, as the product counts). */
const BOUNDED_RUNNER = path.resolve(REPO_ROOT, 'bench/engine/xapian_bounded.py');

/** One bench query as the anchor answers it: median of 5 after a warm-up, per way of counting. */
export interface XapianRow {
  params: Record<string, string>;
  /** Top 10 with Xapian's estimated count. */
  estimateMs: number;
  estimateHits: number;
  /** Top 10 with an exact count. */
  exactMs: number;
  exactHits: number;
  /** Top 10, exact count and the four facet counts (type, domain, jurisdiction, year): what the product answers. */
  facetsMs: number;
  facetsHits: number;
}

export type AnchorRun =
  | { ok: true; version: string; indexSeconds: number | null; rows: XapianRow[] }
  | { ok: false; reason: string };

/** Xapian's version through the interpreter the anchor runs with, or why it cannot run. */
function xapianVersion(): { version: string } | { reason: string } {
  if (!fs.existsSync(PYTHON)) return { reason: `${PYTHON} not found` };
  const probe = spawnSync(PYTHON, ['-c', 'import xapian; print(xapian.version_string())'], {
    encoding: 'utf8',
  });
  if (probe.status !== 0)
    return { reason: 'python3-xapian is not installed (apt-get install python3-xapian)' };
  return { version: probe.stdout.trim() };
}

/**
 * Runs the Xapian anchor on a SQLite database of the bench corpus with the given queries (their product
 * figures are copied beside Xapian's in its results.json). It builds its index in `dir` the first time (about
 * a minute at 90,000 articles) and reuses it afterwards, so `dir` must belong to that corpus only. With
 * `countBound`, every search checks at most that many documents (bench/engine/xapian_bounded.py): its results
 * go to `dir/bounded-<bound>`, over the index an unbounded run built in `dir`.
 */
export function runAnchor(
  dbPath: string,
  queries: Array<{ params: Record<string, string>; productMs: number; engineMs?: number; total: number }>,
  dir: string,
  anchor = XAPIAN_ANCHOR,
  countBound?: number,
): AnchorRun {
  if (!fs.existsSync(anchor))
    return { ok: false, reason: `the Xapian anchor is not at ${anchor} (set XAPIAN_ANCHOR)` };
  const probe = xapianVersion();
  if ('reason' in probe) return { ok: false, reason: probe.reason };
  const out = countBound === undefined ? dir : path.join(dir, `bounded-${countBound}`);
  fs.mkdirSync(out, { recursive: true });
  if (countBound !== undefined && !fs.existsSync(path.join(out, 'xapian-db')))
    fs.symlinkSync(path.join(dir, 'xapian-db'), path.join(out, 'xapian-db'));
  const input = path.join(out, 'queries.json');
  fs.writeFileSync(input, JSON.stringify(queries));
  fs.rmSync(path.join(out, 'results.json'), { force: true });
  const command =
    countBound === undefined
      ? [anchor, dbPath, input, out]
      : [BOUNDED_RUNNER, String(countBound), anchor, dbPath, input, out];
  const run = spawnSync(PYTHON, command, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 2 ** 20,
  });
  process.stdout.write(run.stdout ?? '');
  if (run.status !== 0) return { ok: false, reason: `the Xapian anchor exited with status ${run.status}` };
  const indexed = /indexed \d+ docs in ([\d.]+) s/.exec(run.stdout ?? '');
  return {
    ok: true,
    version: probe.version,
    indexSeconds: indexed ? Number(indexed[1]) : null,
    rows: JSON.parse(fs.readFileSync(path.join(out, 'results.json'), 'utf8')) as XapianRow[],
  };
}

/** runAnchor for bench/engine/run.ts: the rows, or null with the reason printed. */
export function runXapian(
  dbPath: string,
  queries: Array<{ params: Record<string, string>; productMs: number; engineMs?: number; total: number }>,
  dir: string,
  anchor = XAPIAN_ANCHOR,
): XapianRow[] | null {
  const result = runAnchor(dbPath, queries, dir, anchor);
  if (result.ok) return result.rows;
  console.log(`No Xapian figures: ${result.reason}.`);
  return null;
}
