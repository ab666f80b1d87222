import { DOCUMENTS_API_MESSAGES, DocumentSearchAnswer, type DocumentSearchParams } from '@lexfaso/contracts';
import { LRUCache } from 'lru-cache';
import type { SearchRunner, SearchViewer } from '../../../deps';
import { PrecompressedBody } from '../../../http/precompressed';
import { today } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';
import { referenceDataVersion } from '../../reference-data/labels';
import { readDocumentsVersion } from '../documents-version';

// Whole search answers, serialised and compressed once. Under load, compressing a 10 KB answer on every
// request cost more than answering it from the search caches (CPU profile: zlib first). Keyed by the
// documents version (any document write), the labels' version (a renamed type, domain or organisme:
// reference-data/labels.ts), the day (period presets are relative to it), the parameters and what the answer
// says about the viewer.
// Identical searches arriving while one is being computed wait for it rather than compute it again
// (lru-cache's fetch): after a document write every answer is stale at once, and a popular search asked
// by many readers then costs one computation, not one per reader. A failed computation is not kept.
type Computation = () => Promise<PrecompressedBody>;

/**
 * Bounded in entries and in bytes (the identity bytes; compressed forms, made on demand, are smaller): 1,000
 * answers of 1.7 MB each once made the cache 1.7 GB. A page of 50 hits is about 60 KB, a page of 10 about
 * 15 KB, so 32 MB holds the thousand entries of ordinary searches; an answer above 512 KB is sent but not
 * kept (docs/search-engine.md, "Cost model").
 */
export const SEARCH_CACHE_LIMITS = {
  max: 1000,
  ttl: 60_000,
  maxSize: 32 * 1024 * 1024,
  maxEntrySize: 512 * 1024,
} as const;

/** Answers a search cut by the engine's clock: another run may find more, so they are not kept. */
const notKept = new WeakSet<PrecompressedBody>();

const answers = new WeakMap<DB, LRUCache<string, PrecompressedBody, Computation>>();

function cacheFor(db: DB) {
  let cache = answers.get(db);
  if (!cache) {
    cache = new LRUCache<string, PrecompressedBody, Computation>({
      ...SEARCH_CACHE_LIMITS,
      sizeCalculation: (answer) =>
        notKept.has(answer) ? SEARCH_CACHE_LIMITS.maxEntrySize + 1 : Math.max(1, answer.size),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A cleared or evicted entry must not cut short the requests waiting for it.
      ignoreFetchAbort: true,
    });
    answers.set(db, cache);
  }
  return cache;
}

/** The bytes the search answer cache of `db` holds (tests, the bounds above). */
export const searchCacheBytes = (db: DB): number => cacheFor(db).calculatedSize;

/**
 * The answer of GET /api/documents/filtered as bytes ready to send. `caller`: whom the engine time is counted
 * to. `shareComputations` false: an identical search in flight is not waited for (the benchmark's measure of
 * every search computed).
 */
export async function searchAnswer(
  db: DB,
  runner: SearchRunner,
  params: DocumentSearchParams,
  viewer: SearchViewer,
  caller: string,
  shareComputations = true,
): Promise<PrecompressedBody> {
  const [version, labelsVersion] = await Promise.all([readDocumentsVersion(db), referenceDataVersion(db)]);
  const sortedParams = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1));
  const key = JSON.stringify([
    version,
    labelsVersion,
    today(),
    viewer.role,
    viewer.canDownloadPdf,
    sortedParams,
  ]);
  const compute = async () => {
    const { answer, reproducible } = await runner.search(params, viewer, version, caller);
    // Validated here once, as the route's serializer would; the bytes are then sent as they are.
    const body = new PrecompressedBody(Buffer.from(JSON.stringify(DocumentSearchAnswer.parse(answer))));
    if (!reproducible) notKept.add(body);
    return body;
  };
  // Filed under the version read before the search: a write during it makes the entry unreachable, never stale.
  const cache = cacheFor(db);
  if (!shareComputations) {
    const answer = cache.get(key) ?? (await compute());
    cache.set(key, answer);
    return answer;
  }
  const answer = await cache.fetch(key, { context: compute });
  if (!answer) throw new Error(DOCUMENTS_API_MESSAGES.searchWithoutAnswer);
  return answer;
}
