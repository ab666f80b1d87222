import { COUNT_LIMIT, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_RANKED, PASSAGES_PER_HIT } from './bounds';
import { countFacets } from './facets';
import { type Before, type DocList, firstByKey, firstK } from './rank';
import type { Scratch } from './scratch';
import type { SearchIndex } from './search-index';
import type { DocumentHit, PassageHit, SearchFacets, SearchOrder, SearchRequest } from './types';

export interface Page {
  offset: number;
  size: number;
}

export function pageOf(request: SearchRequest): Page {
  const size = Math.min(Math.max(Math.trunc(request.pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(request.page ?? 1), 1);
  return { offset: Math.min((page - 1) * size, MAX_RANKED), size };
}

export interface RankedSet {
  /** The page's documents, in order. */
  page: number[];
  total: number;
  totalIsLowerBound: boolean;
  facets: SearchFacets;
  facetsApproximate: boolean;
}

/** Relevance: score, then the date order (newest, then highest id). Date: the date order alone. */
export function ordering(index: SearchIndex, scratch: Scratch, sort: SearchOrder): Before {
  const rank = index.dateOrder.ranks();
  if (sort === 'date') return (a, b) => rank[a] < rank[b];
  const score = scratch.docScore;
  return (a, b) => score[a] > score[b] || (score[a] === score[b] && rank[a] < rank[b]);
}

/**
 * Page, count and facets of scored documents (scores in scratch.docScore), after the documents a reference
 * puts first (`pinned`, in their order, not among `docs`).
 */
export function rankMatches(
  index: SearchIndex,
  scratch: Scratch,
  docs: DocList,
  sort: SearchOrder,
  page: Page,
  pinned: readonly number[] = [],
): RankedSet {
  const before = ordering(index, scratch, sort);
  const end = Math.min(page.offset + page.size, MAX_RANKED);
  const wordsEnd = Math.max(0, end - pinned.length);
  const count = pinned.length + docs.length;
  let counted: DocList = docs;
  const countedLimit = Math.max(0, COUNT_LIMIT - pinned.length);
  if (count > COUNT_LIMIT)
    counted = firstByKey(
      docs,
      sort === 'date' ? null : scratch.docScore,
      countedLimit,
      index.dateOrder.ranks(),
    );
  // The counted documents are the first in the order: the page, when within them, is picked among them
  // alone (a common word's 200,000 matches then cost one pass, not two).
  const pickedFrom = wordsEnd <= countedLimit ? counted : docs;
  const ranked = firstK(pickedFrom, wordsEnd, before).slice(Math.max(0, page.offset - pinned.length));
  if (pinned.length > 0) counted = [...pinned, ...counted];
  return {
    page: [...pinned.slice(page.offset, end), ...ranked],
    total: Math.min(count, COUNT_LIMIT),
    totalIsLowerBound: count > COUNT_LIMIT,
    facets: countFacets(index.table, counted),
    facetsApproximate: count > COUNT_LIMIT,
  };
}

/**
 * Browsing without words: every accepted document in date order. `span` is the part of the order the date
 * filters leave (DateOrder.span); `accept` still tests the dates, so a wider span only costs time.
 */
export function browse(
  index: SearchIndex,
  accept: (d: number) => boolean,
  page: Page,
  span: [number, number] = [0, index.dateOrder.length],
): RankedSet {
  const order = index.dateOrder;
  const end = Math.min(page.offset + page.size, MAX_RANKED);
  const shown: number[] = [];
  const counted: number[] = [];
  let total = 0;
  for (let i = span[0]; i < span[1]; i++) {
    const d = order.order[i];
    if (!accept(d)) continue;
    if (total >= page.offset && total < end) shown.push(d);
    if (total < COUNT_LIMIT) counted.push(d);
    total++;
    // Past the count limit the answer is known: the page (within MAX_RANKED) and the counted documents are
    // all in, and the total only says "more than COUNT_LIMIT". Browsing everything walked the whole order.
    if (total > COUNT_LIMIT) break;
  }
  return {
    page: shown,
    total: Math.min(total, COUNT_LIMIT),
    totalIsLowerBound: total > COUNT_LIMIT,
    facets: countFacets(index.table, counted),
    facetsApproximate: total > COUNT_LIMIT,
  };
}

/** Up to PASSAGES_PER_HIT passages of document d that the query reached, best first (then reading order). */
export function bestPassages(index: SearchIndex, scratch: Scratch, d: number): PassageHit[] {
  const t = index.table;
  const found: Array<{ p: number; delta: number }> = [];
  for (let p = t.firstPassage[d], end = p + t.passages[d]; p < end; p++)
    if (scratch.passageStamp[p] === scratch.stamp) found.push({ p, delta: scratch.passageDelta[p] });
  found.sort((a, b) => b.delta - a.delta || a.p - b.p);
  return found
    .slice(0, PASSAGES_PER_HIT)
    .map(({ p, delta }) => passageHit(index, p, scratch.docBase[d] + delta));
}

export function passageHit(index: SearchIndex, p: number, score: number, referenced = false): PassageHit {
  const t = index.table;
  return {
    ordinal: p - t.firstPassage[t.passageDoc[p]],
    anchor: t.anchors[p],
    articleKey: t.articleKeys[p],
    score,
    referenced,
  };
}

export function documentHit(
  index: SearchIndex,
  d: number,
  score: number,
  passages: PassageHit[],
): DocumentHit {
  return { documentId: index.table.externalId[d], score, passages };
}
