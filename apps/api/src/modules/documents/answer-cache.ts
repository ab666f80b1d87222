// The serialised answer of GET /api/documents/{id}: stringifying (and re-reading) a multi-megabyte code
// took 80–220 ms per request, for a text that changes rarely. Keyed by id, update time and full flag,
// so an edit gives a new key; bounded in entries and in characters so memory stays predictable.
const MAX_ENTRIES = 20;
const MAX_CHARS = 64 * 1024 * 1024;

const cache = new Map<string, string>();
let cachedChars = 0;

export const answerKey = (id: number, updatedAt: string, full: boolean) =>
  `${id}:${updatedAt}:${full ? 'full' : 'window'}`;

export function cachedAnswer(key: string): string | undefined {
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Map keeps insertion order: re-inserting marks it as most recently used.
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

export function storeAnswer(key: string, json: string) {
  if (json.length > MAX_CHARS / 2) return;
  const old = cache.get(key);
  if (old !== undefined) {
    cache.delete(key);
    cachedChars -= old.length;
  }
  cache.set(key, json);
  cachedChars += json.length;
  for (const [oldKey, entry] of cache) {
    if (cache.size <= MAX_ENTRIES && cachedChars <= MAX_CHARS) break;
    cache.delete(oldKey);
    cachedChars -= entry.length;
  }
}

/** Weak: the compression plugin changes the bytes, not the meaning. */
export const documentEtag = (id: number, updatedAt: string, full: boolean) =>
  `W/"doc-${id}-${Buffer.from(updatedAt).toString('base64url')}${full ? '-full' : ''}"`;

/** If-None-Match may list several tags, or '*'. */
export function matchesEtag(header: string | string[] | undefined, etag: string) {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || `W/${t}` === etag);
}
