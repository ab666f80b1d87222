import {
  BODY_B,
  BODY_WEIGHT,
  HEADING_B,
  HEADING_WEIGHT,
  idf,
  lengthSlope,
  PROXIMITY_SHARE,
  SECOND_PASSAGE_SHARE,
  saturate,
  TITLE_B,
  TITLE_WEIGHT,
} from './bm25f';
import { isChunk } from './chunk-lengths';
import { weighDecision } from './decision-rank';
import { findPhrase, type PhraseMatches } from './phrase';
import type { Leaf, Plan } from './plan';
import type { Scratch } from './scratch';
import type { SearchIndex } from './search-index';
import { weighRepealed } from './status-rank';
import { COST, type WorkBudget } from './work-budget';

/**
 * How much of a plan a run searched, in the order it searches: the items of its clauses one after the other
 * (`clauseItems[i]` items of clause i; only the last may have fewer than its clause), then its first
 * `excluded` exclusions, then its first `pairs` proximity pairs. A run cut short answers exactly what the
 * plan cut to these would answer (an OR clause cut to its first items finds what they find), its last item
 * reading only its first `lastItemRead` postings when the budget paid for part of them.
 */
export interface Searched {
  clauseItems: number[];
  excluded: number;
  pairs: number;
  /** Postings read of the last item searched when it was read in part (a phrase: of its rarest term), else null. */
  lastItemRead: number | null;
  /** That last item is a phrase whose titles were read (phrase.ts, TITLE_SHARE). */
  lastItemTitles: boolean;
}

const nothingSearched = (): Searched => ({
  clauseItems: [],
  excluded: 0,
  pairs: 0,
  lastItemRead: null,
  lastItemTitles: false,
});

/**
 * A posting of a word that may add a hit is paid for with the hit (weighed, ranked, counted); an excluded
 * word's postings add none.
 */
const POSITIVE_POSTING = COST.posting + COST.hit;

/**
 * Documents per block when the several terms of one leaf (a prefix's, a synonym's) are scored block by block
 * (scoreTermsInBlocks): a block's slots in the table's and the scratch's arrays, about 100 bytes a document
 * with its passages, stay in a core's cache while each term reads its postings there. Term after term over the
 * whole corpus, a term's postings land on slots the term before left cold.
 */
export const TERM_BLOCK_DOCS = 4096;

/** A leaf whose postings are paid for and whose phrases are found: scoring it reads nothing more. */
type ReadyLeaf =
  | { kind: 'terms'; terms: number[]; readUpTo?: number }
  | { kind: 'phrase'; terms: number[]; matches: PhraseMatches }
  | { kind: 'all'; parts: ReadyLeaf[] };

/**
 * Runs a plan: which documents match (every clause satisfied somewhere in the document: its title or any
 * passage; no excluded item anywhere in it) and how well each passage matches. A passage's score is kept as
 * the document's title-only part (docBase, the same for all its passages) plus its own delta, so passages
 * that hold no query word cost nothing. Scores and masks live in the scratch arrays.
 */
export class Evaluator {
  private stamp = 0;
  private passages = 0;
  // Length norm of a field: 1 − b + slope·length, slope = b / average length (an article's heading and body
  // against the articles', a chunk's against the chunks': chunk-lengths.ts).
  private titleSlope = 0;
  private headingSlope = 0;
  private bodySlope = 0;
  private chunkHeadingSlope = 0;
  private chunkBodySlope = 0;
  /** The bit of the top-level clause being scored. */
  private clauseBit = 0;
  /** Repealed articles match nothing (status-rank.ts). */
  private inForceOnly = false;
  /** Clauses a document must already hold for the clause being scored to score it (scoreClauses). */
  private mustHold = 0;

  /** The run under way skips documents that can no longer match (scoreClauses). */
  private pruning = true;

  /** The filters' test when a filter narrows the run: the documents it rejects are not scored (run). */
  private narrowing: ((d: number) => boolean) | null = null;

  /**
   * `blockDocs`: documents per block when a leaf's several terms are scored (scoreTermsInBlocks); 0 scores
   * them term after term over the whole corpus, the reference term-blocks.test.ts compares with.
   */
  constructor(
    private readonly index: SearchIndex,
    private readonly s: Scratch,
    private readonly blockDocs = TERM_BLOCK_DOCS,
  ) {}

  /**
   * Documents of the last run holding most of the clauses but not all (more than half, at least two;
   * none excluded, accepted), scored like the others: what a query finding few documents adds below them.
   * Like the run's answer, a view of the scratch arrays, valid until the next run.
   */
  partial = new Int32Array(0);

