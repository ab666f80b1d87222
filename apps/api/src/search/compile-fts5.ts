import type { QueryItem, SearchQuery } from './query-types';

// Analysed tokens are [a-z0-9] only; this is a second line of defence so nothing that is not a
// token can reach the FTS5 parser even if the analyser changes.
function safeToken(token: string): string {
  return token.replace(/[^a-z0-9]/g, '');
}

function ftsItem(item: QueryItem): string | null {
  if (item.type === 'term') {
    const t = safeToken(item.token);
    if (t === '') return null;
    return item.prefix ? `"${t}" *` : `"${t}"`;
  }
  const tokens = item.tokens.map(safeToken).filter((t) => t !== '');
  return tokens.length === 0 ? null : `"${tokens.join(' ')}"`;
}

function ftsGroup(items: QueryItem[]): string | null {
  const parts = items.map(ftsItem).filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

/**
 * FTS5 MATCH expression searching all columns, or null when the query has no positive part
 * (see isEmptyQuery: such queries match nothing). Every token is double-quoted, so no FTS5
 * syntax can be injected. FTS5's NOT is binary and needs a left operand, so exclusions are
 * appended as `(<positive>) NOT (<x> OR <y>)`.
 */
export function toFts5Match(q: SearchQuery): string | null {
  const positive = q.clauses.map((c) => ftsGroup(c.items)).filter((p): p is string => p !== null);
  if (positive.length === 0) return null;
  const required = positive.join(' AND ');
  const excluded = ftsGroup(q.excluded);
  return excluded === null
    ? required
    : `(${required}) NOT ${excluded.startsWith('(') ? excluded : `(${excluded})`}`;
}
