import type { QueryItem, Term } from '../query-types';
import { PREFIX_TERMS, QUERY_TERMS } from './bounds';
import type { Vocabulary } from './vocabulary';

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

/** What the evaluator runs: term ids instead of tokens. Unknown words have no ids and match nothing. */
export type Leaf =
  | { kind: 'terms'; terms: number[] }
  | { kind: 'phrase'; terms: number[] }
  | { kind: 'all'; parts: Leaf[] };

export interface Plan {
  clauses: Leaf[][];
  excluded: Leaf[];
  prefixLimited: boolean;
}

const tokensOf = (item: PlanItem): number =>
  item.type === 'term' ? (item.prefix ? 0 : 1) : item.tokens.length;

/**
 * Term ids for every item. Prefixes expand to their most frequent terms, at most PREFIX_TERMS each and
 * QUERY_TERMS for the whole query once its plain words and phrases are counted.
 */
export function compilePlan(query: WidenedQuery, vocabulary: Vocabulary): Plan {
  const items = [...query.clauses.flat(), ...query.excluded];
  let budget = Math.max(QUERY_TERMS - items.reduce((n, item) => n + tokensOf(item), 0), items.length);
  let prefixLimited = false;
  const id = (token: string) => vocabulary.id(token) ?? -1;

  const prefix = (term: Term): Leaf => {
    const limit = Math.max(1, Math.min(PREFIX_TERMS, budget));
    const { ids, more } = vocabulary.withPrefix(term.token, limit);
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
  };
}

const plainTerm = (token: string): Term => ({ type: 'term', token, prefix: false });
