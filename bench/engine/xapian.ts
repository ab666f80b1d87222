import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const XAPIAN_ANCHOR = '/work/shared/anchors/xapian_anchor.py';

export interface XapianRow {
  params: Record<string, string>;
  estimateMs: number;
  exactMs: number;
  facetsMs: number;
  facetsHits: number;
}

/**
 * Runs the Xapian anchor (Debian's python3-xapian) on the same database and queries; it builds its index in
 * `dir` the first time (about a minute) and reuses it. Null, with the reason printed, when it cannot run.
 */
export function runXapian(
  dbPath: string,
  queries: Array<{ params: Record<string, string>; productMs: number; total: number }>,
  dir: string,
  anchor = XAPIAN_ANCHOR,
): XapianRow[] | null {
  if (!fs.existsSync(anchor)) {
    console.log(`Xapian anchor not found (${anchor}): engine figures only.`);
    return null;
  }
  fs.mkdirSync(dir, { recursive: true });
  const input = path.join(dir, 'queries.json');
  fs.writeFileSync(input, JSON.stringify(queries));
  const run = spawnSync('/usr/bin/python3', [anchor, dbPath, input, dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) {
    console.log('The Xapian anchor failed (python3-xapian missing?): engine figures only.');
    return null;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'results.json'), 'utf8')) as XapianRow[];
}
