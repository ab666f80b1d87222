import { PostingCursor } from './cursor';
import type { DocumentTable } from './documents';
import { ByteBuffer } from './growable';
import { type PostingLists, packTf } from './postings';
import type { SearchIndex } from './search-index';
import { writeVarint } from './varint';
import { COST, type WorkBudget } from './work-budget';

/** Where a phrase occurs: passages with (heading, body) occurrence counts packed, and titles with counts. */
export interface PhraseMatches {
  passages: number[];
  passageTfs: number[];
  docs: number[];
  docTfs: number[];
  /**
   * Set when the phrase was read in part: only the passages its rarest term's first `readUpTo` postings lead to
   * were read, and the titles when `titlesRead`.
   */
  readUpTo?: number;
  titlesRead?: boolean;
}

/**
 * How much of a phrase a search reads: all of it, paid for before it starts (null when it does not fit), or
 * `inPart`, each posting of the rarest term paid for as it is read, as far as the budget goes; `upTo`, only
 * that many of those postings, and the titles when `titles` (a phrase read in part, replayed).
 */
export interface PhraseReading {
  inPart: boolean;
  upTo: number;
  titles?: boolean;
}
/**
 * The share of the budget left that a phrase read in part may spend on titles before its passages: a title
 * holding the phrase ('Loi portant … Conseil d'État') is what a search for it most likely wants, and a phrase
 * too common to read whole would otherwise never reach the titles; the passages keep at least the other half.
 */
const TITLE_SHARE = 0.5;
const WHOLE: PhraseReading = { inPart: false, upTo: Number.POSITIVE_INFINITY };

/** How far an intersection got: the lead postings read in full, and whether they were all there was to read. */
export interface Reach {
  read: number;
  complete: boolean;
}

const sequenceScratch = { buffer: new Int32Array(1024) };

/** Reused by `encoded`: a ByteBuffer starts at 64 KB, too much to allocate for each phrase searched. */
const needleBuffer = new ByteBuffer();

/** The terms as the token sequences store them (varint.ts), to be found without decoding a sequence. */
export function encoded(terms: readonly number[]): Uint8Array {
  needleBuffer.length = 0;
  for (const t of terms) writeVarint(needleBuffer, t);
  return needleBuffer.bytes.slice(0, needleBuffer.length);
}

/** The byte that separates a passage's heading from its body: FIELD_SEPARATOR's varint, and no other's. */
const SEPARATOR_BYTE = 0;
/** A varint's bytes but its last have this bit set. */
const CONTINUES = 0x80;
/** Occurrences found by `encodedOccurrences`: [in the heading, in the body]. */
export const found = new Int32Array(2);

/**
 * Occurrences of the encoded terms in bytes [from, to) of a token sequence, into `found`: in the heading,
 * before the separator byte, and in the body after it (titles have no separator: all count as heading).
 * Varints are prefix-free, so a byte match that starts on a token (the byte before it ends a varint) is an
 * occurrence of the consecutive terms, and no match spans the separator (no word's varint holds a 0 byte).
 * Comparing bytes spares decoding every token of every passage the phrase's words lead to.
 */
export function encodedOccurrences(bytes: Uint8Array, from: number, to: number, needle: Uint8Array): void {
  found[0] = 0;
  found[1] = 0;
  const first = needle[0];
  const length = needle.length;
  const last = to - length;
  // The heading ends at the separator (a title has none: all of it is heading).
  let body = from;
  while (body < to && bytes[body] !== SEPARATOR_BYTE) body++;
  for (let i = from; i <= last; i++) {
    if (bytes[i] !== first || (i > from && bytes[i - 1] & CONTINUES)) continue;
    let j = 1;
    while (j < length && bytes[i + j] === needle[j]) j++;
    if (j === length) found[i > body ? 1 : 0]++;
  }
}

/**
 * Ids holding every term (intersection of the postings, rarest term first). Costs the rarest list's postings
 * once per term, taken before it starts; `visit` may stop it by returning false. False when it was stopped
 * (by `visit` or by the budget) before the end.
 */
