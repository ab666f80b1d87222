import type { QueryItem, Term } from '../query-types';
import { PREFIX_TERMS, QUERY_TERMS } from './bounds';
import type { Vocabulary } from './vocabulary';
import type { WorkBudget } from './work-budget';

/** Words all required, not necessarily together: the typed words a synonym widens ('salaire minimum'). */
export interface AllItem {
  type: 'all';
  tokens: string[];
}
export type PlanItem = QueryItem | AllItem;

/** The parsed query after synonyms: clauses (all required) of items (any one). */
export interface WidenedQuery {
  clauses: PlanItem[][];
  excluded: QueryItem[];
}

/**
 * What the evaluator runs: term ids instead of tokens. Unknown words have no ids and match nothing. A leaf
 * with `readUpTo` reads only that many of its postings (a phrase, of its rarest term's), in the order they are
 * stored, and a phrase then its titles only `withTitles`: the item a work budget cut (Evaluator.searched),
 * replayed.
 */
export type Leaf =
  | { kind: 'terms'; terms: number[]; readUpTo?: number }
  | { kind: 'phrase'; terms: number[]; readUpTo?: number; withTitles?: boolean }
  | { kind: 'all'; parts: Leaf[] };

export interface Plan {
  clauses: Leaf[][];
  excluded: Leaf[];
  prefixLimited: boolean;
  /** Pairs of words typed next to each other, scored again where they stand together (proximity). */
  pairs: number[][];
}

/** At most this many pairs of a query are scored for proximity (each is a phrase search). */
const PROXIMITY_PAIRS = 3;
/**
 * A pair is scored only when one of its words is in at most this many passages: the phrase search reads
 * the token sequence of every passage holding both, which two common words would make cost more than the
 * whole query (docs/search-engine.md, "Proximity").
 */
const PROXIMITY_MAX_PASSAGES = 1000;

/**
 * The pairs of plain words typed one after the other ('consentement mutuel' in 'divorce par consentement
 * mutuel'), as term ids: a passage holding them together is what the query describes.
 */
function adjacentPairs(
  clauses: PlanItem[][],
  id: (token: string) => number,
  vocabulary: Vocabulary,
): number[][] {
  const selective = (a: number, b: number) =>
    Math.min(vocabulary.passageFrequency[a], vocabulary.passageFrequency[b]) <= PROXIMITY_MAX_PASSAGES;
  const plain = clauses.map((clause) => {
    const [item] = clause;
    return clause.length === 1 && item.type === 'term' && !item.prefix ? id(item.token) : -1;
  });
  const pairs: number[][] = [];
  for (let i = 1; i < plain.length && pairs.length < PROXIMITY_PAIRS; i++)
    if (plain[i - 1] >= 0 && plain[i] >= 0 && plain[i - 1] !== plain[i] && selective(plain[i - 1], plain[i]))
      pairs.push([plain[i - 1], plain[i]]);
  return pairs;
}

const tokensOf = (item: PlanItem): number =>
  item.type === 'term' ? (item.prefix ? 0 : 1) : item.tokens.length;

/**
 * Term ids for every item. Prefixes expand to their most frequent terms, at most PREFIX_TERMS each and
 * QUERY_TERMS for the whole query once its plain words and phrases are counted.
 */
export function compilePlan(query: WidenedQuery, vocabulary: Vocabulary, work: WorkBudget): Plan {
  const items = [...query.clauses.flat(), ...query.excluded];
  let budget = Math.max(QUERY_TERMS - items.reduce((n, item) => n + tokensOf(item), 0), items.length);
  let prefixLimited = false;
  const id = (token: string) => vocabulary.id(token) ?? -1;

  const prefix = (term: Term): Leaf => {
    const limit = Math.max(1, Math.min(PREFIX_TERMS, budget));
    // Past the work budget the search stops before its first clause: the prefix's terms are not needed.
    const { ids, more } = vocabulary.withPrefix(term.token, limit, work) ?? { ids: [], more: false };
    budget -= ids.length;
    if (more) prefixLimited = true;
    return { kind: 'terms', terms: ids };
  };
  const leaf = (item: PlanItem): Leaf => {
    if (item.type === 'all') return { kind: 'all', parts: item.tokens.map((t) => leaf(plainTerm(t))) };
    if (item.type === 'phrase') return { kind: 'phrase', terms: item.tokens.map(id) };
    if (item.prefix) return prefix(item);
    const t = id(item.token);
    return { kind: 'terms', terms: t < 0 ? [] : [t] };
  };
  return {
    clauses: query.clauses.map((clause) => clause.map(leaf)),
    excluded: query.excluded.map(leaf),
    prefixLimited,
    pairs: adjacentPairs(query.clauses, id, vocabulary),
  };
}

const plainTerm = (token: string): Term => ({ type: 'term', token, prefix: false });
