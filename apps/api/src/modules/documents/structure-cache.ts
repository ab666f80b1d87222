import { type DocumentStructure, parseDocumentStructure } from '../../documents/structure';

export interface CachedStructure extends DocumentStructure {
  /** Lines of the content, so a client can tell a long document without receiving the text. */
  lineCount: number;
}

function countLines(content: string) {
  let lines = 1;
  for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) lines++;
  return lines;
}

// Parsing a 2 MB code takes a noticeable time; documents are read far more often than written,
// so the last structures are kept, keyed by id and update time (a change gives a new key).
const MAX_CACHED_CHARS = 40_000_000;
/** Short texts parse in well under a millisecond: caching them would only push the long ones out. */
const MIN_CACHED_CHARS = 20_000;
const cache = new Map<string, { structure: CachedStructure; size: number }>();
let cachedChars = 0;

export function documentStructure(id: number, updatedAt: string, content: string): CachedStructure {
  const key = `${id}:${updatedAt}:${content.length}`;
  const hit = cache.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting marks it as most recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit.structure;
  }
  const structure = { ...parseDocumentStructure(content), lineCount: countLines(content) };
  const size = content.length;
  if (size >= MIN_CACHED_CHARS && size <= MAX_CACHED_CHARS / 4) {
    cache.set(key, { structure, size });
    cachedChars += size;
    for (const [oldKey, entry] of cache) {
      if (cachedChars <= MAX_CACHED_CHARS) break;
      cache.delete(oldKey);
      cachedChars -= entry.size;
    }
  }
  return structure;
}
