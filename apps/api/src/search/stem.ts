import snowball from 'snowball-stemmers';

const stemmer = snowball.newStemmer('french');

// Legal text repeats a small vocabulary, so a bounded memo makes indexing 2 MB texts cheap.
const MAX_CACHE = 50_000;
const cache = new Map<string, string>();

/**
 * Plurals Snowball cannot join to their singular (-ail → -aux): 'baux' is the one legal text uses
 * ('bail commercial', 'baux commerciaux'). Changing this list changes what is indexed: the documents
 * holding a new form must be indexed again (see migration 0007).
 */
export const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([['baux', 'bail']]);

/**
 * French Snowball stem of an already folded (lower-case, accent-free) word.
 * Snowball keeps a final 's' after a/i/o/u ('lois' stays 'lois' while 'loi' is 'loi'); in legal
 * text that splits 'loi'/'lois', so we drop that 's' first for words of 4+ letters. The rule is
 * applied identically on both sides, so at worst it conflates rare pairs ('mois'/'moi').
 */
export function stemFolded(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  // A Map, not an object: a searched word such as 'constructor' must not find Object.prototype's.
  let w = IRREGULAR_PLURALS.get(word) ?? word;
  if (w.length >= 4 && w.endsWith('s') && 'aiou'.includes(w[w.length - 2])) w = w.slice(0, -1);
  const stem = stemmer.stem(w).toLowerCase();
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(word, stem);
  return stem;
}