  /** What the last run searched of its plan (all of it unless the budget ran out). */
  searched: Searched = nothingSearched();

  /**
   * Scores the plan; returns the matching documents accepted by `accept` (scores in scratch.docScore; a view
   * of the scratch arrays, valid until the next run). Each item, exclusion and pair is paid for before any of
   * it is scored: the first that does not fit in the budget ends the run, and the answer is the one of the
   * plan cut there (`searched`). A clause's word is the exception: it is read in part, its first postings as
   * far as the budget pays, so that a word too common to read whole still finds documents. `pruning` false scores every posting: a document shown whatever words it
   * holds (a reference's) still gets its passages, and pruning.test.ts compares with it. `narrowing`, the
   * filters' own test (filters.ts, compileNarrowing), is asked before a posting is scored: a document it
   * rejects is never touched, as `accept` would leave it out of the answer anyway, and the postings of a
   * word in the documents a filter leaves out cost a test instead of a score.
   */
  run(
    plan: Plan,
    accept: (d: number) => boolean,
    budget: WorkBudget,
    inForceOnly = false,
    pruning = true,
    narrowing: ((d: number) => boolean) | null = null,
  ): Int32Array {
    this.s.begin(this.index);
    this.inForceOnly = inForceOnly;
    this.pruning = pruning;
    this.narrowing = narrowing;
    this.stamp = this.s.stamp;
    this.passages = this.index.passageCount;
    const averages = this.index.averages;
    this.titleSlope = lengthSlope(TITLE_B, averages.title);
    this.headingSlope = lengthSlope(HEADING_B, averages.articles.heading);
    this.bodySlope = lengthSlope(BODY_B, averages.articles.body);
    this.chunkHeadingSlope = lengthSlope(HEADING_B, averages.chunks.heading);
    this.chunkBodySlope = lengthSlope(BODY_B, averages.chunks.body);
    const searched = nothingSearched();
    this.searched = searched;
    const done = () => this.collect(searched.clauseItems.length, accept);
    const ready: ReadyLeaf[][] = [];
    let whole = true;
    for (const clause of plan.clauses) {
      const items = this.readyItems(clause, budget, true);
      if (items.length > 0) {
        ready.push(items);
        searched.clauseItems.push(items.length);
      }
      const lastItem = items.length > 0 ? items[items.length - 1] : undefined;
      const lastRead = lastItem === undefined ? undefined : readInPart(lastItem);
      if (lastRead !== undefined) {
        searched.lastItemRead = lastRead;
        searched.lastItemTitles = lastItem?.kind === 'phrase' && lastItem.matches.titlesRead === true;
        whole = false;
        break;
      }
      if (items.length < clause.length) {
        whole = false;
        break;
      }
    }
    this.scoreClauses(ready);
    if (!whole) return done();
    for (const leaf of plan.excluded) {
      const item = this.ready(leaf, budget, false, COST.posting);
      if (item === null) return done();
      this.exclude(item);
      searched.excluded++;
    }
    for (const pair of plan.pairs) {
      const matches = findPhrase(this.index, pair, budget);
      if (matches === null) break;
      this.scorePhrase(pair, matches, 0, false, PROXIMITY_SHARE);
      searched.pairs++;
    }
    return done();
  }

  /**
   * Scores the clauses paid for, the one with the fewest postings first. Each clause keeps its bit (its place
   * in the plan); once a document misses so many clauses that it can no longer hold as many as a match needs
   * (every one, or most of them: collect), its postings in the clauses left are skipped: a common word then
   * costs a look-up for each document it alone reaches, not a score. The same documents match, with the
   * same scores, as when every posting is scored (pruning.test.ts).
   */
  private scoreClauses(ready: ReadyLeaf[][]): void {
    const count = ready.length;
    const needed = matchNeeds(count);
    const order = ready.map((_, j) => j);
    order.sort((a, b) => postingsOf(this.index, ready[a]) - postingsOf(this.index, ready[b]));
    order.forEach((j, scored) => {
      this.clauseBit = (1 << j) >>> 0;
      // Clauses left after this one, this one included: a document must already hold the rest.
      this.mustHold = this.pruning ? needed - (count - scored) : 0;
      for (const leaf of ready[j]) this.positive(leaf, this.clauseBit, false);
    });
    this.mustHold = 0;
    this.clauseBit = 0;
  }

