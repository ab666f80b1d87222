/**
 * The speed anchor of issue 22: the same 50 bench queries through the Xapian anchor
 * (../shared/anchors/xapian_anchor.py), on a SQLite database of the same corpus, in the same run as the
 * product's own timings, so the two stand side by side under the same machine conditions.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type BenchTarget,
  countArticles,
  importArticles,
  importLargestDocument,
  openTarget,
  prepareTarget,
} from './database';
import { runAnchor } from './engine/xapian';
import type { BenchQuery } from './queries';
import type { XapianFigures } from './results';
import { round } from './stats';

const published = (dbPath: string) => {
  const db = new SQLite(dbPath, { readonly: true });
  try {
    return Number(
      (db.prepare('SELECT COUNT(*) AS n FROM documents WHERE is_published = 1').get() as { n: number }).n,
    );
  } finally {
    db.close();
  }
};

/**
 * A SQLite database holding what the target holds: the target's own on SQLite; on PostgreSQL a SQLite copy of
 * the corpus imported the same way (the first `size` articles and the largest document), kept in the work
 * directory for the next size (and, with --keep, the next run).
 */
async function anchorCorpus(target: BenchTarget, size: number, workDir: string, archive: string) {
  if (target.db === 'sqlite') return path.join(target.dataDir, 'lexfaso.sqlite');
  let copy = await prepareTarget('sqlite', path.join(workDir, 'anchor'), false);
  let handle = await openTarget(copy);
  if ((await countArticles(handle)) > size) {
    await handle.close();
    copy = await prepareTarget('sqlite', path.join(workDir, 'anchor'), true);
    handle = await openTarget(copy);
  }
  try {
    await importArticles(handle, archive, size);
    await importLargestDocument(handle, archive);
  } finally {
    await handle.close();
  }
  return path.join(copy.dataDir, 'lexfaso.sqlite');
}

/**
 * Runs the anchor on the product's queries and figures. Its index is kept per size under the work directory
 * and built again when the corpus it was built from differs (another archive or another count of
 * published documents).
 */
export async function measureXapian(
  target: BenchTarget,
  size: number,
  opts: { workDir: string; archive: string },
  queries: readonly BenchQuery[],
  product: ReadonlyArray<{ productMs: number; engineMs: number; total: number }>,
): Promise<XapianFigures> {
  const dbPath = await anchorCorpus(target, size, opts.workDir, opts.archive);
  const dir = path.join(opts.workDir, 'xapian', String(size));
  const stamp = path.join(dir, 'corpus.json');
  const corpus = JSON.stringify({ archive: opts.archive, size, published: published(dbPath) });
  // The stamp is written after a run that succeeded: an index left half built by a failed run is not reused.
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== corpus)
    fs.rmSync(dir, { recursive: true, force: true });
  const run = runAnchor(
    dbPath,
    queries.map((q, i) => ({ params: q.params, ...product[i] })),
    dir,
  );
  if (!run.ok) return { missing: run.reason };
  fs.writeFileSync(stamp, corpus);
  return {
    version: run.version,
    indexSeconds: run.indexSeconds,
    queries: run.rows.map((r) => ({
      estimateMs: round(r.estimateMs, 2),
      exactMs: round(r.exactMs, 2),
      facetsMs: round(r.facetsMs, 2),
      hits: r.facetsHits,
    })),
  };
}

/** Drops the anchor's corpus copy and indexes (the bench's databases go the same way without --keep). */
export function dropAnchor(workDir: string) {
  fs.rmSync(path.join(workDir, 'anchor'), { recursive: true, force: true });
  fs.rmSync(path.join(workDir, 'xapian'), { recursive: true, force: true });
}
