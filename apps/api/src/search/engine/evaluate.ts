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
 * plan cut to these would answer (an OR clause cut to its first items finds what they find).
 */
export interface Searched {
  clauseItems: number[];
  excluded: number;
  pairs: number;
}

/** A leaf whose postings are paid for and whose phrases are found: scoring it reads nothing more. */
type ReadyLeaf =
  | { kind: 'terms'; terms: number[] }
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

  constructor(
    private readonly index: SearchIndex,
    private readonly s: Scratch,
  ) {}

  /**
   * Documents of the last run holding most of the clauses but not all (more than half, at least two;
   * none excluded, accepted), scored like the others: what a query finding few documents adds below them.
   */
  partial: number[] = [];

  /** What the last run searched of its plan (all of it unless the budget ran out). */
  searched: Searched = { clauseItems: [], excluded: 0, pairs: 0 };

  /**
   * Scores the plan; returns the matching documents accepted by `accept` (scores in scratch.docScore). Each
   * item, exclusion and pair is paid for before any of it is scored: the first that does not fit in the
   * budget ends the run, and the answer is the one of the plan cut there (`searched`).
   */
  run(plan: Plan, accept: (d: number) => boolean, budget: WorkBudget, inForceOnly = false): number[] {
    this.s.begin(this.index);
    this.inForceOnly = inForceOnly;
    this.stamp = this.s.stamp;
    this.passages = this.index.passageCount;
    const averages = this.index.averages;
    this.titleSlope = lengthSlope(TITLE_B, averages.title);
    this.headingSlope = lengthSlope(HEADING_B, averages.articles.heading);
    this.bodySlope = lengthSlope(BODY_B, averages.articles.body);
    this.chunkHeadingSlope = lengthSlope(HEADING_B, averages.chunks.heading);
    this.chunkBodySlope = lengthSlope(BODY_B, averages.chunks.body);
    const searched: Searched = { clauseItems: [], excluded: 0, pairs: 0 };
    this.searched = searched;
    const done = () => this.collect(searched.clauseItems.length, accept);
    for (const clause of plan.clauses) {
      const ready = this.readyItems(clause, budget);
      if (ready.length > 0) {
        this.clauseBit = (1 << searched.clauseItems.length) >>> 0;
        for (const leaf of ready) this.positive(leaf, this.clauseBit, false);
        searched.clauseItems.push(ready.length);
      }
      if (ready.length < clause.length) return done();
    }
    this.clauseBit = 0;
    for (const leaf of plan.excluded) {
      const ready = this.ready(leaf, budget);
      if (ready === null) return done();
      this.exclude(ready);
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

  /** The clause's first items the budget pays for, in order. */
  private readyItems(leaves: Leaf[], budget: WorkBudget): ReadyLeaf[] {
    const out: ReadyLeaf[] = [];
    for (const leaf of leaves) {
      const ready = this.ready(leaf, budget);
      if (ready === null) break;
      out.push(ready);
    }
    return out;
  }

  /** Pays for a leaf's postings (a term's are counted, a phrase is found), or null when they do not fit. */
  private ready(leaf: Leaf, budget: WorkBudget): ReadyLeaf | null {
    if (leaf.kind === 'all') {
      const parts = this.readyItems(leaf.parts, budget);
      return parts.length === leaf.parts.length ? { kind: 'all', parts } : null;
    }
    if (leaf.kind === 'phrase') {
      const matches = findPhrase(this.index, leaf.terms, budget);
      return matches === null ? null : { kind: 'phrase', terms: leaf.terms, matches };
    }
    const { titlePostings, passagePostings } = this.index;
    let postings = 0;
    for (const t of leaf.terms) postings += titlePostings.count(t) + passagePostings.count(t);
    return budget.take(COST.posting * postings) ? leaf : null;
  }

  /**
   * Documents reached by the plan's positive items, whether or not they matched (after run). A passage's
   * delta is first weighed by the share of the query's clauses it holds, its document's title counting
   * (coordination): the article holding every word comes before one repeating a single word.
   */
  private collect(clauses: number, accept: (d: number) => boolean): number[] {
    const s = this.s;
    const passageDoc = this.index.table.passageDoc;
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
    const out: number[] = [];
    const most = Math.max(2, Math.floor(clauses / 2) + 1);
    this.partial = [];
    for (let k = 0; k < s.touchedDocCount; k++) {
      const d = s.touchedDocs[k];
      if (s.excludedStamp[d] === this.stamp || !accept(d)) continue;
      if (s.docMask[d] !== full) {
        if (clauses < 3 || bitCount(s.docMask[d]) < most) continue;
        this.partial.push(d);
      } else out.push(d);
      const score = s.docBase[d] + s.best1[d] + SECOND_PASSAGE_SHARE * s.best2[d];
      s.docScore[d] = weighDecision(this.index.table.court, d, score);
      s.matchStamp[d] = this.stamp;
    }
    return out;
  }

  private positive(leaf: ReadyLeaf, bit: number, inGroup: boolean): void {
    if (leaf.kind === 'terms') {
      for (const t of leaf.terms) this.scoreTerm(t, bit, inGroup);
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

  private scoreTerm(t: number, bit: number, inGroup: boolean): void {
    const v = this.index.vocabulary;
    const weight = idf(v.passageFrequency[t] + v.titlePassages[t], this.passages);
    const generation = this.s.nextTermGeneration();
    const titles = this.index.titlePostings;
    for (let i = titles.start(t), end = titles.end(t); i < end; i++)
      this.titleHit(titles.ids[i], titles.tfs[i], weight, generation, bit, inGroup);
    const titleDelta = titles.delta.get(t);
    if (titleDelta)
      for (let i = 0; i < titleDelta.length; i++)
        this.titleHit(titleDelta.ids[i], titleDelta.tfs[i], weight, generation, bit, inGroup);
    const passages = this.index.passagePostings;
    for (let i = passages.start(t), end = passages.end(t); i < end; i++)
      this.passageHit(passages.ids[i], passages.tfs[i], weight, generation, bit, inGroup);
    const passageDelta = passages.delta.get(t);
    if (passageDelta)
      for (let i = 0; i < passageDelta.length; i++)
        this.passageHit(passageDelta.ids[i], passageDelta.tfs[i], weight, generation, bit, inGroup);
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
    if (!index.table.alive[d]) return;
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
    if (!index.table.alive[d] || (this.inForceOnly && index.table.repealed[p] === 1)) return;
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

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
