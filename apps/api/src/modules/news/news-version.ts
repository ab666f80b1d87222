import { type CompiledQuery, sql } from 'kysely';
import type { DB } from '../../platform/db/database';

/**
 * A counter bumped by every news or news-category write, in the same transaction. The public news
 * routes cache their serialised answers under it (modules/news/response-cache.ts): the counter lives
 * in the database, so every API process sees a write at once. reset_at is far in the future so the
 * counters clean-up never removes it (same scheme as documents:version in modules/documents/document-store.ts).
 */
export const NEWS_VERSION_KEY = 'news:version';
const NEVER = 9_000_000_000_000;

/**
 * How long a process trusts the version it last read. Without it every public news request paid one
 * database round trip, which on PostgreSQL cost more than the rest of the cached answer (bench: 24–42 % of
 * a bare route's throughput). Another process's write is therefore seen within this delay.
 */
export const NEWS_VERSION_TTL_MS = 250;
/** After a write in this process, the version is read afresh until its transaction has surely committed. */
const AFTER_LOCAL_WRITE_MS = 2_000;
let readAfreshUntil = 0;

export async function bumpNewsVersion(db: DB) {
  readAfreshUntil = Date.now() + AFTER_LOCAL_WRITE_MS;
  await sql`INSERT INTO counters (key, count, reset_at) VALUES (${NEWS_VERSION_KEY}, 1, ${NEVER})
    ON CONFLICT (key) DO UPDATE SET count = CASE WHEN counters.count >= 2000000000 THEN 1 ELSE counters.count + 1 END`.execute(
    db,
  );
}

// Read on every public news request: the statement is compiled once per database handle, not per call.
const compiled = new WeakMap<DB, CompiledQuery<{ count: number | string }>>();
const lastRead = new WeakMap<DB, { version: number; at: number }>();

/** The news version, read at most every NEWS_VERSION_TTL_MS per database handle (always just after a local write). */
export async function readNewsVersion(db: DB): Promise<number> {
  const now = Date.now();
  const last = lastRead.get(db);
  if (last && now - last.at < NEWS_VERSION_TTL_MS && now >= readAfreshUntil) return last.version;
  const version = await readNewsVersionFromDb(db);
  lastRead.set(db, { version, at: now });
  return version;
}

async function readNewsVersionFromDb(db: DB): Promise<number> {
  let query = compiled.get(db);
  if (!query) {
    query = db.selectFrom('counters').select('count').where('key', '=', NEWS_VERSION_KEY).compile();
    compiled.set(db, query);
  }
  const row = (await db.executeQuery(query)).rows[0];
  return row ? Number(row.count) : 0;
}
