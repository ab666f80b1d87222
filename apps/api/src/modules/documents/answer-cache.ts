import { PrecompressedBody } from '../../lib/precompressed';

// The serialised answer of GET /api/documents/{id} and its compressed forms: stringifying a multi-megabyte
// code took 80–220 ms per request and compressing it 400–800 ms more, for a text that changes rarely.
// Keyed by id, update time and full flag, so an edit gives a new key; bounded in entries and in bytes
// (identity bytes, which the compressed forms never exceed) so memory stays predictable.
const MAX_ENTRIES = 20;
const MAX_BYTES = 64 * 1024 * 1024;

const cache = new Map<string, PrecompressedBody>();
let cachedBytes = 0;

export const answerKey = (id: number, updatedAt: string, full: boolean) =>
  `${id}:${updatedAt}:${full ? 'full' : 'window'}`;

export function cachedAnswer(key: string): PrecompressedBody | undefined {
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Map keeps insertion order: re-inserting marks it as most recently used.
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

/** The answer for key, filed in the cache unless it alone would take more than half of it. */
export function storeAnswer(key: string, json: string): PrecompressedBody {
  const answer = new PrecompressedBody(Buffer.from(json));
  if (answer.size > MAX_BYTES / 2) return answer;
  const old = cache.get(key);
  if (old !== undefined) {
    cache.delete(key);
    cachedBytes -= old.size;
  }
  cache.set(key, answer);
  cachedBytes += answer.size;
  for (const [oldKey, entry] of cache) {
    if (cache.size <= MAX_ENTRIES && cachedBytes <= MAX_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= entry.size;
  }
  return answer;
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
