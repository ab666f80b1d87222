import type { QueryItem, SearchQuery } from './query-types';

// Analysed tokens are [a-z0-9] only; stripping anything else keeps tsquery operators
// (& | ! ( ) : * < > ') out of reach whatever the analyser does.
function safeToken(token: string): string {
  return token.replace(/[^a-z0-9]/g, '');
}

/** The tsquery text of one word or phrase (null when nothing of it is left once made safe). */
function tsItem(item: QueryItem): string | null {
  if (item.type === 'term') {
    const t = safeToken(item.token);
    if (t === '') return null;
    return item.prefix ? `${t}:*` : t;
  }
  const tokens = item.tokens.map(safeToken).filter((t) => t !== '');
  if (tokens.length === 0) return null;
  if (tokens.length === 1) return tokens[0];
  return `(${tsPhraseInTitle(tokens)} | ${tsPhraseInBody(tokens)})`;
}

// The document vector is title (weight A) || body (B): PostgreSQL numbers the body after the
// title, so a bare `a <-> b` would match across the end of the title and the start of the
// body, which FTS5 (separate columns) does not. Restricting each side to one column's weight
// keeps both engines equal. 'BCD' also covers vectors built without setweight (weight D), such
// as a long document's phrase chunks.
const tsPhraseInTitle = (tokens: string[]) => tokens.map((t) => `${t}:A`).join(' <-> ');
const tsPhraseInBody = (tokens: string[]) => tokens.map((t) => `${t}:BCD`).join(' <-> ');

function tsGroup(items: QueryItem[]): string | null {
  const parts = items.map(tsItem).filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `(${parts.join(' | ')})`;
}

/**
 * Text for `to_tsquery('simple', $1)` (always pass it as a bind parameter), or null when the
 * query has no positive part (see isEmptyQuery: such queries match nothing).
 */
export function toTsQuery(q: SearchQuery): string | null {
  const positive = q.clauses.map((c) => tsGroup(c.items)).filter((p): p is string => p !== null);
  if (positive.length === 0) return null;
  const parts = positive;
  const excluded = tsGroup(q.excluded);
  if (excluded !== null) parts.push(`!${excluded.startsWith('(') ? excluded : `(${excluded})`}`);
  return parts.join(' & ');
}
