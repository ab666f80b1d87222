import { SEARCH_QUERY_LIMITS } from '@lexfaso/contracts/without-schemas';

/** One analysed token; `prefix` means 'any indexed token starting with `token`'. */
export interface Term {
  type: 'term';
  token: string;
  prefix: boolean;
}

/** Consecutive analysed tokens (stop words already removed on both the index and the query). */
export interface Phrase {
  type: 'phrase';
  tokens: string[];
}

export type QueryItem = Term | Phrase;

/** Items joined by OR; a clause with one item is a plain required word or phrase. */
export interface Clause {
  items: QueryItem[];
}

/** All clauses must match (AND); no excluded item may match. */
export interface SearchQuery {
  clauses: Clause[];
  excluded: QueryItem[];
}

/** Input beyond this many characters is ignored (SEARCH_QUERY_LIMITS says why). */
export const MAX_QUERY_LENGTH = SEARCH_QUERY_LIMITS.characters;
/** At most this many tokens in a whole query (terms + phrase tokens + exclusions). */
export const MAX_QUERY_TOKENS = SEARCH_QUERY_LIMITS.tokens;

/**
 * True when the query has nothing to look for. That includes queries made only of stop words
 * or only of exclusions ('-decret'): a search needs at least one positive term, and "everything
 * except X" over a whole legal database is not a useful answer. Callers should return no hits
 * for such input (the compilers return null) and may show "précisez votre recherche".
 */
export function isEmptyQuery(q: SearchQuery): boolean {
  return q.clauses.length === 0;
}

/** Every token of an item, for highlighting and debugging. */
export function itemTokens(item: QueryItem): string[] {
  return item.type === 'term' ? [item.token] : item.tokens;
}

/** What a search's snippets mark: the analysed tokens of its positive words and phrases, and its prefixes. */
export interface QueryTerms {
  /** 'decret', 'contrat', 'travail': a word of a text is marked when one of its tokens is one of these. */
  exact: string[];
  /** 'licenci' of 'licenci*': a word is marked when one of its tokens starts with one of these. */
  prefixes: string[];
}

/**
 * The positive terms of a query (exclusions are never marked), then the items it was widened with (synonyms),
 * each once, in the order they come: a prefix item gives a prefix, any other item its tokens.
 */
export function queryTerms(q: SearchQuery, widenedWith: readonly QueryItem[] = []): QueryTerms {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  const add = (item: QueryItem) => {
    if (item.type === 'term' && item.prefix) prefixes.add(item.token);
    else for (const t of itemTokens(item)) exact.add(t);
  };
  for (const clause of q.clauses) for (const item of clause.items) add(item);
  for (const item of widenedWith) add(item);
  return { exact: [...exact], prefixes: [...prefixes] };
}
