import { analyzeTokens } from '../analyzer';
import type { ParsedReference } from '../references/parse-reference';
import { MAX_REFERENCED_DOCUMENTS } from './bounds';
import { holdingAll, titlesWithPhrase, titlesWithSplitPhrase } from './phrase';
import type { SearchIndex } from './search-index';
import { COST, type WorkBudget } from './work-budget';

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

/**
 * What a reference may read: the budget, and the documents the caller may see. A reader's reference never
 * names, counts or reports missing articles from a draft (its title or its articles would show through).
 */
export interface ReferenceScope {
  budget: WorkBudget;
  visible: (d: number) => boolean;
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

/**
 * The referenced article of document d, or -1. A key's passages are in ascending order (documents are
 * appended, a rebuild keeps the order) and a document's passages are consecutive: one binary search.
 */
function articleOf(index: SearchIndex, d: number, key: string): number {
  const list = index.articles.get(key);
  if (list === undefined) return -1;
  const first = index.table.firstPassage[d];
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < first) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] < first + index.table.passages[d] ? list[lo] : -1;
}

/** Article numbers looked up in `docs` documents: what pinning them costs, in work units. */
const lookups = (docs: number, keys: number) => COST.lookup * docs * keys;

/**
 * Visible documents whose title holds the name: as a phrase, else as a phrase interrupted in one place; null
 * when the budget ran out.
 */
function titlesNaming(index: SearchIndex, name: string, scope: ReferenceScope): number[] | null {
  const terms = termIds(index, name);
  const phrase = titlesWithPhrase(index, terms, scope.budget);
  if (phrase === null) return null;
  const named = phrase.map(([d]) => d).filter(scope.visible);
  if (named.length > 0) return named;
  return titlesWithSplitPhrase(index, terms, scope.budget)?.filter(scope.visible) ?? null;
}

/**
 * The visible documents whose title holds a text's name, main texts first: by the first of its forms
 * (official name, then other long names) that some title holds. Past the budget, the forms not read yet are
 * left out.
 */
export function namedTexts(index: SearchIndex, forms: readonly string[], scope: ReferenceScope): number[] {
  let named: number[] = [];
  for (const form of forms) {
    named = titlesNaming(index, form, scope) ?? [];
    if (named.length > 0 || scope.budget.exhausted) break;
  }
  return mainTextsFirst(index, named);
}

/**
 * The documents a reference names: by the lexicon's forms of the text's name (the official name first, then
 * other long names: titles write 'relatif au' or 'portant sur', add 'OHADA' and a date), else by the rest of
 * the query when titles hold all its words and one of them has a named article ('article 5 loi 2008-028').
 * Past the budget, the forms not read yet and the title search are left out.
 */
export function resolveReference(
  index: SearchIndex,
  ref: ParsedReference,
  formsOf: (name: string) => readonly string[],
  scope: ReferenceScope,
): ResolvedReference {
  if (ref.textName !== null)
    return { named: namedTexts(index, formsOf(ref.textName), scope), textName: ref.textName, rest: ref.rest };
  const terms = termIds(index, ref.rest);
  if (terms.length > 0 && terms.every((t) => t >= 0)) {
    const holding: number[] = [];
    const complete = holdingAll(index.titlePostings, terms, scope.budget, (d) => {
      if (!index.table.alive[d] || !scope.visible(d)) return;
      if (!scope.budget.take(lookups(1, ref.articles.length))) return false;
      if (ref.articles.some((key) => articleOf(index, d, key) >= 0)) holding.push(d);
    });
    if (complete && holding.length > 0)
      return { named: mainTextsFirst(index, holding), textName: ref.rest, rest: '' };
  }
  return { named: null, textName: null, rest: ref.rest };
}

/**
 * The documents to put first and the named articles found in none of them. A named text without any of
 * the articles is still put first (the answer says which articles it lacks). Candidates past the budget are
 * not looked at: the articles they hold are then not reported missing either (the answer is partial).
 */
export function pinReference(
  index: SearchIndex,
  articles: readonly string[],
  candidates: readonly number[],
  accept: (d: number) => boolean,
  keepWithout: boolean,
  scope: ReferenceScope,
): { pinned: Pinned[]; missing: string[] } {
  const found = new Set<string>();
  const holding: Pinned[] = [];
  // No array per candidate: a name held by thousands of titles (a code split into one document per article)
  // is as many candidates, most of them holding none of the articles.
  let complete = true;
  for (const d of candidates) {
    if (!scope.visible(d)) continue;
    if (!scope.budget.take(lookups(1, articles.length))) {
      complete = false;
      break;
    }
    let passages: number[] | null = null;
    for (const key of articles) {
      const p = articleOf(index, d, key);
      if (p < 0) continue;
      found.add(index.table.articleKeys[p] as string);
      passages ??= [];
      passages.push(p);
    }
    if (passages !== null) holding.push({ d, passages });
  }
  const pinned: Pinned[] = [];
  /** Keeps x when the filters accept it; false once MAX_REFERENCED_DOCUMENTS are kept. */
  const pin = (x: Pinned) => {
    if (accept(x.d)) pinned.push(x);
    return pinned.length < MAX_REFERENCED_DOCUMENTS;
  };
  if (holding.length > 0 || !keepWithout) {
    for (const x of holding) if (!pin(x)) break;
  } else for (const d of candidates) if (scope.visible(d) && !pin({ d, passages: [] })) break;
  return { pinned, missing: complete ? articles.filter((key) => !found.has(key)) : [] };
}

/**
 * Visible documents holding one of the articles, newest first (a reference that names no text and no words);
 * past the budget, those of the articles read so far.
 */
export function documentsWithArticles(
  index: SearchIndex,
  articles: readonly string[],
  scope: ReferenceScope,
): number[] {
  const docs = new Set<number>();
  for (const key of articles) {
    const passages = index.articles.get(key) ?? [];
    if (!scope.budget.take(COST.token * passages.length)) break;
    for (const p of passages) {
      const d = index.table.passageDoc[p];
      if (index.table.alive[d] && scope.visible(d)) docs.add(d);
    }
  }
  const rank = index.dateOrder.ranks();
  return [...docs].sort((a, b) => rank[a] - rank[b]);
}
