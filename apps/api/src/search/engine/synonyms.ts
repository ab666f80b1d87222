import { analyzeTokens } from '../analyzer';
import type { SynonymLine } from '../lexicon/lexicon';
import { itemTokens, type QueryItem, type SearchQuery } from '../query-types';
import type { PlanItem, WidenedQuery } from './plan';
import type { Widening } from './types';

export interface SynonymRule {
  source: string;
  tokens: string[];
  alternatives: Array<{ text: string; item: QueryItem }>;
}

const itemOf = (tokens: string[]): QueryItem =>
  tokens.length === 1 ? { type: 'term', token: tokens[0], prefix: false } : { type: 'phrase', tokens };

/** The lexicon's lines, analysed once. */
export function prepareSynonyms(lines: readonly SynonymLine[]): SynonymRule[] {
  return lines.flatMap((line) => {
    const tokens = analyzeTokens(line.source);
    const alternatives = line.alternatives
      .map((text) => ({ text, tokens: analyzeTokens(text) }))
      .filter((a) => a.tokens.length > 0)
      .map((a) => ({ text: a.text, item: itemOf(a.tokens) }));
    return tokens.length > 0 && alternatives.length > 0
      ? [{ source: line.source, tokens, alternatives }]
      : [];
  });
}

const sameTokens = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);
const isPlain = (item: PlanItem, token: string) =>
  item.type === 'term' && !item.prefix && item.token === token;
const key = (item: PlanItem) => `${item.type}:${item.type === 'term' ? item.token : item.tokens.join(' ')}`;

/**
 * Widens the query with the synonym lines whose words it holds: a word (or a quoted phrase) gets the
 * alternatives as OR items of its clause; several typed words in a row become one clause: all of them, or
 * one of the alternatives. Exclusions are left as they are. Alternatives the index has no word for are
 * skipped, so the answer never reports a widening that could not find anything. `added`: the alternatives'
 * items in the order of `widenings` (what the snippets mark besides the query's words).
 */
export function widenQuery(
  query: SearchQuery,
  rules: readonly SynonymRule[],
  known: (token: string) => boolean,
): { query: WidenedQuery; widenings: Widening[]; added: QueryItem[] } {
  const clauses: PlanItem[][] = query.clauses.map((c) => [...c.items]);
  const original = new Set<PlanItem>(clauses.flat());
  const widenings: Widening[] = [];
  const added: QueryItem[] = [];
  for (const rule of rules) {
    const usable = rule.alternatives.filter((a) => itemTokens(a.item).every(known));
    if (usable.length === 0) continue;
    const add = (clause: PlanItem[]) => {
      const present = new Set(clause.map(key));
      for (const a of usable) if (!present.has(key(a.item))) clause.push(a.item);
    };
    let applied = false;
    for (const clause of clauses) {
      const holds = clause.some(
        (item) =>
          original.has(item) &&
          (rule.tokens.length === 1
            ? isPlain(item, rule.tokens[0])
            : item.type === 'phrase' && sameTokens(item.tokens, rule.tokens)),
      );
      if (holds) {
        add(clause);
        applied = true;
      }
    }
    if (rule.tokens.length > 1) {
      const at = findRun(clauses, rule.tokens, original);
      if (at >= 0) {
        const widened: PlanItem[] = [{ type: 'all', tokens: rule.tokens }];
        add(widened);
        clauses.splice(at, rule.tokens.length, widened);
        applied = true;
      }
    }
    if (applied) {
      widenings.push({ source: rule.source, alternatives: usable.map((a) => a.text) });
      added.push(...usable.map((a) => a.item));
    }
  }
  return { query: { clauses, excluded: query.excluded }, widenings, added };
}

/** Index of a run of one-word clauses spelling `tokens`, or -1. */
function findRun(clauses: PlanItem[][], tokens: string[], original: Set<PlanItem>): number {
  for (let i = 0; i + tokens.length <= clauses.length; i++) {
    const run = clauses.slice(i, i + tokens.length);
    if (
      run.every(
        (clause, j) => clause.length === 1 && original.has(clause[0]) && isPlain(clause[0], tokens[j]),
      )
    )
      return i;
  }
  return -1;
}