export function holdingAll(
  lists: PostingLists,
  terms: readonly number[],
  budget: WorkBudget,
  visit: (id: number) => boolean | undefined,
): boolean {
  return intersect(lists, terms, budget, visit, WHOLE).complete;
}

/**
 * holdingAll, read whole or in part (PhraseReading); exported for intersect.test.ts. A lead posting whose id
 * another term lacks sends the lead to that term's next id (a leapfrog join): the lead's postings in between
 * cannot hold every term.
 */
export function intersect(
  lists: PostingLists,
  terms: readonly number[],
  budget: WorkBudget,
  visit: (id: number) => boolean | undefined,
  reading: PhraseReading,
): Reach {
  const distinct = [...new Set(terms)].sort((a, b) => lists.count(a) - lists.count(b));
  const total = lists.count(distinct[0]);
  if (distinct.some((t) => lists.count(t) === 0)) return { read: total, complete: true };
  const each = COST.posting * distinct.length;
  const readable = Math.min(total, reading.upTo);
  if (!reading.inPart && !budget.take(each * readable)) return { read: 0, complete: false };
  const lead = new PostingCursor(lists, distinct[0]);
  const others = distinct.slice(1).map((t) => new PostingCursor(lists, t));
  // A jump must not pass an id where another term runs out: reading one posting at a time stops there, whole.
  let jumpsUpTo = Number.POSITIVE_INFINITY;
  for (const other of others) jumpsUpTo = Math.min(jumpsUpTo, other.last);
  let read = 0;
  while (read < readable) {
    if (reading.inPart && !budget.take(each)) return { read, complete: false };
    const id = lead.id;
    // The least id that may hold every term: this one, or the next posting of a term it lacks.
    let next = id;
    for (const other of others) {
      // No posting of the lead past this one can hold every term.
      if (!other.seek(id)) return { read: total, complete: true };
      if (other.id !== id) {
        next = other.id;
        break;
      }
    }
    if (next === id || next > jumpsUpTo) {
      if (next === id && visit(id) === false) return { read, complete: false };
      lead.next();
      read++;
      continue;
    }
    // The lead's postings below `next` cannot hold every term: jumped over, and paid for (read in part) as
    // if read one by one, so that the budget cuts where it would have.
    lead.seek(next);
    const reached = Math.min(lead.position, readable);
    const skipped = reached - read - 1;
    if (reading.inPart && skipped > 0) {
      const paid = budget.takePart(skipped, each);
      if (paid < skipped) return { read: read + 1 + paid, complete: false };
    }
    read = reached;
  }
  return { read: readable, complete: readable === total };
}

/** The tokens a passage's sequence holds: what reading it for a phrase costs. */
const sequenceCost = (table: DocumentTable, p: number) => table.headingLength[p] + 1 + table.bodyLength[p];

/**
 * Every live passage and title where the terms occur consecutively (a phrase never spans two fields); null
 * when the budget ran out before the end (nothing of it is then used). Read in part (PhraseReading), the
 * titles first when they fit in TITLE_SHARE of the budget left (else after the passages, if these were all
 * read), then the passages of the postings read, `readUpTo` saying how many; null when nothing was read.
 */
