import { grown } from './growable';

/** Postings added since the last rebuild, for one term. */
export interface DeltaList {
  ids: Int32Array;
  tfs: Uint16Array;
  length: number;
}

/**
 * The postings of every term: a compact part built in one go (offsets into two big arrays, ids ascending)
 * and a small part for what was added since (one growable list per term, ids ascending and above the
 * compact part's). Ids are passage numbers (body and heading postings) or document numbers (titles).
 */
export class PostingLists {
  offsets = new Uint32Array(1);
  ids = new Int32Array(0);
  tfs = new Uint16Array(0);
  readonly delta = new Map<number, DeltaList>();
  deltaPostings = 0;

  /** Range of the term's compact postings. */
  start(term: number): number {
    return term + 1 < this.offsets.length ? this.offsets[term] : 0;
  }
  end(term: number): number {
    return term + 1 < this.offsets.length ? this.offsets[term + 1] : 0;
  }

  count(term: number): number {
    return this.end(term) - this.start(term) + (this.delta.get(term)?.length ?? 0);
  }

  add(term: number, id: number, tf: number): void {
    let list = this.delta.get(term);
    if (list === undefined) {
      list = { ids: new Int32Array(4), tfs: new Uint16Array(4), length: 0 };
      this.delta.set(term, list);
    }
    list.ids = grown(list.ids, list.length + 1);
    list.tfs = grown(list.tfs, list.length + 1);
    list.ids[list.length] = id;
    list.tfs[list.length] = tf;
    list.length++;
    this.deltaPostings++;
  }

  /** Replaces everything with compact postings: counts[t] postings per term, filled by `fill`. */
  rebuild(
    counts: Int32Array,
    terms: number,
    fill: (write: (term: number, id: number, tf: number) => void) => void,
  ) {
    const offsets = new Uint32Array(terms + 1);
    for (let t = 0; t < terms; t++) offsets[t + 1] = offsets[t] + counts[t];
    const total = offsets[terms];
    const ids = new Int32Array(total);
    const tfs = new Uint16Array(total);
    const cursor = offsets.slice(0, terms);
    fill((term, id, tf) => {
      const at = cursor[term]++;
      ids[at] = id;
      tfs[at] = tf;
    });
    this.offsets = offsets;
    this.ids = ids;
    this.tfs = tfs;
    this.delta.clear();
    this.deltaPostings = 0;
  }

  get compactPostings(): number {
    return this.ids.length;
  }

  bytes(): number {
    let delta = 0;
    for (const list of this.delta.values()) delta += list.ids.byteLength + list.tfs.byteLength + 64;
    return this.offsets.byteLength + this.ids.byteLength + this.tfs.byteLength + delta;
  }
}

/** A passage posting's frequencies in one number: body (12 bits, capped) and heading (4 bits, capped). */
export const packTf = (heading: number, body: number): number =>
  (Math.min(heading, 15) << 12) | Math.min(body, 4095);
