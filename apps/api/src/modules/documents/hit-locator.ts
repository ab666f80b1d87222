import { analyzeTokens, itemTokens, type SearchQuery } from '../../search';

// Words as the snippet builder sees them (apostrophe-joined parts stay together).
const WORD_RE = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

/** The positive tokens of a query: exact ones and prefixes (what the screen highlights). */
export function queryTokens(q: SearchQuery) {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const clause of q.clauses)
    for (const item of clause.items) {
      if (item.type === 'term' && item.prefix) prefixes.add(item.token);
      else for (const t of itemTokens(item)) exact.add(t);
    }
  return { exact: [...exact], prefixes: [...prefixes] };
}

/**
 * Offset of the first word of `text` matching a positive token of the query, or -1. Used to tell
 * which article a hit is in; stops at the first match, so it stays fast on 2 MB codes.
 */
export function firstMatchOffset(text: string, q: SearchQuery): number {
  const { exact, prefixes } = queryTokens(q);
  if (exact.length === 0 && prefixes.length === 0) return -1;
  const exactSet = new Set(exact);
  const seen = new Map<string, boolean>();
  const re = new RegExp(WORD_RE.source, WORD_RE.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const word = m[0];
    let hit = seen.get(word);
    if (hit === undefined) {
      hit = analyzeTokens(word).some((t) => exactSet.has(t) || prefixes.some((p) => t.startsWith(p)));
      if (seen.size < 50_000) seen.set(word, hit);
    }
    if (hit) return m.index;
  }
  return -1;
}
