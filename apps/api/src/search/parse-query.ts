import { analyzePrefix, analyzeTokens, rawTokens } from './analyzer';
import {
  type Clause,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TOKENS,
  type QueryItem,
  type SearchQuery,
} from './query-types';

/** A piece of the user's input before analysis. */
type Chunk =
  | { kind: 'or' }
  | { kind: 'word'; text: string; negated: boolean; prefix: boolean }
  | { kind: 'phrase'; text: string; negated: boolean };

// Operators in upper case only ('or' is gold in mining law); the French forms too.
const OR_WORDS = new Set(['OR', 'OU']);
const AND_WORDS = new Set(['AND', 'ET']);

// Control and format characters (NUL, escapes, zero-width, bidi marks) are plain separators.
const CONTROL_RE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

function isSeparator(c: string): boolean {
  // Parentheses are not syntax: '(((' or '(a OR b)' just separate words.
  return c === ' ' || c === '\t' || c === '(' || c === ')' || /\s/.test(c);
}

/**
 * Splits the input into words, quoted phrases and OR markers. Never fails: an unbalanced quote
 * is a separator, a lone '-' or '*' is dropped.
 */
function lex(input: string): Chunk[] {
  const s = input.slice(0, MAX_QUERY_LENGTH).replace(CONTROL_RE, ' ');
  const chunks: Chunk[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (isSeparator(c)) {
      i++;
      continue;
    }
    const negatedQuote = c === '-' && s[i + 1] === '"';
    if (c === '"' || negatedQuote) {
      const open = negatedQuote ? i + 1 : i;
      const close = s.indexOf('"', open + 1);
      if (close === -1) {
        // Unbalanced quote: drop it and read the rest as plain words.
        i = open + 1;
        continue;
      }
      chunks.push({ kind: 'phrase', text: s.slice(open + 1, close), negated: negatedQuote });
      i = close + 1;
      continue;
    }
    let j = i;
    while (j < s.length && s[j] !== '"' && !isSeparator(s[j])) j++;
    const word = s.slice(i, j);
    i = j;
    if (OR_WORDS.has(word)) {
      chunks.push({ kind: 'or' });
      continue;
    }
    // Every word is required already: an AND operator is accepted and has nothing to add.
    if (AND_WORDS.has(word)) continue;
    const negated = word.startsWith('-');
    const body = word.replace(/^-+/, '');
    const prefix = /[^*]\*+$/.test(body);
    const text = body.replace(/\*+$/, '');
    if (text !== '') chunks.push({ kind: 'word', text, negated, prefix });
  }
  return chunks;
}

/** Analyses one chunk; null when nothing searchable is left (stop words, punctuation, emoji). */
function toItem(chunk: Exclude<Chunk, { kind: 'or' }>): QueryItem | null {
  if (chunk.kind === 'word' && chunk.prefix) {
    const raws = rawTokens(chunk.text);
    if (raws.length === 1) {
      const token = analyzePrefix(raws[0]);
      return token === null ? null : { type: 'term', token, prefix: true };
    }
    // 'L1234-5*' spans several tokens: searched as a plain phrase, the '*' is ignored.
  }
  const tokens = analyzeTokens(chunk.text);
  if (tokens.length === 0) return null;
  if (tokens.length === 1) return { type: 'term', token: tokens[0], prefix: false };
  return { type: 'phrase', tokens };
}

function itemKey(item: QueryItem): string {
  return item.type === 'term' ? `t:${item.token}${item.prefix ? '*' : ''}` : `p:${item.tokens.join(' ')}`;
}

function itemSize(item: QueryItem): number {
  return item.type === 'term' ? 1 : item.tokens.length;
}

/** Cuts an item to the remaining token budget (a phrase keeps its first tokens). */
function fitBudget(item: QueryItem, budget: number): QueryItem | null {
  if (budget <= 0) return null;
  if (item.type === 'term' || item.tokens.length <= budget) return item;
  if (budget === 1) return { type: 'term', token: item.tokens[0], prefix: false };
  return { type: 'phrase', tokens: item.tokens.slice(0, budget) };
}

/**
 * Parses the search box syntax: words (all required), "exact phrase", -excluded, -"phrase",
 * a OR b (upper-case OR or OU between two positive items; elsewhere it is ignored), a AND b (upper-case
 * AND or ET, the same as a b), prefix*.
 * Never throws; malformed syntax degrades to plain words. Bounded: MAX_QUERY_LENGTH input
 * characters and MAX_QUERY_TOKENS tokens.
 */
export function parseQuery(input: string): SearchQuery {
  return readQuery(input).query;
}

/** parseQuery, and whether tokens past MAX_QUERY_TOKENS were left out (`cut`). */
export function readQuery(input: string): { query: SearchQuery; cut: boolean } {
  const clauses: Clause[] = [];
  let cut = false;
  const excluded: QueryItem[] = [];
  const seenExcluded = new Set<string>();
  let budget = MAX_QUERY_TOKENS;
  let lastWasPositive = false;
  let pendingOr = false;

  for (const chunk of lex(typeof input === 'string' ? input : '')) {
    if (chunk.kind === 'or') {
      pendingOr = lastWasPositive;
      continue;
    }
    const analysed = toItem(chunk);
    if (analysed === null) continue; // a stop word between 'a OR le OR b' keeps the OR chain
    const item = fitBudget(analysed, budget);
    if (item !== analysed) cut = true;
    if (item === null) break;
    const key = itemKey(item);
    if (chunk.negated) {
      if (!seenExcluded.has(key)) {
        excluded.push(item);
        seenExcluded.add(key);
        budget -= itemSize(item);
      }
      lastWasPositive = false;
      pendingOr = false;
      continue;
    }
    const last = clauses[clauses.length - 1];
    if (pendingOr && last) {
      if (!last.items.some((existing) => itemKey(existing) === key)) {
        last.items.push(item);
        budget -= itemSize(item);
      }
    } else {
      clauses.push({ items: [item] });
      budget -= itemSize(item);
    }
    lastWasPositive = true;
    pendingOr = false;
  }
  return { query: { clauses: dedupeClauses(clauses), excluded }, cut };
}

/** 'decret decret' is one requirement; OR-groups are compared as sets. */
function dedupeClauses(clauses: Clause[]): Clause[] {
  const seen = new Set<string>();
  const out: Clause[] = [];
  for (const clause of clauses) {
    const key = clause.items.map(itemKey).sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(clause);
  }
  return out;
}