export function findPhrase(
  index: SearchIndex,
  terms: readonly number[],
  budget: WorkBudget,
  reading: PhraseReading = WHOLE,
): PhraseMatches | null {
  const out: PhraseMatches = { passages: [], passageTfs: [], docs: [], docTfs: [] };
  if (terms.some((t) => t < 0)) return out;
  const table: DocumentTable = index.table;
  const replay = reading.upTo !== WHOLE.upTo;
  let titles: Array<[number, number]> | null = null;
  if (replay) titles = reading.titles === true ? titlesWithPhrase(index, terms, budget) : null;
  else if (reading.inPart) {
    const part = budget.part(TITLE_SHARE);
    titles = titlesWithPhrase(index, terms, part);
    budget.settle(part);
  }
  const needle = encoded(terms);
  const reach = intersect(
    index.passagePostings,
    terms,
    budget,
    (p) => {
      if (!table.alive[table.passageDoc[p]]) return;
      if (!budget.take(COST.token * sequenceCost(table, p))) return false;
      encodedOccurrences(table.sequences.bytes, table.sequenceStart[p], table.sequenceEnd(p), needle);
      if (found[0] + found[1] === 0) return;
      out.passages.push(p);
      out.passageTfs.push(packTf(found[0], found[1]));
    },
    reading,
  );
  const addTitles = (found: Array<[number, number]>) => {
    for (const [d, count] of found) {
      out.docs.push(d);
      out.docTfs.push(count);
    }
  };
  const inPart = (read: number) => {
    if (read === 0 && titles === null) return null;
    if (titles !== null) addTitles(titles);
    return { ...out, readUpTo: read, titlesRead: titles !== null };
  };
  if (replay) return reach.complete || reach.read === reading.upTo ? inPart(reading.upTo) : null;
  if (!reach.complete) return reading.inPart ? inPart(reach.read) : null;
  titles ??= titlesWithPhrase(index, terms, budget);
  if (titles === null) return reading.inPart ? inPart(reach.read) : null;
  addTitles(titles);
  return out;
}

/** Live documents whose title holds the consecutive terms, with how many times; null when the budget ran out. */
export function titlesWithPhrase(
  index: SearchIndex,
  terms: readonly number[],
  budget: WorkBudget,
): Array<[number, number]> | null {
  const titles: Array<[number, number]> = [];
  if (terms.length === 0 || terms.some((t) => t < 0)) return titles;
  const table = index.table;
  const needle = encoded(terms);
  const complete = holdingAll(index.titlePostings, terms, budget, (d) => {
    if (!table.alive[d]) return;
    if (!budget.take(COST.token * table.titleLength[d])) return false;
    encodedOccurrences(table.titleTokens.bytes, table.titleStart[d], table.titleEnd(d), needle);
    if (found[0] > 0) titles.push([d, found[0]]);
  });
  return complete ? titles : null;
}

/** Where the consecutive terms first occur in [from, n) of the sequence, or -1. */
function firstAt(sequence: Int32Array, from: number, n: number, terms: readonly number[]): number {
  for (let i = from; i + terms.length <= n; i++) {
    let j = 0;
    while (j < terms.length && sequence[i + j] === terms[j]) j++;
    if (j === terms.length) return i;
  }
  return -1;
}

/**
 * Whether the sequence holds the terms as two phrases in order with words between, the second of at least
 * two words: a text's name that a title interrupts with a date or 'OHADA' ('acte uniforme [OHADA du 15
 * décembre 2010] portant sur le droit commercial général'), while 'code … pénal' is not 'code de procédure
 * pénale'.
 */
function splitPhrase(sequence: Int32Array, n: number, terms: readonly number[]): boolean {
  for (let k = 1; k + 2 <= terms.length; k++) {
    const head = firstAt(sequence, 0, n, terms.slice(0, k));
    if (head >= 0 && firstAt(sequence, head + k + 1, n, terms.slice(k)) >= 0) return true;
  }
  return false;
}

/**
 * Live documents whose title holds the terms as a phrase with other words in one place (splitPhrase); null
 * when the budget ran out.
 */
export function titlesWithSplitPhrase(
  index: SearchIndex,
  terms: readonly number[],
  budget: WorkBudget,
): number[] | null {
  const found: number[] = [];
  if (terms.length < 3 || terms.some((t) => t < 0)) return found;
  const table = index.table;
  const complete = holdingAll(index.titlePostings, terms, budget, (d) => {
    if (!table.alive[d]) return;
    // Each of the terms.length − 2 ways of splitting the name reads the title again.
    if (!budget.take(COST.token * table.titleLength[d] * (terms.length - 2))) return false;
    if (splitPhrase(sequenceScratch.buffer, table.title(d, sequenceScratch), terms)) found.push(d);
  });
  return complete ? found : null;
}
