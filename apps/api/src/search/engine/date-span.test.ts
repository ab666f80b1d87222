import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doc, engineWith } from './test-corpus';

// A browse by period walks only the part of the date order its dates leave (DateOrder.span): it must show and
// count exactly the documents a walk of the whole order would, at the range's edges, among equal dates and
// undated documents, after removals and additions too.
const DATES = [null, '2018-03-01', '2019-12-31', '2020-01-01', '2020-06-15', '2021-01-01'];
const BOUNDS = [
  undefined,
  '2018-03-01',
  '2019-01-01',
  '2019-12-31',
  '2020-01-01',
  '2020-06-15',
  '2022-01-01',
];

const corpus = fc.array(
  fc.record({ date: fc.constantFrom(...DATES), typeId: fc.constantFrom(1, 2), published: fc.boolean() }),
  { minLength: 1, maxLength: 40 },
);

describe('browsing by period', () => {
  it('shows and counts what the whole date order holds in the range', () => {
    fc.assert(
      fc.property(
        corpus,
        fc.constantFrom(...BOUNDS),
        fc.constantFrom(...BOUNDS),
        fc.option(fc.constantFrom(1, 2), { nil: undefined }),
        fc.array(fc.nat(), { maxLength: 5 }),
        (docs, dateFrom, dateTo, typeId, removed) => {
          const inputs = docs.map((d, i) =>
            doc(i + 1, `Texte ${i + 1}`, ['Le budget.'], {
              publishedAt: d.date,
              typeId: d.typeId,
              published: d.published,
            }),
          );
          const half = Math.ceil(inputs.length / 2);
          const engine = engineWith(inputs.slice(0, half));
          engine.search({}); // the order is built; the rest comes by insertions and removals
          for (const d of inputs.slice(half)) engine.add(d);
          const gone = new Set(removed.map((r) => (r % docs.length) + 1));
          for (const id of gone) engine.remove(id);
          const ranged = dateFrom !== undefined || dateTo !== undefined;
          const inRange = (date: string | null) =>
            !ranged ||
            (date !== null && date >= (dateFrom ?? '') && (dateTo === undefined || date <= dateTo));
          const expected = inputs
            .filter((d) => d.published && !gone.has(d.id) && (typeId === undefined || d.typeId === typeId))
            .filter((d) => inRange(d.publishedAt))
            .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id)
            .map((d) => d.id);
          const answer = engine.search({ filters: { dateFrom, dateTo, typeId }, pageSize: 100 });
          expect(answer.hits.map((h) => h.documentId)).toEqual(expected);
          expect(answer.total).toBe(expected.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
