import { DOCUMENTS_API_MESSAGES, DocumentSearchAnswer, type DocumentSearchParams } from '@lexfaso/contracts';
import { LRUCache } from 'lru-cache';
import { PrecompressedBody } from '../../http/precompressed';
import { today } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { readDocumentsVersion } from './documents-version';
import type { SearchRunner } from './search-runner';
import type { SearchViewer } from './search-service';

// Whole search answers, serialised and compressed once. Under load, compressing a 10 KB answer on every
// request cost more than answering it from the search caches (CPU profile: zlib first). Keyed by the
// documents version (any document write), the day (period presets are relative to it), the parameters
// and what the answer says about the viewer; the TTL bounds a renamed domain or type.
// Identical searches arriving while one is being computed wait for it rather than compute it again
// (lru-cache's fetch): after a document write every answer is stale at once, and a popular search asked
// by many readers then costs one computation, not one per reader. A failed computation is not kept.
type Computation = () => Promise<PrecompressedBody>;
/** The TTL bounds what the version does not see (a domain renamed or deleted in the back-office). */
const SEARCH_CACHE_LIMITS = { max: 1000, ttl: 60_000 } as const;
const answers = new WeakMap<DB, LRUCache<string, PrecompressedBody, Computation>>();

function cacheFor(db: DB) {
  let cache = answers.get(db);
  if (!cache) {
    cache = new LRUCache<string, PrecompressedBody, Computation>({
      ...SEARCH_CACHE_LIMITS,
      fetchMethod: (_key, _stale, { context }) => context(),
      // A cleared or evicted entry must not cut short the requests waiting for it.
      ignoreFetchAbort: true,
    });
    answers.set(db, cache);
  }
  return cache;
}

/**
 * The answer of GET /api/documents/filtered as bytes ready to send. `shareComputations` false: an
 * identical search in flight is not waited for (the benchmark's measure of every search computed).
 */
export async function searchAnswer(
  db: DB,
  runner: SearchRunner,
  params: DocumentSearchParams,
  viewer: SearchViewer,
  shareComputations = true,
): Promise<PrecompressedBody> {
  const version = await readDocumentsVersion(db);
  const sortedParams = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1));
  const key = JSON.stringify([version, today(), viewer.role, viewer.canDownloadPdf, sortedParams]);
  const compute = async () => {
    // Validated here once, as the route's serializer would; the bytes are then sent as they are.
    const json = JSON.stringify(DocumentSearchAnswer.parse(await runner.search(params, viewer, version)));
    return new PrecompressedBody(Buffer.from(json));
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
