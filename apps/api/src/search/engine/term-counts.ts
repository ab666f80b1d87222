import type { DocumentTable } from './documents';
import { packTf } from './postings';
import { FIELD_SEPARATOR, type Vocabulary } from './vocabulary';

/** Length sums of the live fields, for the averages of the length norms. */
export interface LengthSums {
  title: number;
  heading: number;
  body: number;
}

/**
 * Counting terms per passage and per title: the frequencies a write adds or removes, and the term
 * frequencies postings are made of. Per-term arrays are kept between calls (sized to the vocabulary).
 */
export class TermCounts {
  private seen = new Int32Array(0);
  private seenStamp = 0;
  private counters = [new Int32Array(0), new Int32Array(0)];
  private readonly scratch = { buffer: new Int32Array(256) };

  constructor(private readonly vocabulary: Vocabulary) {}

  /** Adds (sign 1) or removes (sign -1) document d's terms to the vocabulary's frequencies, its lengths to `sums`. */
  countDocument(t: DocumentTable, d: number, sign: 1 | -1, sums: LengthSums): void {
    const v = this.vocabulary;
    const scratch = this.scratch;
    const n = t.title(d, scratch);
    const stamp = this.nextStamp();
    for (let i = 0; i < n; i++) {
      const term = scratch.buffer[i];
      if (this.seen[term] === stamp) continue;
      this.seen[term] = stamp;
      v.titleFrequency[term] += sign;
      v.titlePassages[term] += sign * t.passages[d];
    }
    sums.title += sign * n;
    for (let p = t.firstPassage[d], end = p + t.passages[d]; p < end; p++) {
      const count = t.sequence(p, scratch);
      const passageStamp = this.nextStamp();
      for (let i = 0; i < count; i++) {
        const term = scratch.buffer[i];
        if (term === FIELD_SEPARATOR || this.seen[term] === passageStamp) continue;
        this.seen[term] = passageStamp;
        v.passageFrequency[term] += sign;
      }
      sums.heading += sign * t.headingLength[p];
      sums.body += sign * t.bodyLength[p];
    }
  }

  /** Calls fn(term, passage, packed tf) for every distinct term of the live passages in [from, to). */
  eachPassageTf(
    t: DocumentTable,
    from: number,
    to: number,
    fn: (term: number, p: number, tf: number) => void,
  ) {
    const scratch = this.scratch;
    const [heading, body] = this.termCounters();
    const distinct: number[] = [];
    for (let p = from; p < to; p++) {
      if (!t.alive[t.passageDoc[p]]) continue;
      const n = t.sequence(p, scratch);
      const h = t.headingLength[p];
      for (let i = 0; i < n; i++) {
        const term = scratch.buffer[i];
        if (i === h) continue; // the separator
        if (heading[term] === 0 && body[term] === 0) distinct.push(term);
        if (i < h) heading[term]++;
        else body[term]++;
      }
      for (const term of distinct) {
        fn(term, p, packTf(heading[term], body[term]));
        heading[term] = 0;
        body[term] = 0;
      }
      distinct.length = 0;
    }
  }

  /** Calls fn(term, document, tf) for every distinct term of the live titles in [from, to). */
  eachTitleTf(t: DocumentTable, from: number, to: number, fn: (term: number, d: number, tf: number) => void) {
    const scratch = this.scratch;
    const [tf] = this.termCounters();
    const distinct: number[] = [];
    for (let d = from; d < to; d++) {
      if (!t.alive[d]) continue;
      const n = t.title(d, scratch);
      for (let i = 0; i < n; i++) {
        const term = scratch.buffer[i];
        if (tf[term]++ === 0) distinct.push(term);
      }
      for (const term of distinct) {
        fn(term, d, Math.min(tf[term], 65535));
        tf[term] = 0;
      }
      distinct.length = 0;
    }
  }

  /** Two per-term counters, all zero (their users set back to zero what they count). */
  private termCounters(): Int32Array[] {
    if (this.counters[0].length < this.vocabulary.size)
      this.counters = this.counters.map(() => new Int32Array(Math.ceil(this.vocabulary.size * 1.5)));
    return this.counters;
  }

  private nextStamp(): number {
    if (this.seen.length < this.vocabulary.size) {
      const bigger = new Int32Array(Math.ceil(this.vocabulary.size * 1.5));
      bigger.set(this.seen);
      this.seen = bigger;
    }
    return ++this.seenStamp;
  }
}
