import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';

/**
 * A counter bumped by every document write, in the same transaction. Searches cache their counts and
 * facets under it, so any process sees a change at once (the counter lives in the database).
 * reset_at is far in the future so the counters clean-up never removes it.
 */
const DOCUMENTS_VERSION_KEY = 'documents:version';
const NEVER = 9_000_000_000_000;

export async function bumpDocumentsVersion(db: DB): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`INSERT INTO counters (key, count, reset_at)
    VALUES (${DOCUMENTS_VERSION_KEY}, 1, ${NEVER})
    ON CONFLICT (key) DO UPDATE SET count = CASE WHEN counters.count >= 2000000000 THEN 1 ELSE counters.count + 1 END
    RETURNING count`.execute(db);
  return Number(rows[0].count);
}

/** A counter's value, 0 when it was never written. */
export async function readCounter(db: DB, key: string): Promise<number> {
  const row = await db.selectFrom('counters').select('count').where('key', '=', key).executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export const readDocumentsVersion = (db: DB): Promise<number> => readCounter(db, DOCUMENTS_VERSION_KEY);
