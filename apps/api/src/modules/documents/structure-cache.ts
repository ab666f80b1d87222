import { LRUCache } from 'lru-cache';
import { readerStructure } from './category-readers';
import { type DocumentStructure, parseDocumentStructure } from './structure';

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
const cache = new LRUCache<string, CachedStructure>({
  maxSize: MAX_CACHED_CHARS,
  maxEntrySize: MAX_CACHED_CHARS / 4,
});

/**
 * The generic structure of a text; with its category, the one its readers are shown (a court decision's parts,
 * category-readers.ts). Search passages use the generic one, as the engine thread does.
 */
export function documentStructure(
  id: number,
  updatedAt: string,
  content: string,
  category?: string | null,
): CachedStructure {
  const key = `${id}:${updatedAt}:${content.length}`;
  let structure = cache.get(key);
  if (!structure) {
    structure = { ...parseDocumentStructure(content), lineCount: countLines(content) };
    // Sized by the text it was parsed from.
    if (content.length >= MIN_CACHED_CHARS) cache.set(key, structure, { size: content.length });
  }
  if (!category) return structure;
  return { ...readerStructure(structure, content, category), lineCount: structure.lineCount };
}
