import { foldText } from '../fold';
import { boundedDistance } from './edit-distance';

// Words with at least one accented letter or ligature, as written.
const ACCENTED_WORD_RE = /\p{L}*[À-ÖØ-öø-ÿŒœÆæ]\p{L}*/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting ASCII on purpose
const NON_ASCII_RE = /[^\x00-\x7f]/;
/** Accented spellings kept per word ('hypothèque', 'hypothéqué', 'hypothéque' all fold to 'hypotheque'). */
const MAX_SPELLINGS = 4;

/**
 * The raw words of the indexed text (folded, before stemming) with how often they occur, and how the
 * accented ones are written: spelling suggestions are made of these, shown as a reader would write them
 * ('sépulture', not the stem 'sepultur'). Counts only grow (a removed document's words stay counted until
 * the next full build); suggestions check that a word still finds something before offering it.
 */
export class SurfaceForms {
  private readonly counts = new Map<string, number>();
  private readonly accented = new Map<string, string[]>();
  private fresh = 0;
  private byLength: Array<{ words: string[]; masks: Int32Array }> | null = null;

  count(raw: string): void {
    const c = this.counts.get(raw);
    if (c === undefined) {
      this.counts.set(raw, 1);
      this.fresh++;
      this.byLength = null;
    } else this.counts.set(raw, c + 1);
  }

  /** Learns how the words first seen in `text` are accented (only texts that brought new words are read). */
  learnAccents(text: string): void {
    if (this.fresh === 0) return;
    this.fresh = 0;
    if (!NON_ASCII_RE.test(text)) return;
    for (const match of text.matchAll(ACCENTED_WORD_RE)) {
      const written = match[0].toLowerCase();
      const folded = foldText(written);
      if (!this.counts.has(folded)) continue;
      const spellings = this.accented.get(folded);
      if (spellings === undefined) this.accented.set(folded, [written]);
      else if (spellings.length < MAX_SPELLINGS && !spellings.includes(written)) spellings.push(written);
    }
  }

  /** The words and counts, and the accented spellings, as a snapshot saves them (snapshot.ts). */
  entries(): { counts: Map<string, number>; accented: Map<string, string[]> } {
    return { counts: this.counts, accented: this.accented };
  }

  /** Puts back a snapshot's words into these empty forms. */
  restore(words: readonly string[], counts: Int32Array, accented: ReadonlyArray<[string, string[]]>): void {
    for (const [i, word] of words.entries()) this.counts.set(word, counts[i]);
    for (const [word, spellings] of accented) this.accented.set(word, spellings);
    this.byLength = null;
  }

  frequency(raw: string): number {
    return this.counts.get(raw) ?? 0;
  }

  /**
   * The word as the texts write it; of several accented spellings, the closest to what the reader typed
   * (`hypotèque` → 'hypothèque', not 'hypothéqué'), else the first one read.
   */
  display(raw: string, typed?: string): string {
    const spellings = this.accented.get(raw);
    if (spellings === undefined) return raw;
    if (typed === undefined || spellings.length === 1) return spellings[0];
    const near = typed.toLowerCase();
    let best = spellings[0];
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const spelling of spellings) {
      const distance = boundedDistance(near, spelling, near.length + spelling.length);
      if (distance < bestDistance) {
        best = spelling;
        bestDistance = distance;
      }
    }
    return best;
  }

  get size(): number {
    return this.counts.size;
  }

  /** Known words of this many letters, with their letter masks (see letterMask). */
  ofLength(length: number): { words: readonly string[]; masks: Int32Array } {
    if (this.byLength === null) {
      const buckets: string[][] = [];
      for (const word of this.counts.keys()) {
        if (/^\d/.test(word)) continue;
        const bucket = buckets[word.length];
        if (bucket === undefined) buckets[word.length] = [word];
        else bucket.push(word);
      }
      this.byLength = buckets.map((words) => ({ words, masks: Int32Array.from(words, letterMask) }));
    }
    return this.byLength[length] ?? { words: [], masks: new Int32Array(0) };
  }
}

/**
 * The letters a word holds, one bit each: an edit changes at most two bits, so words whose masks differ by
 * more than 2 × max edits need no distance computed.
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << ((word.charCodeAt(i) - 97) & 31);
  return mask;
}

export function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
