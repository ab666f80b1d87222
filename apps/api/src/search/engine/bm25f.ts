/**
 * One BM25F formula for every passage (docs/search-engine.md): a term's frequencies in the document's
 * title, the passage's heading and its body are each divided by their length norm, weighted, summed,
 * then saturated once: x = Σ w_f·tf_f / (1 − b_f + b_f·len_f / avglen_f), score = idf · x / (k1 + x).
 * The title is a field of each of the document's passages, so a word of the title counts in all of them.
 */
const K1 = 1.2;
export const TITLE_WEIGHT = 3;
export const HEADING_WEIGHT = 2;
export const BODY_WEIGHT = 1;
export const TITLE_B = 0.75;
export const HEADING_B = 0.5;
export const BODY_B = 0.5;
/** A document's score is its best passage's, plus this share of its second best. */
export const SECOND_PASSAGE_SHARE = 0.1;

/** Lucene's BM25 idf (never negative): n of N passages hold the term. */
export function idf(n: number, total: number): number {
  const held = Math.min(n, total);
  return Math.log(1 + (total - held + 0.5) / (held + 0.5));
}

/** b / average length: the length norm of a field is 1 − b + slope·length (1 when the field is always empty). */
export const lengthSlope = (b: number, average: number): number => (average > 0 ? b / average : 0);

export const saturate = (x: number): number => x / (K1 + x);
/** Two words typed next to each other and found together score again as a phrase, at this share. */
export const PROXIMITY_SHARE = 0.25;