  /**
   * The clause's first items the budget pays for, in order, a word's postings `each` apiece (an excluded
   * group's parts add no hit: ready); `inPart`, the first item that does not fit whole may be a word or a
   * phrase read in part, and is the last.
   */
  private readyItems(
    leaves: Leaf[],
    budget: WorkBudget,
    inPart = false,
    each = POSITIVE_POSTING,
  ): ReadyLeaf[] {
    const out: ReadyLeaf[] = [];
    for (const leaf of leaves) {
      const ready =
        inPart && leaf.kind === 'terms'
          ? this.readyInPart(leaf, budget)
          : this.ready(leaf, budget, inPart, each);
      if (ready === null) break;
      out.push(ready);
      if (readInPart(ready) !== undefined) break;
    }
    return out;
  }

  /**
   * Pays for as many of a word's postings as fit: the leaf itself when all do, its first ones (`readUpTo`)
   * when only some do, null when none do.
   */
  private readyInPart(leaf: Leaf & { kind: 'terms' }, budget: WorkBudget): ReadyLeaf | null {
    const readable = readablePostings(this.index, leaf);
    const read = budget.takePart(readable, POSITIVE_POSTING);
    if (read === readable) return leaf;
    return read === 0 ? null : { kind: 'terms', terms: leaf.terms, readUpTo: read };
  }

  /**
   * Pays for a leaf's postings (a term's are counted, `each` apiece, a phrase is found), or null when they
   * do not fit; a phrase `inPart` may be found in its first passages only (findPhrase).
   */
  private ready(leaf: Leaf, budget: WorkBudget, inPart = false, each = POSITIVE_POSTING): ReadyLeaf | null {
    if (leaf.kind === 'all') {
      const parts = this.readyItems(leaf.parts, budget, false, each);
      return parts.length === leaf.parts.length ? { kind: 'all', parts } : null;
    }
    if (leaf.kind === 'phrase') {
      const upTo = leaf.readUpTo ?? Number.POSITIVE_INFINITY;
      const matches = findPhrase(this.index, leaf.terms, budget, { inPart, upTo, titles: leaf.withTitles });
      return matches === null ? null : { kind: 'phrase', terms: leaf.terms, matches };
    }
    return budget.take(each * readablePostings(this.index, leaf)) ? leaf : null;
  }

  /**
   * Documents reached by the plan's positive items, whether or not they matched (after run). A passage's
   * delta is first weighed by the share of the query's clauses it holds, its document's title counting
   * (coordination): the article holding every word comes before one repeating a single word.
   */
  private collect(clauses: number, accept: (d: number) => boolean): Int32Array {
    const s = this.s;
    const passageDoc = this.index.table.passageDoc;
    s.orderTouched(this.index);
    weighRepealed(this.index.table.repealed, s.passageDelta, s.touchedPassages, s.touchedPassageCount);
    for (let k = 0; k < s.touchedPassageCount; k++) {
      const p = s.touchedPassages[k];
      const d = passageDoc[p];
      if (clauses > 1) s.passageDelta[p] *= bitCount(s.passageMask[p] | s.titleMask[d]) / clauses;
      const v = s.passageDelta[p];
      if (v > s.best1[d]) {
        s.best2[d] = s.best1[d];
        s.best1[d] = v;
      } else if (v > s.best2[d]) s.best2[d] = v;
    }
    const full = clauses >= 32 ? 0xffffffff : ((1 << clauses) >>> 0) - 1;
    const most = matchNeeds(clauses);
    const { matched, partlyMatched, touchedDocs, excludedStamp, docMask } = s;
    const court = this.index.table.court;
    let found = 0;
    let partly = 0;
    for (let k = 0; k < s.touchedDocCount; k++) {
      const d = touchedDocs[k];
      if (excludedStamp[d] === this.stamp || !accept(d)) continue;
      if (docMask[d] !== full) {
        if (bitCount(docMask[d]) < most) continue;
        partlyMatched[partly++] = d;
      } else matched[found++] = d;
      const score = s.docBase[d] + s.best1[d] + SECOND_PASSAGE_SHARE * s.best2[d];
      s.docScore[d] = weighDecision(court, d, score);
      s.matchStamp[d] = this.stamp;
    }
    this.partial = partlyMatched.subarray(0, partly);
    return matched.subarray(0, found);
  }

