// Rows of the distance table, reused (words are at most MAX_TOKEN_LENGTH letters).
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance (insertions, deletions, substitutions, adjacent transpositions) when it
 * is at most `max`, else max + 1. Rows stop early once every cell exceeds `max`.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) rows = rows.map(() => new Int32Array(n + 1));
  let [prevPrev, prev, row] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, prevPrev[j - 2] + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return Math.min(prev[n], max + 1);
}
