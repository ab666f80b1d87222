import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../platform/db/database';

// The text of long documents, kept in memory by id and update time (an edit gives a new key). A search
// hit in a whole code needs its text for the snippet and the reader's block windows need it for the
// structure: reading 5.7 M characters out of PostgreSQL's TOAST cost 45–60 ms per request, and a code
// matching a common word sits on many result pages. Short texts are read with their row as before.

/** Texts longer than this are read through the cache; shorter ones come inline with their row. */
export const INLINE_TEXT_MAX = 20_000;
const MAX_CACHED_CHARS = 64_000_000;

const cache = new LRUCache<string, string>({
  maxSize: MAX_CACHED_CHARS,
  maxEntrySize: MAX_CACHED_CHARS / 4,
  sizeCalculation: (text) => Math.max(1, text.length),
});

const keyOf = (id: number, updatedAt: string) => `${id}:${updatedAt}`;

/**
 * The content of document id as of updatedAt, from the cache or the database. Undefined when the row is
 * gone. If the row changed since updatedAt, the newer text is returned (and filed under its own time).
 */
export async function longDocumentText(db: DB, id: number, updatedAt: string): Promise<string | undefined> {
  const key = keyOf(id, updatedAt);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const { rows } = await sql<{ content: string; updated_at: string }>`
    SELECT content, updated_at FROM documents WHERE id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  if (row.content.length > INLINE_TEXT_MAX) cache.set(keyOf(id, row.updated_at), row.content);
  return row.content;
}
