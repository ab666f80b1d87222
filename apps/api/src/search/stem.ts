import snowball from 'snowball-stemmers';
import { STEM_EXCEPTIONS } from './lexicon/stem-exceptions';

const stemmer = snowball.newStemmer('french');

// Legal text repeats a small vocabulary, so a bounded memo makes indexing 2 MB texts cheap.
const MAX_CACHE = 50_000;
const cache = new Map<string, string>();

/**
 * Plurals Snowball cannot join to their singular, where the meaning holds: 'baux' ('bail commercial',
 * 'baux commerciaux'), 'bestiaux' (the pastoral code's 'bétail'), 'aïeux' (family law's 'aïeul').
 * Not 'travaux': in Burkinabè and OHADA texts it means works ('marchés de travaux', 'travaux publics'),
 * while 'travail' is labour ('Code du travail'); Snowball keeps them apart ('traval', 'travail') and so
 * do we. Changing this list changes what is indexed: the documents holding a new form must be indexed
 * again (see migration 0007 and docs/search-engine.md).
 */
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['baux', 'bail'],
  ['bestiaux', 'betail'],
  ['aieux', 'aieul'],
]);

// Feminine -ière(s) to the masculine -ier Snowball stems: 'foncière' gave 'foncier' but 'foncier'
// gave 'fonci', so 'régime foncier' and 'propriété foncière' did not meet. Not in short words ('bière').
const FEMININE_IER_RE = /(?<=.{3})ieres?$/;

/**
 * French Snowball stem of an already folded (lower-case, accent-free) word, after the legal
 * vocabulary's exceptions (lexicon/stem-exceptions.ts), irregular plurals and feminine -ière.
 * Snowball keeps a final 's' after a/i/o/u ('lois' stays 'lois' while 'loi' is 'loi'); in legal
 * text that splits 'loi'/'lois', so we drop that 's' first for words of 4+ letters. The rule is
 * applied identically on both sides, so at worst it conflates rare pairs ('mois'/'moi').
 */
export function stemFolded(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  // A Map, not an object: a searched word such as 'constructor' must not find Object.prototype's.
  const exception = STEM_EXCEPTIONS.get(word);
  if (exception !== undefined) return remember(word, exception);
  let w = IRREGULAR_PLURALS.get(word) ?? word;
  w = w.replace(FEMININE_IER_RE, 'ier');
  if (w.length >= 4 && w.endsWith('s') && 'aiou'.includes(w[w.length - 2])) w = w.slice(0, -1);
  return remember(word, stemmer.stem(w).toLowerCase());
}

function remember(word: string, stem: string): string {
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(word, stem);
  return stem;
}
