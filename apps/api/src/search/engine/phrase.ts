import { PostingCursor } from './cursor';
import type { DocumentTable } from './documents';
import { type PostingLists, packTf } from './postings';
import type { SearchIndex } from './search-index';
import { COST, type WorkBudget } from './work-budget';

/** Where a phrase occurs: passages with (heading, body) occurrence counts packed, and titles with counts. */
export interface PhraseMatches {
  passages: number[];
  passageTfs: number[];
  docs: number[];
  docTfs: number[];
}

const sequenceScratch = { buffer: new Int32Array(1024) };

/** Occurrences of the consecutive terms in [from, to) of the sequence. */
function occurrences(sequence: Int32Array, from: number, to: number, terms: readonly number[]): number {
  let found = 0;
  const last = to - terms.length;
  for (let i = from; i <= last; i++) {
    let j = 0;
    while (j < terms.length && sequence[i + j] === terms[j]) j++;
    if (j === terms.length) found++;
  }
  return found;
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
  const distinct = [...new Set(terms)].sort((a, b) => lists.count(a) - lists.count(b));
  if (distinct.some((t) => lists.count(t) === 0)) return true;
  if (!budget.take(COST.posting * lists.count(distinct[0]) * distinct.length)) return false;
  const lead = new PostingCursor(lists, distinct[0]);
  const others = distinct.slice(1).map((t) => new PostingCursor(lists, t));
  while (!lead.done) {
    const id = lead.id;
    let all = true;
    for (const other of others) {
      if (!other.seek(id)) return true;
      if (other.id !== id) {
        all = false;
        break;
      }
    }
    if (all && visit(id) === false) return false;
    lead.next();
  }
  return true;
}

/** The tokens a passage's sequence holds: what reading it for a phrase costs. */
const sequenceCost = (table: DocumentTable, p: number) => table.headingLength[p] + 1 + table.bodyLength[p];

/**
 * Every live passage and title where the terms occur consecutively (a phrase never spans two fields); null
 * when the budget ran out before the end (nothing of it is then used).
 */
export function findPhrase(
  index: SearchIndex,
  terms: readonly number[],
  budget: WorkBudget,
): PhraseMatches | null {
  const out: PhraseMatches = { passages: [], passageTfs: [], docs: [], docTfs: [] };
  if (terms.some((t) => t < 0)) return out;
  const table: DocumentTable = index.table;
  const complete = holdingAll(index.passagePostings, terms, budget, (p) => {
    if (!table.alive[table.passageDoc[p]]) return;
    if (!budget.take(COST.token * sequenceCost(table, p))) return false;
    const n = table.sequence(p, sequenceScratch);
    const h = table.headingLength[p];
    const inHeading = occurrences(sequenceScratch.buffer, 0, h, terms);
    const inBody = occurrences(sequenceScratch.buffer, h + 1, n, terms);
    if (inHeading + inBody === 0) return;
    out.passages.push(p);
    out.passageTfs.push(packTf(inHeading, inBody));
  });
  const titles = complete ? titlesWithPhrase(index, terms, budget) : null;
  if (titles === null) return null;
  for (const [d, found] of titles) {
    out.docs.push(d);
    out.docTfs.push(found);
  }
  return out;
}

/** Live documents whose title holds the consecutive terms, with how many times; null when the budget ran out. */
export function titlesWithPhrase(
  index: SearchIndex,
  terms: readonly number[],
  budget: WorkBudget,
): Array<[number, number]> | null {
  const found: Array<[number, number]> = [];
  if (terms.length === 0 || terms.some((t) => t < 0)) return found;
  const table = index.table;
  const complete = holdingAll(index.titlePostings, terms, budget, (d) => {
    if (!table.alive[d]) return;
    if (!budget.take(COST.token * table.titleLength[d])) return false;
    const n = table.title(d, sequenceScratch);
    const count = occurrences(sequenceScratch.buffer, 0, n, terms);
    if (count > 0) found.push([d, count]);
  });
  return complete ? found : null;
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
