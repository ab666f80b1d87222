import { type CompiledQuery, sql } from 'kysely';
import type { DB } from '../db/database';

/**
 * A counter bumped by every news or news-category write, in the same transaction. The public news
 * routes cache their serialised answers under it (modules/news/response-cache.ts): the counter lives
 * in the database, so every API process sees a write at once. reset_at is far in the future so the
 * counters clean-up never removes it (same scheme as documents:version in document-store.ts).
 */
export const NEWS_VERSION_KEY = 'news:version';
const NEVER = 9_000_000_000_000;

export async function bumpNewsVersion(db: DB) {
  await sql`INSERT INTO counters (key, count, reset_at) VALUES (${NEWS_VERSION_KEY}, 1, ${NEVER})
    ON CONFLICT (key) DO UPDATE SET count = CASE WHEN counters.count >= 2000000000 THEN 1 ELSE counters.count + 1 END`.execute(
    db,
  );
}

// Read on every public news request: the statement is compiled once per database handle, not per call.
const compiled = new WeakMap<DB, CompiledQuery<{ count: number | string }>>();

export async function readNewsVersion(db: DB): Promise<number> {
  let query = compiled.get(db);
  if (!query) {
    query = db.selectFrom('counters').select('count').where('key', '=', NEWS_VERSION_KEY).compile();
    compiled.set(db, query);
  }
  const row = (await db.executeQuery(query)).rows[0];
  return row ? Number(row.count) : 0;
}
