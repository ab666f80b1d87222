// The documents facets are counted over (firstByKey) against a whole sort: on random keys, many of them equal,
// and orders of the items that make the sample's guess too low, too high or useless.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstByKey, firstK } from './rank';

/** The `limit` first by a whole sort: key descending, then rank ascending (key null: rank alone). */
function bySort(items: number[], key: Float64Array | null, limit: number, rank: Int32Array): number[] {
  return [...items]
    .sort((a, b) => (key === null ? 0 : key[b] - key[a]) || rank[a] - rank[b])
    .slice(0, limit)
    .sort((a, b) => a - b);
}

/** `n` integers in [0, 2^31) from a seed (mulberry32): a corpus of 30,000 documents in a few milliseconds. */
function randomInts(seed: number, n: number): Int32Array {
  const out = new Int32Array(n);
  let a = seed | 0;
  for (let i = 0; i < n; i++) {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) >>> 1;
  }
  return out;
}

const sorted = (docs: number[]) => [...docs].sort((a, b) => a - b);

/** A corpus of `docs` documents: keys from `distinct` values (few: many ties), ranks a random permutation. */
const corpus = fc
  .record({
    docs: fc.integer({ min: 1, max: 30_000 }),
    distinct: fc.constantFrom(1, 3, 20, 1_000, 1_000_000),
    seed: fc.integer(),
    layout: fc.constantFrom('random', 'ascending', 'descending', 'best-at-sampled-places'),
    share: fc.double({ min: 0.05, max: 1, noNaN: true }),
    limit: fc.constantFrom(1, 10, 100, 10_000),
  })
  .map(({ docs, distinct, seed, layout, share, limit }) => {
    const random = randomInts(seed, 3 * docs);
    const key = new Float64Array(docs);
    for (let d = 0; d < docs; d++) key[d] = (random[d] % distinct) / 7;
    const rank = new Int32Array(docs);
    const order = Array.from({ length: docs }, (_, i) => i).sort(
      (a, b) => random[docs + a] - random[docs + b] || a - b,
    );
    order.forEach((d, r) => {
      rank[d] = r;
    });
    let items = Array.from({ length: docs }, (_, d) => d).filter(
      (d) => random[2 * docs + d] / 2 ** 31 < share,
    );
    if (layout === 'ascending') items.sort((a, b) => key[a] - key[b]);
    if (layout === 'descending') items.sort((a, b) => key[b] - key[a]);
    if (layout === 'best-at-sampled-places') {
      // The largest keys where an evenly spread sample reads: the sample then guesses too high.
      const byKey = [...items].sort((a, b) => key[b] - key[a]);
      const placed: number[] = new Array(items.length);
      const samples = 2048;
      let next = 0;
      for (let i = 0; i < samples; i++) {
        const at = Math.floor((i * items.length) / samples);
        if (at < items.length && placed[at] === undefined) placed[at] = byKey[next++];
      }
      for (let i = 0; i < items.length; i++) if (placed[i] === undefined) placed[i] = byKey[next++];
      items = placed;
    }
    return { key, rank, items, limit };
  });

describe('firstByKey', () => {
  it('keeps the same documents as a whole sort, by score then date rank, or by rank alone', () => {
    fc.assert(
      fc.property(corpus, fc.boolean(), ({ key, rank, items, limit }, byRank) => {
        const keyOrNull = byRank ? null : key;
        const chosen = firstByKey(Int32Array.from(items), keyOrNull, limit, rank);
        expect(sorted(chosen)).toEqual(bySort(items, keyOrNull, limit, rank));
      }),
      { numRuns: 120 },
    );
  });

  it('gives firstK the same page as the whole list does', () => {
    fc.assert(
      fc.property(corpus, ({ key, rank, items, limit }) => {
        const before = (a: number, b: number) => key[a] > key[b] || (key[a] === key[b] && rank[a] < rank[b]);
        const chosen = firstByKey(items, key, limit, rank);
        const page = Math.min(10, limit);
        expect(firstK(chosen, page, before)).toEqual(firstK(items, page, before));
      }),
      { numRuns: 60 },
    );
  });
});
