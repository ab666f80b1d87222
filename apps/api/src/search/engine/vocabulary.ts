import { grown } from './growable';
import { COST, type WorkBudget } from './work-budget';

/** Term id 0 is never a word: it separates a passage's heading from its body in the token sequence. */
export const FIELD_SEPARATOR = 0;

/**
 * Analysed terms and their statistics. Ids are handed out in order of first appearance and never reused
 * (a term whose documents are all gone keeps its id with zero frequencies until the next rebuild).
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  readonly terms: string[] = [''];
  /** Live passages holding the term in their heading or body. */
  passageFrequency = new Int32Array(1024);
  /** Live documents holding the term in their title. */
  titleFrequency = new Int32Array(1024);
  /** Sum of the passage counts of those documents: the title is a field of each of their passages. */
  titlePassages = new Int32Array(1024);
  private sorted: string[] | null = null;

  get size(): number {
    return this.terms.length;
  }

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** The term's id, created if the term is new. */
  intern(term: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    const id = this.terms.length;
    this.ids.set(term, id);
    this.terms.push(term);
    this.passageFrequency = grown(this.passageFrequency, id + 1);
    this.titleFrequency = grown(this.titleFrequency, id + 1);
    this.titlePassages = grown(this.titlePassages, id + 1);
    if (this.sorted !== null) insertSorted(this.sorted, term);
    return id;
  }

  /**
   * Live terms starting with `prefix`, most frequent first, at most `limit`; `more` when some were left out.
   * Null when the budget cannot pay for reading every term starting with it (counted before reading them).
   */
  withPrefix(prefix: string, limit: number, budget: WorkBudget): { ids: number[]; more: boolean } | null {
    const sorted = this.sortedTerms();
    const first = lowerBound(sorted, prefix);
    // Every term starting with the prefix sorts before the prefix followed by the highest code unit.
    if (!budget.take(COST.term * (lowerBound(sorted, `${prefix}\uffff`) - first))) return null;
    const found: number[] = [];
    for (let i = first; i < sorted.length && sorted[i].startsWith(prefix); i++) {
      const id = this.ids.get(sorted[i]) as number;
      if (this.passageFrequency[id] + this.titleFrequency[id] > 0) found.push(id);
    }
    found.sort((a, b) => this.weight(b) - this.weight(a) || (this.terms[a] < this.terms[b] ? -1 : 1));
    return { ids: found.slice(0, limit), more: found.length > limit };
  }

  /** Puts back a snapshot's terms (ids in order from 1) and frequencies into this empty vocabulary (snapshot.ts). */
  restore(
    terms: readonly string[],
    passage: Int32Array<ArrayBuffer>,
    title: Int32Array<ArrayBuffer>,
    titlePassages: Int32Array<ArrayBuffer>,
  ): void {
    for (const term of terms) {
      this.ids.set(term, this.terms.length);
      this.terms.push(term);
    }
    this.passageFrequency = passage;
    this.titleFrequency = title;
    this.titlePassages = titlePassages;
    this.sorted = null;
  }

  /** How many live passages and titles hold the term: the order of prefix expansions. */
  weight(id: number): number {
    return this.passageFrequency[id] + this.titlePassages[id];
  }

  private sortedTerms(): string[] {
    if (this.sorted === null) this.sorted = this.terms.slice(1).sort(compareStrings);
    return this.sorted;
  }
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function insertSorted(sorted: string[], term: string): void {
  sorted.splice(lowerBound(sorted, term), 0, term);
}
