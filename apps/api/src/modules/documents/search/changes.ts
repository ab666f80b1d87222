import { sql } from 'kysely';
import { nowIso } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';
import { bumpDocumentsVersion, readCounter } from '../documents-version';

// The log each API process's search engine catches up from (migration 0012, docs/deployment.md).
const PRUNED_KEY = 'search_changes:pruned';
const KEEP_MS = 24 * 3600_000;
/** Pruning looks at the log once every this many writes. */
const PRUNE_EVERY = 100;
const NEVER = 9_000_000_000_000;

/**
 * A document write, in its own transaction: bumps the documents version (the answer caches' key) and logs
 * which document that version changed, so every process's engine reloads it before its next search.
 */
export async function recordDocumentChange(
  db: DB,
  documentId: number,
  /** The version this transaction already took (bumpDocumentsVersion), to write with the row itself. */
  taken?: number,
): Promise<number> {
  const version = taken ?? (await bumpDocumentsVersion(db));
  await db
    .insertInto('search_changes')
    .values({ version, document_id: documentId, created_at: nowIso() })
    .execute();
  if (version % PRUNE_EVERY === 0) await pruneChanges(db);
  return version;
}

/** Rows one pruning reads at most: pruning runs every PRUNE_EVERY writes, so it keeps up with any write rate. */
export const PRUNE_PAGE = 1000;

/**
 * Drops the oldest rows of the log when they are older than a day; a process that had not applied them
 * rebuilds its engine. Reads at most PRUNE_PAGE rows, through the version index, from the oldest on: there is
 * no index on created_at, and reading the whole log every PRUNE_EVERY writes made an import slow down as the
 * log grew (issue 34). Only a run of the oldest versions is dropped, so the log always holds every change
 * after the pruned mark (what a snapshot's catch-up relies on, docs/search-engine.md "Snapshots").
 */
async function pruneChanges(db: DB) {
  const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
  const oldestRows = (limit: number) =>
    db
      .selectFrom('search_changes')
      .select(['version', 'created_at'])
      .orderBy('version')
      .limit(limit)
      .execute();
  // Most of the time the oldest row is recent: one row read.
  const first = await oldestRows(1);
  if (first.length === 0 || first[0].created_at >= cutoff) return;
  const oldest = await oldestRows(PRUNE_PAGE);
  let through: number | null = null;
  for (const row of oldest) {
    if (row.created_at >= cutoff) break;
    through = Number(row.version);
  }
  if (through === null) return;
  await sql`INSERT INTO counters (key, count, reset_at) VALUES (${PRUNED_KEY}, ${through}, ${NEVER})
    ON CONFLICT (key) DO UPDATE SET count = ${through}`.execute(db);
  await db.deleteFrom('search_changes').where('version', '<=', through).execute();
}

/** The documents changed after `version`, and the newest version logged; null when that part of the log is gone. */
export async function changesSince(
  db: DB,
  version: number,
): Promise<{ documentIds: number[]; latest: number } | null> {
  if (version < (await readCounter(db, PRUNED_KEY))) return null;
  const rows = await db
    .selectFrom('search_changes')
    .select(['document_id', 'version'])
    .where('version', '>', version)
    .execute();
  let latest = version;
  for (const r of rows) latest = Math.max(latest, Number(r.version));
  return { documentIds: [...new Set(rows.map((r) => Number(r.document_id)))], latest };
}
