import type { PostingLists } from './postings';

/**
 * Walks one term's postings in ascending id order (compact part, then the lists added since), and jumps
 * forward to an id by galloping: phrases intersect their terms' postings with it.
 */
export class PostingCursor {
  private at: number;
  private readonly start: number;
  private readonly end: number;
  private deltaAt = 0;
  private readonly deltaIds: Int32Array | null;
  private readonly deltaTfs: Uint16Array | null;
  private readonly deltaLength: number;

  constructor(
    private readonly lists: PostingLists,
    term: number,
  ) {
    this.start = lists.start(term);
    this.at = this.start;
    this.end = lists.end(term);
    const delta = lists.delta.get(term);
    this.deltaIds = delta?.ids ?? null;
    this.deltaTfs = delta?.tfs ?? null;
    this.deltaLength = delta?.length ?? 0;
  }

  get done(): boolean {
    return this.at >= this.end && this.deltaAt >= this.deltaLength;
  }

  /** How many postings lie before the current one (all of them once done). */
  get position(): number {
    return this.at - this.start + this.deltaAt;
  }

  /** The term's largest id (its postings ascend, compact part then delta), or -1 without postings. */
  get last(): number {
    if (this.deltaLength > 0) return (this.deltaIds as Int32Array)[this.deltaLength - 1];
    return this.end > this.start ? this.lists.ids[this.end - 1] : -1;
  }

  get id(): number {
    return this.at < this.end ? this.lists.ids[this.at] : (this.deltaIds as Int32Array)[this.deltaAt];
  }

  get tf(): number {
    return this.at < this.end ? this.lists.tfs[this.at] : (this.deltaTfs as Uint16Array)[this.deltaAt];
  }

  next(): void {
    if (this.at < this.end) this.at++;
    else this.deltaAt++;
  }

  /** Moves to the first posting with id ≥ target; false when there is none. */
  seek(target: number): boolean {
    if (this.at < this.end) {
      const ids = this.lists.ids;
      if (ids[this.end - 1] >= target) {
        this.at = gallop(ids, this.at, this.end, target);
        return true;
      }
      this.at = this.end;
    }
    if (this.deltaIds === null) return false;
    this.deltaAt = gallop(this.deltaIds, this.deltaAt, this.deltaLength, target);
    return this.deltaAt < this.deltaLength;
  }
}

/** First index in [from, to) whose id is ≥ target (ids ascending), or `to`. */
function gallop(ids: Int32Array, from: number, to: number, target: number): number {
  let step = 1;
  let lo = from;
  let hi = from;
  while (hi < to && ids[hi] < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > to) hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
