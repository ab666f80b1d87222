import { SEARCH_QUERY_LIMITS } from '@lexfaso/contracts/without-schemas';
import { articleKey } from './article-key';
import { placedTokens, type TextNames } from './text-names';

export interface ParsedReference {
  /** Article numbers as articleKey() writes them, in the order typed, ranges expanded. */
  articles: string[];
  /** The text named, as the lexicon writes it, or null. */
  textName: string | null;
  /** The input without the reference and the text's name: words to search. */
  rest: string;
  /** The input without the reference, the text's name kept: the words a search's snippets mark. */
  words: string;
  /**
   * Some numbers were left out: past MAX_REFERENCE_ARTICLES, or inside a range longer than MAX_RANGE (only
   * its ends are named).
   */
  cut: boolean;
}

const NOT_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_AFTER = '(?![\\p{L}\\p{N}])';
// Accented letters as escapes: these are patterns, not French text (\u00e8 è, \u00e0 à).
const FIRST = `(?:1\\s?(?:er|re|\\u00e8re)|premi(?:er|\\u00e8re))${NOT_AFTER}`;
const SUFFIX = `(?:[\\s-]*(?:bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies)${NOT_AFTER})?`;
const CODE_PREFIX = '(?:(?:L\\.?\\s?O|[LRD])\\.?\\s?)';
/** One article number ('12', '5 bis', 'L. 111-1', 'premier'): exported for the references found in texts. */
export const NUMBER = `(?:${FIRST}|${CODE_PREFIX}?\\d+(?:\\s?[-–.]\\s?\\d+)*${SUFFIX}|unique${NOT_AFTER})`;
/** Words joining numbers: a list ('et') or a range ('à', 'au'). */
export const RANGE_WORDS = ['\u00e0', 'a', 'au'];
const LIST_WORDS = ['et', ...RANGE_WORDS];
export const SEPARATOR = `\\s*(?:,|&|${NOT_BEFORE}(?:${LIST_WORDS.join('|')})${NOT_AFTER})\\s*`;
/** 'article 12', 'art. 5 bis', 'articles 5 à 7', 'art 3, 4 et 9', 'article premier', 'article L. 111-1'. */
const MARKED_RE = new RegExp(
  `${NOT_BEFORE}(?:articles?|art)${NOT_AFTER}\\.?\\s*(${NUMBER}(?:${SEPARATOR}${NUMBER})*)`,
  'giu',
);
const NUMBER_RE = new RegExp(NUMBER, 'giu');
/** A code article without the word 'article': 'L. 111-1', 'R225-151', 'LO 4-2' (upper case, with a dash). */
const BARE_RE = new RegExp(`${NOT_BEFORE}(?:L\\.?\\s?O|[LRD])\\.?\\s?\\d+(?:[-–]\\d+)+${NOT_AFTER}`, 'gu');
/** Articles one range names at most; a longer range ('5 à 500') names its two ends. */
export const MAX_RANGE = SEARCH_QUERY_LIMITS.rangeLength;
/** Article numbers one query names at most, ranges expanded; the others are left out. */
export const MAX_REFERENCE_ARTICLES = SEARCH_QUERY_LIMITS.referenceArticles;

/** Article numbers in the order typed, each once, at most MAX_REFERENCE_ARTICLES; `cut` when some were left out. */
class ArticleList {
  readonly keys: string[] = [];
  private readonly seen = new Set<string>();
  cut = false;

  add(key: string): void {
    if (this.seen.has(key)) return;
    if (this.keys.length === MAX_REFERENCE_ARTICLES) {
      this.cut = true;
      return;
    }
    this.seen.add(key);
    this.keys.push(key);
  }
}

/**
 * The numbers of one marked list, ranges ('5 à 7') expanded. A range starts at a number that does not end
 * one: 'articles 1 à 51 à 101' is the range 1 to 51, then 101 (chained ranges once named 63,751 articles).
 */
function listKeys(list: string, out: ArticleList): void {
  const numbers = [...list.matchAll(NUMBER_RE)];
  let previousEndedRange = false;
  numbers.forEach((m, i) => {
    const key = articleKey(m[0]);
    if (key === null) return;
    const previous = numbers[i - 1];
    const between = previous
      ? list
          .slice((previous.index ?? 0) + previous[0].length, m.index)
          .trim()
          .toLowerCase()
      : '';
    const from = previous ? articleKey(previous[0]) : null;
    const range =
      !previousEndedRange &&
      RANGE_WORDS.includes(between) &&
      from !== null &&
      /^\d+$/.test(from) &&
      /^\d+$/.test(key);
    previousEndedRange = false;
    if (range) {
      const [a, b] = [Number(from), Number(key)];
      if (b - a > MAX_RANGE) out.cut = true;
      else for (let n = a + 1; n < b; n++) out.add(String(n));
      previousEndedRange = true;
    }
    out.add(key);
  });
}

const blank = (s: string, start: number, end: number) =>
  s.slice(0, start) + ' '.repeat(end - start) + s.slice(end);

/** Words left of a query, spaces folded; '' when nothing searchable is left ('du', 'de la'). */
function searchable(s: string): string {
  const words = s.replace(/\s+/g, ' ').trim();
  return placedTokens(words).length === 0 ? '' : words;
}

/**
 * Finds article references in a query: 'article 36 code du travail', 'art. 36 du code du travail',
 * 'L. 111-1', 'article 1er constitution', 'articles 5 à 7', 'AUDCG art. 123'. 'article'/'art.' before a
 * number marks a reference and is not searched as a word. Null when the query names no article.
 */
export function parseReference(input: string, names: TextNames | null): ParsedReference | null {
  const articles = new ArticleList();
  let rest = input;
  for (const m of input.matchAll(MARKED_RE)) {
    listKeys(m[1], articles);
    rest = blank(rest, m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of input.matchAll(BARE_RE)) {
    const key = articleKey(m[0]);
    if (key === null || rest.slice(m.index, (m.index ?? 0) + m[0].length).trim() === '') continue;
    articles.add(key);
    rest = blank(rest, m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  if (articles.keys.length === 0) return null;
  const name = names?.find(rest) ?? null;
  // 'du', 'de la' left between the number and the name are nothing to search.
  const words = searchable(rest);
  return {
    articles: articles.keys,
    textName: name?.name ?? null,
    rest: name === null ? words : searchable(blank(rest, name.start, name.end)),
    words,
    cut: articles.cut,
  };
}
