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
/**
 * Work units one search may spend (work-budget.ts), suggestion and reference included: about 25 ms of one
 * core at 90,000 articles, three times the work of the costliest bench query (`"conseil d'état"`, 1.0
 * million). Past it the search stops with what it has found and says `partial`: sixteen phrases of common
 * words cost 8.6 million units (70 ms of CPU, 330 ms on a loaded server) before (docs/search-engine.md,
 * "Cost model").
 */
export const WORK_BUDGET = 3_000_000;
/**
 * Work units a search may spend when its caller spent much engine time lately (`EngineTimeBudget.isHeavy`):
 * about 2.5 ms, below what most bench queries need (the costliest need 0.4 to 1 million). A caller sending
 * costly searches as fast as they are answered then holds the engine thread a short while each time, so
 * the others' searches wait little for theirs (docs/search-engine.md, "Fair sharing").
 */
export const HEAVY_CALLER_WORK_BUDGET = WORK_BUDGET / 10;
/**
 * A search stops past this many milliseconds whatever its work count: the backstop of a machine much slower
 * than the one WORK_BUDGET was measured on (a search within the budget takes at most about 25 ms there). It
 * is wall time, which a loaded machine stretches (the test suites run under loads of 20 on 2 cores): 150 ms
 * cut ordinary suggestions there.
 */
export const SEARCH_TIME_LIMIT_MS = 1_000;