  private positive(leaf: ReadyLeaf, bit: number, inGroup: boolean): void {
    if (leaf.kind === 'terms') {
      const max = leaf.readUpTo ?? Number.POSITIVE_INFINITY;
      if (leaf.terms.length > 1 && this.blockDocs > 0) this.scoreTermsInBlocks(leaf.terms, bit, inGroup, max);
      else {
        let left = max;
        for (const t of leaf.terms) left = this.scoreTerm(t, bit, inGroup, left);
      }
    } else if (leaf.kind === 'phrase') {
      this.scorePhrase(leaf.terms, leaf.matches, bit, inGroup);
    } else {
      const s = this.s;
      s.nextGroupGeneration();
      leaf.parts.forEach((part, j) => {
        this.positive(part, (1 << j) >>> 0, true);
      });
      const full = ((1 << leaf.parts.length) >>> 0) - 1;
      for (let k = 0; k < s.groupDocCount; k++) {
        const d = s.groupDocs[k];
        if (s.groupMask[d] === full) s.docMask[d] |= bit;
      }
    }
  }

  /**
   * Scores a term's first `max` postings (titles, then passages, each compact list before its delta); returns
   * how many more the leaf may read.
   */
  private scoreTerm(t: number, bit: number, inGroup: boolean, max: number): number {
    const v = this.index.vocabulary;
    const weight = idf(v.passageFrequency[t] + v.titlePassages[t], this.passages);
    const generation = this.s.nextTermGeneration();
    let left = max;
    const titles = this.index.titlePostings;
    const titleStart = titles.start(t);
    for (let i = titleStart, end = titleStart + Math.min(titles.end(t) - titleStart, left); i < end; i++)
      this.titleHit(titles.ids[i], titles.tfs[i], weight, generation, bit, inGroup);
    left -= Math.min(titles.end(t) - titleStart, left);
    const titleDelta = titles.delta.get(t);
    if (titleDelta) {
      const n = Math.min(titleDelta.length, left);
      for (let i = 0; i < n; i++)
        this.titleHit(titleDelta.ids[i], titleDelta.tfs[i], weight, generation, bit, inGroup);
      left -= n;
    }
    const passages = this.index.passagePostings;
    const passageStart = passages.start(t);
    const passageCount = Math.min(passages.end(t) - passageStart, left);
    for (let i = passageStart, end = passageStart + passageCount; i < end; i++)
      this.passageHit(passages.ids[i], passages.tfs[i], weight, generation, bit, inGroup);
    left -= passageCount;
    const passageDelta = passages.delta.get(t);
    if (passageDelta) {
      const n = Math.min(passageDelta.length, left);
      for (let i = 0; i < n; i++)
        this.passageHit(passageDelta.ids[i], passageDelta.tfs[i], weight, generation, bit, inGroup);
      left -= n;
    }
    return left;
  }

  /**
   * Scores the first `max` postings of several terms, as scoreTerm one term after the other would (the same
   * postings, each term's titles before its passages), but a block of documents at a time: each term's
   * postings among the block's documents and their passages, then the next term's. A document's title and
   * passages lie in one block (a document's passages follow each other, in the documents' order), and every
   * slot still adds its terms in their order, so the scores are the same to the last bit (term-blocks.test.ts).
   * The postings added since the last rebuild (above every compact id) come last, term by term, as before.
   */
  private scoreTermsInBlocks(terms: number[], bit: number, inGroup: boolean, max: number): void {
    const { titlePostings: titles, passagePostings: passages, table, vocabulary: v } = this.index;
    const n = terms.length;
    const weights = new Float64Array(n);
    const titleAt = new Int32Array(n);
    const titleEnd = new Int32Array(n);
    const passageAt = new Int32Array(n);
    const passageEnd = new Int32Array(n);
    const titleDeltaRead = new Int32Array(n);
    const passageDeltaRead = new Int32Array(n);
    let left = max;
    const take = (count: number) => {
      const read = Math.min(count, left);
      left -= read;
      return read;
    };
    let unread = 0;
    for (let i = 0; i < n; i++) {
      const t = terms[i];
      weights[i] = idf(v.passageFrequency[t] + v.titlePassages[t], this.passages);
      titleAt[i] = titles.start(t);
      titleEnd[i] = titleAt[i] + take(titles.end(t) - titleAt[i]);
      titleDeltaRead[i] = take(titles.delta.get(t)?.length ?? 0);
      passageAt[i] = passages.start(t);
      passageEnd[i] = passageAt[i] + take(passages.end(t) - passageAt[i]);
      passageDeltaRead[i] = take(passages.delta.get(t)?.length ?? 0);
      unread += titleEnd[i] - titleAt[i] + passageEnd[i] - passageAt[i];
    }
    for (let first = 0; unread > 0 && first < table.docCount; first += this.blockDocs) {
      const docEnd = first + this.blockDocs;
      const passageLimit = docEnd < table.docCount ? table.firstPassage[docEnd] : table.passageCount;
      for (let i = 0; i < n; i++) {
        const generation = this.s.nextTermGeneration();
        const from = titleAt[i];
        let k = from;
        for (; k < titleEnd[i] && titles.ids[k] < docEnd; k++)
          this.titleHit(titles.ids[k], titles.tfs[k], weights[i], generation, bit, inGroup);
        titleAt[i] = k;
        unread -= k - from;
        const passageFrom = passageAt[i];
        let j = passageFrom;
        for (; j < passageEnd[i] && passages.ids[j] < passageLimit; j++)
          this.passageHit(passages.ids[j], passages.tfs[j], weights[i], generation, bit, inGroup);
        passageAt[i] = j;
        unread -= j - passageFrom;
      }
    }
    for (let i = 0; i < n; i++) {
      const generation = this.s.nextTermGeneration();
      const titleDelta = titles.delta.get(terms[i]);
      for (let k = 0; titleDelta && k < titleDeltaRead[i]; k++)
        this.titleHit(titleDelta.ids[k], titleDelta.tfs[k], weights[i], generation, bit, inGroup);
      const passageDelta = passages.delta.get(terms[i]);
      for (let k = 0; passageDelta && k < passageDeltaRead[i]; k++)
        this.passageHit(passageDelta.ids[k], passageDelta.tfs[k], weights[i], generation, bit, inGroup);
    }
  }

