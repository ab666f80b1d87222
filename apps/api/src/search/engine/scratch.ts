import type { SearchIndex } from './search-index';

/**
 * A touched list holding at least one slot in SCAN_SHARE, and reached in more than MAX_RUNS ascending runs, is
 * put in slot order by a forward pass over its stamps. Each run is a sweep of collect's reads over the
 * corpus-sized arrays: a few sweeps read them forward (one word: its titles, then its passages), but a
 * prefix's fifty words make fifty, and each read lands at a new place in memory. Below that share the pass
 * would read more slots than it saves.
 */
const SCAN_SHARE = 10;
const MAX_RUNS = 4;

/** The first `count` entries of `list` fall into more than `most` ascending runs. */
function moreRunsThan(list: Int32Array, count: number, most: number): boolean {
  let runs = 1;
  for (let k = 1; k < count; k++) if (list[k] < list[k - 1] && ++runs > most) return true;
  return false;
}

/** Rewrites the first `count` entries of `list` (every slot stamped `stamp` below `size`, in any order) ascending. */
function inSlotOrder(
  list: Int32Array,
  count: number,
  stamps: Uint32Array,
  stamp: number,
  size: number,
): void {
  if (count * SCAN_SHARE < size || !moreRunsThan(list, count, MAX_RUNS)) return;
  let k = 0;
  for (let i = 0; i < size && k < count; i++) if (stamps[i] === stamp) list[k++] = i;
}

/**
 * Per-search working arrays, one slot per passage and per document, reused across searches (a search runs
 * to the end without yielding, so one set serves a process). Slots are valid only when their stamp equals
 * the current search's, so nothing is cleared between searches.
 */
export class Scratch {
  stamp = 0;
  passageStamp = new Uint32Array(0);
  passageDelta = new Float64Array(0);
  /** The clauses (bits) a passage holds. */
  passageMask = new Uint32Array(0);
  touchedPassages = new Int32Array(0);
  touchedPassageCount = 0;

  docStamp = new Uint32Array(0);
  docMask = new Uint32Array(0);
  /** The clauses (bits) a document's title holds. */
  titleMask = new Uint32Array(0);
  docBase = new Float64Array(0);
  best1 = new Float64Array(0);
  best2 = new Float64Array(0);
  docScore = new Float64Array(0);
  /** The document matched the query (its docScore is this search's). */
  matchStamp = new Uint32Array(0);
  touchedDocs = new Int32Array(0);
  touchedDocCount = 0;
  /**
   * The documents a run matched, and those matching most clauses but not all (Evaluator.collect): reused,
   * since a common word matches a large part of the corpus and a fresh JavaScript array that size, grown
   * one push at a time, costs more than scoring it (docs/benchmarks.md, issue 34).
   */
  matched = new Int32Array(0);
  partlyMatched = new Int32Array(0);

  excludedStamp = new Uint32Array(0);
  /** An 'all' group's own bits, per document. */
  groupStamp = new Uint32Array(0);
  groupMask = new Uint32Array(0);
  groupDocs = new Int32Array(0);
  groupDocCount = 0;
  groupGeneration = 0;

  /** A term's title frequency per document while its passages are scored. */
  termStamp = new Uint32Array(0);
  titleX = new Float64Array(0);
  titleBase = new Float64Array(0);
  termGeneration = 0;

  /** Starts a search over `index`: sizes the arrays and takes a new stamp. */
  begin(index: SearchIndex): void {
    const passages = index.table.passageCount;
    const docs = index.table.docCount;
    if (this.passageStamp.length < passages) {
      const n = Math.ceil(passages * 1.25) + 16;
      this.passageStamp = new Uint32Array(n);
      this.passageDelta = new Float64Array(n);
      this.passageMask = new Uint32Array(n);
      this.touchedPassages = new Int32Array(n);
    }
    if (this.docStamp.length < docs) {
      const n = Math.ceil(docs * 1.25) + 16;
      this.docStamp = new Uint32Array(n);
      this.docMask = new Uint32Array(n);
      this.titleMask = new Uint32Array(n);
      this.docBase = new Float64Array(n);
      this.best1 = new Float64Array(n);
      this.best2 = new Float64Array(n);
      this.docScore = new Float64Array(n);
      this.matchStamp = new Uint32Array(n);
      this.touchedDocs = new Int32Array(n);
      this.matched = new Int32Array(n);
      this.partlyMatched = new Int32Array(n);
      this.excludedStamp = new Uint32Array(n);
      this.groupStamp = new Uint32Array(n);
      this.groupMask = new Uint32Array(n);
      this.groupDocs = new Int32Array(n);
      this.termStamp = new Uint32Array(n);
      this.titleX = new Float64Array(n);
      this.titleBase = new Float64Array(n);
    }
    if (this.stamp >= 0xfffffff0) {
      this.passageStamp.fill(0);
      this.docStamp.fill(0);
      this.matchStamp.fill(0);
      this.excludedStamp.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
    this.touchedPassageCount = 0;
    this.touchedDocCount = 0;
  }

  /**
   * Puts the touched passages and documents in slot order when they are many and scattered, before collect
   * walks them: its results do not depend on that order (a passage's weight is its own, a document keeps
   * the two best of its passages' values, and the matched documents are ranked by a total order).
   */
  orderTouched(index: SearchIndex): void {
    inSlotOrder(
      this.touchedPassages,
      this.touchedPassageCount,
      this.passageStamp,
      this.stamp,
      index.table.passageCount,
    );
    inSlotOrder(this.touchedDocs, this.touchedDocCount, this.docStamp, this.stamp, index.table.docCount);
  }

  nextTermGeneration(): number {
    if (this.termGeneration >= 0xfffffff0) {
      this.termStamp.fill(0);
      this.termGeneration = 0;
    }
    return ++this.termGeneration;
  }

  nextGroupGeneration(): number {
    if (this.groupGeneration >= 0xfffffff0) {
      this.groupStamp.fill(0);
      this.groupGeneration = 0;
    }
    this.groupDocCount = 0;
    return ++this.groupGeneration;
  }
}
