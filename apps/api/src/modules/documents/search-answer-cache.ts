import { DocumentSearchAnswer, type DocumentSearchParams } from '@lexfaso/contracts';
import type { DB } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { readDocumentsVersion } from '../../documents/document-store';
import { today } from '../../lib/clock';
import { PrecompressedBody } from '../../lib/precompressed';
import { SearchCache } from './search-cache';
import { type SearchViewer, searchDocuments } from './search-service';

// Whole search answers, serialised and compressed once. Under load, compressing a 10 KB answer on every
// request cost more than answering it from the search caches (CPU profile: zlib first). Keyed by the
// documents version (any document write), the day (period presets are relative to it), the parameters
// and what the answer says about the viewer; SearchCache's TTL bounds a renamed domain or type.
const answers = new WeakMap<DB, SearchCache<PrecompressedBody>>();

function cacheFor(db: DB) {
  let cache = answers.get(db);
  if (!cache) {
    cache = new SearchCache();
    answers.set(db, cache);
  }
  return cache;
}

/** The answer of GET /api/documents/filtered as bytes ready to send. */
export async function searchAnswer(
  db: DB,
  dialect: DialectName,
  params: DocumentSearchParams,
  viewer: SearchViewer,
): Promise<PrecompressedBody> {
  const version = await readDocumentsVersion(db);
  const sortedParams = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1));
  const key = JSON.stringify([version, today(), viewer.role, viewer.canDownloadPdf, sortedParams]);
  const cache = cacheFor(db);
  const hit = cache.get(key);
  if (hit) return hit;
  // Validated here once, as the route's serializer would; the bytes are then sent as they are.
  const json = JSON.stringify(
    DocumentSearchAnswer.parse(await searchDocuments(db, dialect, params, viewer, version)),
  );
  const answer = new PrecompressedBody(Buffer.from(json));
  // Filed under the version read before the search: a write during it makes the entry unreachable, never stale.
  cache.set(key, answer);
  return answer;
}
