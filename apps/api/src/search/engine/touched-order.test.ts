// Scratch.orderTouched puts the touched passages and documents in slot order before collect: on random corpora
// and queries, the answers are those of the lists in the order the terms reached them.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { Scratch } from './scratch';
import { article, doc } from './test-corpus';
import type { SearchRequest } from './types';

/** Words sharing a prefix, so that `con*` reaches the documents term after term, in many runs. */
const WORDS = [
  'contrat',
  'contre',
  'conseil',
  'constat',
  'contenu',
  'congé',
  'travail',
  'bail',
  'vente',
  'nuit',
];
const word = fc.constantFrom(...WORDS);
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));

const corpus = fc.array(
  fc.record({
    title: sentence,
    bodies: fc.array(sentence, { minLength: 1, maxLength: 4 }),
    repealed: fc.boolean(),
    year: fc.integer({ min: 2000, max: 2024 }),
  }),
  { minLength: 20, maxLength: 120 },
);

const query = fc.oneof(
  fc.constant('con*'),
  fc.constant('con* travail'),
  fc.tuple(word, word, word).map(([a, b, c]) => `${a} OR ${b} OR ${c}`),
  fc.tuple(word, word).map(([a, b]) => `con* -${a} ${b}`),
);

const request = fc.record({
  sort: fc.constantFrom('relevance' as const, 'date' as const),
  page: fc.integer({ min: 1, max: 3 }),
  inForceOnly: fc.boolean(),
});

const ordered = Scratch.prototype.orderTouched;

afterEach(() => {
  Scratch.prototype.orderTouched = ordered;
});

describe('touched lists put in slot order', () => {
  it('answer as the lists in the order reached do, and are reordered on scattered queries', () => {
    let reordered = 0;
    Scratch.prototype.orderTouched = function (this: Scratch, index) {
      const before = this.touchedDocs.slice(0, this.touchedDocCount).join();
      ordered.call(this, index);
      if (this.touchedDocs.slice(0, this.touchedDocCount).join() !== before) reordered++;
    };
    fc.assert(
      fc.property(
        corpus,
        fc.array(fc.tuple(query, request), { minLength: 1, maxLength: 4 }),
        (rows, asks) => {
          const engine = new SearchEngine();
          rows.forEach((r, i) => {
            const passages = r.bodies.map((b, a) => ({
              ...article(String(a + 1), b),
              repealed: r.repealed && a === 0,
            }));
            engine.add(doc(i + 1, r.title, passages, { year: r.year, publishedAt: `${r.year}-01-01` }));
          });
          engine.commit();
          for (const [q, r] of asks) {
            const asked: SearchRequest = {
              q,
              sort: r.sort,
              page: r.page,
              filters: { inForceOnly: r.inForceOnly },
            };
            const inSlotOrder = engine.search(asked);
            const reorder = Scratch.prototype.orderTouched;
            Scratch.prototype.orderTouched = () => {};
            const asReached = engine.search(asked);
            Scratch.prototype.orderTouched = reorder;
            expect(inSlotOrder).toEqual(asReached);
          }
        },
      ),
      { numRuns: 120, seed: 34 },
    );
    expect(reordered).toBeGreaterThan(0);
  });
});
