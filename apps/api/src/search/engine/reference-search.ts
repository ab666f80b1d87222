import { analyzeTokens } from '../analyzer';
import type { ParsedReference } from '../references/parse-reference';
import { MAX_REFERENCED_DOCUMENTS } from './bounds';
import { holdingAll, titlesWithPhrase, titlesWithSplitPhrase } from './phrase';
import type { SearchIndex } from './search-index';

/** A document put first by a reference, with the referenced passages found in it (maybe none). */
export interface Pinned {
  d: number;
  passages: number[];
}

export interface ResolvedReference {
  /** Internal numbers of the texts named, main texts first; null when the query names none. */
  named: number[] | null;
  /** What the query called the text (the lexicon's name, or the words a title was found by). */
  textName: string | null;
  /** Words still to search. */
  rest: string;
}

const termIds = (index: SearchIndex, text: string) =>
  analyzeTokens(text).map((token) => index.vocabulary.id(token) ?? -1);

/**
 * The text itself before the texts that amend it: both hold its name in their title, the text has the
 * most articles ('Code du travail' has hundreds, 'Loi portant modification du Code du travail' a few);
 * then the newest.
 */
function mainTextsFirst(index: SearchIndex, docs: number[]): number[] {
  const rank = index.dateOrder.ranks();
  const passages = index.table.passages;
  return docs.sort((a, b) => passages[b] - passages[a] || rank[a] - rank[b]);
}

/** The referenced article of document d, or -1. */
function articleOf(index: SearchIndex, d: number, key: string): number {
  for (const p of index.articles.get(key) ?? []) if (index.table.passageDoc[p] === d) return p;
  return -1;
}

/** Live documents whose title holds the name: as a phrase, else as a phrase interrupted in one place. */
function titlesNaming(index: SearchIndex, name: string): number[] {
  const terms = termIds(index, name);
  const phrase = titlesWithPhrase(index, terms).map(([d]) => d);
  return phrase.length > 0 ? phrase : titlesWithSplitPhrase(index, terms);
}

/**
 * The documents a reference names: by the lexicon's forms of the text's name (the official name first, then
 * other long names: titles write 'relatif au' or 'portant sur', add 'OHADA' and a date), else by the rest of
 * the query when titles hold all its words and one of them has a named article ('article 5 loi 2008-028').
 */
export function resolveReference(
  index: SearchIndex,
  ref: ParsedReference,
  formsOf: (name: string) => readonly string[],
): ResolvedReference {
  if (ref.textName !== null) {
    let named: number[] = [];
    for (const form of formsOf(ref.textName)) {
      named = titlesNaming(index, form);
      if (named.length > 0) break;
    }
    return { named: mainTextsFirst(index, named), textName: ref.textName, rest: ref.rest };
  }
  const terms = termIds(index, ref.rest);
  if (terms.length > 0 && terms.every((t) => t >= 0)) {
    const holding: number[] = [];
    holdingAll(index.titlePostings, terms, (d) => {
      if (index.table.alive[d] && ref.articles.some((key) => articleOf(index, d, key) >= 0)) holding.push(d);
    });
    if (holding.length > 0) return { named: mainTextsFirst(index, holding), textName: ref.rest, rest: '' };
  }
  return { named: null, textName: null, rest: ref.rest };
}

/**
 * The documents to put first and the named articles found in none of them. A named text without any of
 * the articles is still put first (the answer says which articles it lacks).
 */
export function pinReference(
  index: SearchIndex,
  articles: readonly string[],
  candidates: readonly number[],
  accept: (d: number) => boolean,
  keepWithout: boolean,
): { pinned: Pinned[]; missing: string[] } {
  const found = new Set<string>();
  const holding: Pinned[] = [];
  for (const d of candidates) {
    const passages = articles.map((key) => articleOf(index, d, key)).filter((p) => p >= 0);
    for (const p of passages) found.add(index.table.articleKeys[p] as string);
    if (passages.length > 0) holding.push({ d, passages });
  }
  const pinned = holding.length > 0 || !keepWithout ? holding : candidates.map((d) => ({ d, passages: [] }));
  return {
    pinned: pinned.filter((x) => accept(x.d)).slice(0, MAX_REFERENCED_DOCUMENTS),
    missing: articles.filter((key) => !found.has(key)),
  };
}

/** Documents holding one of the articles, newest first (a reference that names no text and no words). */
export function documentsWithArticles(index: SearchIndex, articles: readonly string[]): number[] {
  const docs = new Set<number>();
  for (const key of articles)
    for (const p of index.articles.get(key) ?? []) {
      const d = index.table.passageDoc[p];
      if (index.table.alive[d]) docs.add(d);
    }
  const rank = index.dateOrder.ranks();
  return [...docs].sort((a, b) => rank[a] - rank[b]);
}
