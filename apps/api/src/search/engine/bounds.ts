/** Counts are exact up to this many documents; above, facets are counted over this many best (decisions.md §4). */
export const COUNT_LIMIT = 10_000;
/** A prefix matches at most this many terms, the most frequent first. */
export const PREFIX_TERMS = 50;
/** A query looks up at most this many terms, prefix expansions and synonyms included. */
export const QUERY_TERMS = 100;
/** Results beyond this rank are not paged (the count says 'more than COUNT_LIMIT'). */
export const MAX_RANKED = 10_000;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Passages named under each document hit. */
export const PASSAGES_PER_HIT = 3;
/** Documents a reference without a named text may put first. */
export const MAX_REFERENCED_DOCUMENTS = 50;
