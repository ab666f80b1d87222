// Court decisions beside the legislative texts (issue 32): each kind is scored against its own word
// statistics, and a decision answering as well as a text comes after it, the way status-rank.ts ranks
// repealed articles after live ones. Measured with `npm run eval:search` (docs/benchmarks.md, relevance).

/**
 * The kinds whose word statistics (BM25F idf and average field lengths) are kept apart. The 297 decisions
 * repeat their court's name in every title ("Cour commune de justice et d'arbitrage (CCJA), arrêt n°…") and
 * have long parts: counted with the texts, they made those words common and the texts' passages short for
 * their length norms, which reordered the texts' own articles ("bail commercial" lost the AUDCG's
 * Article 103). Apart, a text ranks its articles as it did without decisions, and a word every decision of a
 * court writes weighs little in a decision, as a word every article writes weighs little in a text.
 */
export const TEXT = 0;
export const DECISION = 1;
export type DocumentKind = typeof TEXT | typeof DECISION;
export const KINDS: readonly DocumentKind[] = [TEXT, DECISION];

/** A document with a court (DocumentFacets.court) is a court decision. */
export const kindOf = (court: string | null | undefined): DocumentKind =>
  court === null || court === undefined ? TEXT : DECISION;

/**
 * What a decision's score counts for, against a text's: a query's words answered as well by a text and by a
 * decision name the law first (a decision applies it, often quoting it in long parts), and a decision answering
 * much better, on a subject only it treats, still leads. Searches filtered to case law hold only decisions,
 * so the share reorders nothing there; a decision's citation is pinned first before any scoring
 * (documents/search-pinned.ts). 0.7 as REPEALED_SHARE: at 0.4 a decision query leaves the top 3.
 */
const DECISION_SHARE = 0.7;

/** A matched document's score, a decision's lowered (Evaluator.collect, once its passages are summed). */
export const weighDecision = (kind: number, score: number): number =>
  kind === DECISION ? score * DECISION_SHARE : score;
