// The several terms of a prefix or a synonym scored a block of documents at a time (Evaluator.scoreTermsInBlocks)
// against term after term over the whole corpus: on random corpora, with postings added since the last rebuild
// and documents removed, and budgets that cut a leaf's postings part way, the same answers to the last bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { article, doc } from './test-corpus';
import type { DocumentInput, SearchRequest } from './types';

/** Families of words sharing a prefix, so that a prefix reads several terms. */
const WORDS = [
  'contrat',
  'contractuel',
  'contrôle',
  'convention',
  'travail',
  'travailleur',
  'traité',
  'bail',
  'bailleur',
  'vente',
  'vendeur',
];
const PREFIXES = ['con*', 'contr*', 'tra*', 'bai*', 'ven*', 'co*', 'v*'];

const word = fc.constantFrom(...WORDS);
const sentence = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));

const document = fc
  .record({
    title: sentence,
    passages: fc.array(sentence, { minLength: 1, maxLength: 4 }),
    repealed: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    year: fc.integer({ min: 2000, max: 2024 }),
  })
  .map(
    ({ title, passages, repealed, year }) =>
      (id: number) =>
        doc(
          id,
          title,
          passages.map((body, a) => ({ ...article(String(a + 1), body), repealed: repealed[a] })),
          { year, publishedAt: `${year}-01-01` },
        ),
  );

/** Documents indexed at once, documents added after (kept apart from the compact postings), ids removed. */
const history = fc.record({
  first: fc.array(document, { minLength: 1, maxLength: 50 }),
  later: fc.array(document, { maxLength: 3 }),
  removed: fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 4 }),
});

const query = fc.oneof(
  fc.constantFrom(...PREFIXES),
  fc.tuple(fc.constantFrom(...PREFIXES), word).map(([p, w]) => `${p} ${w}`),
  fc.tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...PREFIXES)).map(([a, b]) => `${a} OR ${b}`),
  fc.tuple(fc.constantFrom(...PREFIXES), word).map(([p, w]) => `${p} -${w}`),
);

/** Work budgets from one that stops a prefix's postings part way to one that reads everything. */
const budget = fc.constantFrom(100, 300, 800, 2_000, 10_000_000);

interface HistoryDrawn {
  first: Array<(id: number) => DocumentInput>;
  later: Array<(id: number) => DocumentInput>;
  removed: number[];
}

function engineOf(h: HistoryDrawn, blocks: number, work: number) {
  const engine = new SearchEngine({ termBlockDocs: blocks, workBudget: work });
  const docs: DocumentInput[] = h.first.map((make, i) => make(i + 1));
  for (const d of docs) engine.add(d);
  engine.commit();
  h.later.forEach((make, i) => {
    engine.add(make(h.first.length + i + 1));
  });
  for (const id of new Set(h.removed)) if (id <= h.first.length + h.later.length) engine.remove(id);
  engine.commit();
  return engine;
}

const seen = (engine: SearchEngine, r: SearchRequest) => {
  const { hits, total, totalIsLowerBound, facets, partial, work } = engine.search(r);
  return { hits, total, totalIsLowerBound, facets, partial, work };
};

describe('several terms scored block by block', () => {
  it('answers as term after term does, scores to the last bit, with added and removed documents', () => {
    let withDelta = 0;
    let cut = 0;
    fc.assert(
      fc.property(
        history,
        fc.array(fc.tuple(query, fc.constantFrom('relevance' as const, 'date' as const), fc.boolean()), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 1, max: 5 }),
        budget,
        (h, asks, blocks, work) => {
          const blocked = engineOf(h, blocks, work);
          const reference = engineOf(h, 0, work);
          if (blocked.index.passagePostings.deltaPostings > 0) withDelta++;
          for (const [q, sort, inForceOnly] of asks) {
            const r: SearchRequest = { q, sort, filters: { inForceOnly } };
            const answer = seen(blocked, r);
            if (answer.partial) cut++;
            expect(answer).toEqual(seen(reference, r));
          }
        },
      ),
      { numRuns: 200 },
    );
    // The draws reached the cases the blocks must get right: postings outside the compact lists, cut leaves.
    expect(withDelta).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(0);
  });
});
