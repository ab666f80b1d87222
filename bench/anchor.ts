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
import { runAnchor, type XapianRow } from './engine/xapian';
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
async function anchorCorpus(
  target: BenchTarget,
  size: number,
  scale: number,
  workDir: string,
  archive: string,
) {
  if (target.db === 'sqlite') return path.join(target.dataDir, 'lexfaso.sqlite');
  let copy = await prepareTarget('sqlite', path.join(workDir, 'anchor'), false);
  let handle = await openTarget(copy);
  if ((await countArticles(handle)) > size * scale) {
    await handle.close();
    copy = await prepareTarget('sqlite', path.join(workDir, 'anchor'), true);
    handle = await openTarget(copy);
  }
  try {
    await importArticles(handle, archive, size, scale);
    await importLargestDocument(handle, archive);
  } finally {
    await handle.close();
  }
  return path.join(copy.dataDir, 'lexfaso.sqlite');
}

/** Issue 34: the product counts hits up to 10,000; the anchor is also run counting as far, no further. */
const PRODUCT_COUNT_BOUND = 10_000;

/**
 * Runs the anchor on the product's queries and figures, counting every hit, then (with `bounded`) counting
 * up to the product's bound. Its index is kept per corpus size under the work directory and built again when
 * the corpus it was built from differs (another archive or another count of published documents).
 */
export async function measureXapian(
  target: BenchTarget,
  size: number,
  opts: { workDir: string; archive: string; scale: number },
  queries: readonly BenchQuery[],
  product: ReadonlyArray<{ productMs: number; engineMs: number; total: number }>,
): Promise<XapianFigures> {
  const dbPath = await anchorCorpus(target, size, opts.scale, opts.workDir, opts.archive);
  const dir = path.join(opts.workDir, 'xapian', String(size * opts.scale));
  const stamp = path.join(dir, 'corpus.json');
  const corpus = JSON.stringify({
    archive: opts.archive,
    size,
    scale: opts.scale,
    published: published(dbPath),
  });
  // The stamp is written after a run that succeeded: an index left half built by a failed run is not reused.
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== corpus)
    fs.rmSync(dir, { recursive: true, force: true });
  const rows = queries.map((q, i) => ({ params: q.params, ...product[i] }));
  const run = runAnchor(dbPath, rows, dir);
  if (!run.ok) return { missing: run.reason };
  fs.writeFileSync(stamp, corpus);
  const figures = (r: XapianRow) => ({
    estimateMs: round(r.estimateMs, 2),
    exactMs: round(r.exactMs, 2),
    facetsMs: round(r.facetsMs, 2),
    hits: r.facetsHits,
  });
  const bounded = runAnchor(dbPath, rows, dir, undefined, PRODUCT_COUNT_BOUND);
  return {
    version: run.version,
    indexSeconds: run.indexSeconds,
    queries: run.rows.map(figures),
    ...(bounded.ok
      ? { bounded: { countBound: PRODUCT_COUNT_BOUND, queries: bounded.rows.map(figures) } }
      : {}),
  };
}

/** Drops the anchor's corpus copy and indexes (the bench's databases go the same way without --keep). */
export function dropAnchor(workDir: string) {
  fs.rmSync(path.join(workDir, 'anchor'), { recursive: true, force: true });
  fs.rmSync(path.join(workDir, 'xapian'), { recursive: true, force: true });
}
