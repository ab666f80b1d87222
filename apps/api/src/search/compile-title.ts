import { toFts5Match } from './compile-fts5';
import type { QueryItem, SearchQuery } from './query-types';

/**
 * "Title over body" (decisions.md §4) as an explicit first ranking key: does the title alone hold every
 * positive part of the query? bm25's IDF all but vanishes for words that most documents contain ("code",
 * "loi"), and then a long body outranks an exact title; this key keeps "Code civil" first for `code civil`.
 * Exclusions are left to the main match, which has already removed those documents.
 */
export function toFts5TitleMatch(q: SearchQuery): string | null {
  const positive = toFts5Match({ clauses: q.clauses, excluded: [] });
  return positive === null ? null : `title : (${positive})`;
}

const safeToken = (token: string) => token.replace(/[^a-z0-9]/g, '');

function titleItem(item: QueryItem): string | null {
  if (item.type === 'term') {
    const t = safeToken(item.token);
    if (t === '') return null;
    return item.prefix ? `${t}:*A` : `${t}:A`;
  }
  const tokens = item.tokens.map(safeToken).filter((t) => t !== '');
  if (tokens.length === 0) return null;
  return tokens.length === 1 ? `${tokens[0]}:A` : `(${tokens.map((t) => `${t}:A`).join(' <-> ')})`;
}

/** The same key for PostgreSQL: every token restricted to the title's weight (A). */
export function toTsQueryTitle(q: SearchQuery): string | null {
  const groups = q.clauses
    .map((c) => {
      const parts = c.items.map(titleItem).filter((p): p is string => p !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? parts[0] : `(${parts.join(' | ')})`;
    })
    .filter((g): g is string => g !== null);
  return groups.length === 0 ? null : groups.join(' & ');
}