  /**
   * A phrase scores as one term: its occurrences per field, the sum of its words' idf (times `share`: a
   * proximity pair adds to its words' own scores).
   */
  private scorePhrase(
    terms: number[],
    matches: PhraseMatches,
    bit: number,
    inGroup: boolean,
    share = 1,
  ): void {
    const v = this.index.vocabulary;
    let weight = 0;
    for (const t of terms) weight += share * idf(v.passageFrequency[t] + v.titlePassages[t], this.passages);
    const generation = this.s.nextTermGeneration();
    for (let i = 0; i < matches.docs.length; i++)
      this.titleHit(matches.docs[i], matches.docTfs[i], weight, generation, bit, inGroup);
    for (let i = 0; i < matches.passages.length; i++)
      this.passageHit(matches.passages[i], matches.passageTfs[i], weight, generation, bit, inGroup);
  }

  private titleHit(d: number, tf: number, weight: number, generation: number, bit: number, inGroup: boolean) {
    const index = this.index;
    if (!index.table.alive[d] || !this.mayMatch(d) || this.rejects(d)) return;
    const s = this.s;
    const x = (TITLE_WEIGHT * tf) / (1 - TITLE_B + this.titleSlope * index.table.titleLength[d]);
    const base = weight * saturate(x);
    s.termStamp[d] = generation;
    s.titleX[d] = x;
    s.titleBase[d] = base;
    this.touchDoc(d);
    s.docBase[d] += base;
    s.titleMask[d] |= this.clauseBit;
    this.mark(d, bit, inGroup);
  }

  private passageHit(
    p: number,
    tf: number,
    weight: number,
    generation: number,
    bit: number,
    inGroup: boolean,
  ) {
    const index = this.index;
    const d = index.table.passageDoc[p];
    if (
      !index.table.alive[d] ||
      (this.inForceOnly && index.table.repealed[p] === 1) ||
      !this.mayMatch(d) ||
      this.rejects(d)
    )
      return;
    const s = this.s;
    const table = index.table;
    const inBody = tf & 4095;
    const inHeading = tf >>> 12;
    const chunk = isChunk(table, p);
    const bodySlope = chunk ? this.chunkBodySlope : this.bodySlope;
    const headingSlope = chunk ? this.chunkHeadingSlope : this.headingSlope;
    let x = inBody === 0 ? 0 : (BODY_WEIGHT * inBody) / (1 - BODY_B + bodySlope * table.bodyLength[p]);
    if (inHeading !== 0)
      x += (HEADING_WEIGHT * inHeading) / (1 - HEADING_B + headingSlope * table.headingLength[p]);
    const score =
      s.termStamp[d] === generation
        ? weight * saturate(x + s.titleX[d]) - s.titleBase[d]
        : weight * saturate(x);
    if (s.passageStamp[p] !== this.stamp) {
      s.passageStamp[p] = this.stamp;
      s.passageDelta[p] = 0;
      s.passageMask[p] = 0;
      s.touchedPassages[s.touchedPassageCount++] = p;
    }
    s.passageDelta[p] += score;
    s.passageMask[p] |= this.clauseBit;
    this.touchDoc(d);
    this.mark(d, bit, inGroup);
  }

