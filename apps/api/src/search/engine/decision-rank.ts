// Court decisions beside the texts (issue 32): a decision stays findable by its words but ranks after a text
// that answers as well, as a repealed article ranks after a live one (status-rank.ts). Measured with
// `npm run eval:search` (docs/benchmarks.md, "Relevance").

/** DocumentTable.court of a document without a court: a text, not a decision. */
const NO_COURT = -1;

/**
 * What a decision's score counts for, against a text's. A decision applies the law and names its court in its
 * title and again and again in its parts ("la Cour Commune de Justice et d'Arbitrage de l'OHADA, statuant…"):
 * its words match queries about the law it applies, or about its court, that a text answers. The text comes
 * first when both answer about as well; a decision answering clearly better (a subject only it treats, its
 * court and its subject) still leads. Searches limited to case law compare decisions only, and each of their
 * scores is lowered alike: their order does not change. A decision's citation is put first before any scoring
 * (modules/documents/search-pinned.ts). Half: the middle of the shares with which the relevance set meets its
 * targets in both directions, texts before the decisions that repeat their words and decisions found by their
 * subject (docs/benchmarks.md, "Relevance").
 */
const DECISION_SHARE = 0.5;

/** Document d's score as ranked: a decision's lowered (Evaluator.collect). */
export const weighDecision = (court: Int32Array, d: number, score: number): number =>
  court[d] === NO_COURT ? score : score * DECISION_SHARE;
