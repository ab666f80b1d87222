// Articles that are no longer law (issue 31): a repealed article stays findable but ranks after the live
// ones that answer as well, and the "in force only" filter leaves it out.

/**
 * What a repealed article's score counts for, against a live one's: an article in force that answers as
 * well comes first, and its text too (a text's score is its best articles'); a repealed article answering
 * much better than any live one can still lead.
 */
const REPEALED_SHARE = 0.7;

/** The scores of the repealed passages reached, lowered (Evaluator.collect, before the best passages are picked). */
export function weighRepealed(
  repealed: Uint8Array,
  passageDelta: Float64Array,
  touched: Int32Array,
  count: number,
): void {
  for (let k = 0; k < count; k++) {
    const p = touched[k];
    if (repealed[p] === 1) passageDelta[p] *= REPEALED_SHARE;
  }
}
