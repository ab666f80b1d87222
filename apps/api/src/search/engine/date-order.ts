import type { DocumentTable } from './documents';
import { grown } from './growable';

/** Above this many insertions at once, sorting everything is cheaper than inserting each. */
const BULK = 64;

/**
 * Live documents newest first (undated last), then by database id descending: the order of browsing and of
 * 'sort by date', and the tie-break of relevance. Kept sorted as documents come and go (a binary search and
 * a memmove per write, flushed at commit); rank[d] is the document's position, recomputed when asked.
 */
export class DateOrder {
  order = new Int32Array(0);
  length = 0;
  private rankOf = new Int32Array(0);
  private pending: number[] = [];
  private rankValid = false;

  constructor(private readonly table: DocumentTable) {}

  /** True when document a comes before document b. */
  before(a: number, b: number): boolean {
    const da = this.table.date[a];
    const db = this.table.date[b];
    if (da !== db) return da > db;
    return this.table.externalId[a] > this.table.externalId[b];
  }

  /** Adds a document; a bulk load is sorted once at the next flush instead of one insertion each. */
  insert(d: number): void {
    this.pending.push(d);
    this.rankValid = false;
  }

  /** Places the documents inserted since the last flush (called before the order is read). */
  flush(): void {
    if (this.pending.length === 0) return;
    if (this.pending.length > BULK) {
      this.rebuild();
      return;
    }
    for (const d of this.pending) this.place(d);
    this.pending = [];
  }

  private place(d: number): void {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(this.order[mid], d)) lo = mid + 1;
      else hi = mid;
    }
    this.order = grown(this.order, this.length + 1);
    this.order.copyWithin(lo + 1, lo, this.length);
    this.order[lo] = d;
    this.length++;
  }

  remove(d: number): void {
    const waiting = this.pending.indexOf(d);
    if (waiting >= 0) {
      this.pending.splice(waiting, 1);
      return;
    }
    const at = this.order.subarray(0, this.length).indexOf(d);
    if (at < 0) return;
    this.order.copyWithin(at, at + 1, this.length);
    this.length--;
    this.rankValid = false;
  }

  /** Rebuilds from every live document of the table (after a compaction renumbered them). */
  rebuild(): void {
    this.pending = [];
    const live: number[] = [];
    for (let d = 0; d < this.table.docCount; d++) if (this.table.alive[d]) live.push(d);
    live.sort((a, b) => (this.before(a, b) ? -1 : 1));
    this.order = Int32Array.from(live);
    this.length = live.length;
    this.rankValid = false;
  }

  /**
   * The positions [start, end) of the documents dated from `from` to `to` (date numbers, 0 for no bound),
   * found by binary search since dates only go down along the order: a browse by period walks only them.
   * Undated documents, last in the order, are outside every range. Call after a flush.
   */
  span(from: number, to: number): [number, number] {
    if (from === 0 && to === 0) return [0, this.length];
    const start = to === 0 ? 0 : this.firstDatedBefore(to + 1);
    return [start, this.firstDatedBefore(Math.max(from, 1))];
  }

  /** The first position whose document is dated before `date` (undated: 0), or the length. */
  private firstDatedBefore(date: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.table.date[this.order[mid]] >= date) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position of each document in the order (dead documents: meaningless). */
  ranks(): Int32Array {
    this.flush();
    if (!this.rankValid) {
      this.rankOf = grown(this.rankOf, this.table.docCount);
      for (let i = 0; i < this.length; i++) this.rankOf[this.order[i]] = i;
      this.rankValid = true;
    }
    return this.rankOf;
  }
}