  /** Document d holds enough of the clauses scored so far to match in the end (scoreClauses). */
  private mayMatch(d: number): boolean {
    if (this.mustHold <= 0) return true;
    const s = this.s;
    return s.docStamp[d] === this.stamp && bitCount(s.docMask[d]) >= this.mustHold;
  }

  /** A filter leaves document d out (narrowing); asked after mayMatch, which is cheaper once clauses prune. */
  private rejects(d: number): boolean {
    return this.narrowing !== null && !this.narrowing(d);
  }

  private touchDoc(d: number): void {
    const s = this.s;
    if (s.docStamp[d] === this.stamp) return;
    s.docStamp[d] = this.stamp;
    s.docMask[d] = 0;
    s.titleMask[d] = 0;
    s.docBase[d] = 0;
    s.best1[d] = 0;
    s.best2[d] = 0;
    s.touchedDocs[s.touchedDocCount++] = d;
  }

  private mark(d: number, bit: number, inGroup: boolean): void {
    const s = this.s;
    if (!inGroup) {
      s.docMask[d] |= bit;
      return;
    }
    if (s.groupStamp[d] !== s.groupGeneration) {
      s.groupStamp[d] = s.groupGeneration;
      s.groupMask[d] = 0;
      s.groupDocs[s.groupDocCount++] = d;
    }
    s.groupMask[d] |= bit;
  }

  private exclude(leaf: ReadyLeaf): void {
    const s = this.s;
    const table = this.index.table;
    const excludeDoc = (d: number) => {
      s.excludedStamp[d] = this.stamp;
    };
    if (leaf.kind === 'phrase') {
      for (const d of leaf.matches.docs) excludeDoc(d);
      for (const p of leaf.matches.passages) excludeDoc(table.passageDoc[p]);
      return;
    }
    const terms = leaf.kind === 'terms' ? leaf.terms : [];
    const { titlePostings: titles, passagePostings: passages } = this.index;
    for (const t of terms) {
      for (let i = titles.start(t), end = titles.end(t); i < end; i++) excludeDoc(titles.ids[i]);
      for (const id of titles.delta.get(t)?.ids.subarray(0, titles.delta.get(t)?.length) ?? [])
        excludeDoc(id);
      for (let i = passages.start(t), end = passages.end(t); i < end; i++)
        excludeDoc(table.passageDoc[passages.ids[i]]);
      const delta = passages.delta.get(t);
      for (const p of delta?.ids.subarray(0, delta.length) ?? []) excludeDoc(table.passageDoc[p]);
    }
  }
}

/**
 * Clauses a document must hold to be reached by the answer: every one, or with three clauses or more, most of
 * them (more than half, at least two): Evaluator.partial.
 */
function matchNeeds(clauses: number): number {
  return clauses < 3 ? clauses : Math.max(2, Math.floor(clauses / 2) + 1);
}

/** How many postings of an item read in part were read; undefined when it was read whole. */
function readInPart(leaf: ReadyLeaf): number | undefined {
  if (leaf.kind === 'terms') return leaf.readUpTo;
  return leaf.kind === 'phrase' ? leaf.matches.readUpTo : undefined;
}

/** Postings a clause's items read: what orders the clauses (scoreClauses). */
function postingsOf(index: SearchIndex, items: ReadyLeaf[]): number {
  let n = 0;
  for (const leaf of items) {
    if (leaf.kind === 'all') n += postingsOf(index, leaf.parts);
    else if (leaf.kind === 'phrase') n += leaf.matches.docs.length + leaf.matches.passages.length;
    else n += readablePostings(index, leaf);
  }
  return n;
}

/** The postings a terms leaf reads: all its terms', or its first `readUpTo`. */
function readablePostings(index: SearchIndex, leaf: { terms: number[]; readUpTo?: number }): number {
  return Math.min(termPostings(index, leaf.terms), leaf.readUpTo ?? Number.POSITIVE_INFINITY);
}

/** Title and passage postings of the terms: what a terms leaf costs (ready) and reads (postingsOf). */
function termPostings(index: SearchIndex, terms: number[]): number {
  let n = 0;
  for (const t of terms) n += index.titlePostings.count(t) + index.passagePostings.count(t);
  return n;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
