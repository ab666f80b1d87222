import { LRUCache } from 'lru-cache';
import { PrecompressedBody } from '../../http/precompressed';

// The serialised answer of GET /api/documents/{id} and its compressed forms: stringifying a multi-megabyte
// code took 80–220 ms per request and compressing it 400–800 ms more, for a text that changes rarely.
// Keyed by id, update time and form (first window, full, table of contents), so an edit gives a new key; bounded in entries and in bytes
// (identity bytes, which the compressed forms never exceed) so memory stays predictable.
const MAX_BYTES = 64 * 1024 * 1024;

const cache = new LRUCache<string, PrecompressedBody>({
  max: 20,
  maxSize: MAX_BYTES,
  // An answer alone taking more than half of the cache is sent but not kept.
  maxEntrySize: MAX_BYTES / 2,
  sizeCalculation: (answer) => Math.max(1, answer.size),
});

/** The forms of a document answer: GET /documents/{id}, with ?full=1, and GET /documents/{id}/toc. */
export type AnswerForm = 'window' | 'full' | 'toc';

export const answerKey = (id: number, updatedAt: string, form: AnswerForm) => `${id}:${updatedAt}:${form}`;

export const cachedAnswer = (key: string): PrecompressedBody | undefined => cache.get(key);

/** The answer for key, filed in the cache (unless too large for it). */
export function storeAnswer(key: string, json: string): PrecompressedBody {
  const answer = new PrecompressedBody(Buffer.from(json));
  cache.set(key, answer);
  return answer;
}

/** Weak: the compression plugin changes the bytes, not the meaning. */
export const documentEtag = (id: number, updatedAt: string, form: AnswerForm) =>
  `W/"doc-${id}-${Buffer.from(updatedAt).toString('base64url')}${form === 'window' ? '' : `-${form}`}"`;
