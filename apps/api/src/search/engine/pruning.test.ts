// Pruning (Evaluator.scoreClauses) against the exhaustive evaluation: on random corpora and random queries,
// the same page, scores, counts and facets, the capped counts included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from './bounds';
import { SearchEngine } from './engine';
import { article, doc } from './test-corpus';
import type { DocumentInput, SearchRequest } from './types';

/** Few words, so that most documents hold some of them and a query's clauses often meet. */
const WORDS = ['contrat', 'travail', 'bail', 'vente', 'salaire', 'préavis', 'code', 'nuit'];
const COURTS = [null, null, 'ccja', 'cour-cassation'];

const word = fc.constantFrom(...WORDS);
const sentence = fc.array(word, { minLength: 1, maxLength: 10 }).map((w) => w.join(' '));

const document = (id: number) =>
  fc
    .record({
      title: sentence,
      passages: fc.array(fc.record({ body: sentence, heading: fc.constantFrom('', 'travail', 'vente') }), {
        minLength: 1,
        maxLength: 5,
      }),
      repealed: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
      court: fc.constantFrom(...COURTS),
      year: fc.integer({ min: 2000, max: 2024 }),
    })
    .map(({ title, passages, repealed, court, year }) =>
      doc(
        id,
        title,
        passages.map((p, a) => ({ ...article(String(a + 1), p.body, p.heading), repealed: repealed[a] })),
        { court, year, publishedAt: `${year}-01-01` },
      ),
    );

const corpus = fc
  .integer({ min: 1, max: 40 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => document(i + 1))));

/** One to four clauses: words, prefixes, phrases, alternatives, and sometimes an excluded word. */
const clause = fc.oneof(
  word,
  word.map((w) => `${w.slice(0, 3)}*`),
  fc.tuple(word, word).map(([a, b]) => `"${a} ${b}"`),
  fc.tuple(word, word).map(([a, b]) => `${a} OR ${b}`),
);
const query = fc
  .tuple(fc.array(clause, { minLength: 1, maxLength: 4 }), fc.option(word, { nil: undefined }))
  .map(([clauses, excluded]) => [...clauses, ...(excluded ? [`-${excluded}`] : [])].join(' '));

const request = fc.record({
  sort: fc.constantFrom('relevance' as const, 'date' as const),
  page: fc.integer({ min: 1, max: 3 }),
  inForceOnly: fc.boolean(),
});

function engineOf(docs: readonly DocumentInput[], pruning: boolean): SearchEngine {
  const engine = new SearchEngine({ pruning });
  for (const d of docs) engine.add(d);
  engine.commit();
  return engine;
}

/** What a reader sees of an answer, scores included. */
const seen = (engine: SearchEngine, r: SearchRequest) => {
  const { hits, total, totalIsLowerBound, facets, facetsApproximate, partial } = engine.search(r);
  return { hits, total, totalIsLowerBound, facets, facetsApproximate, partial };
};

const asked = (q: string, r: { sort: 'relevance' | 'date'; page: number; inForceOnly: boolean }) => ({
  q,
  sort: r.sort,
  page: r.page,
  filters: { inForceOnly: r.inForceOnly },
});

describe('pruning', () => {
  it('answers as the exhaustive evaluation does, on random corpora and queries', () => {
    fc.assert(
      fc.property(
        corpus,
        fc.array(fc.tuple(query, request), { minLength: 1, maxLength: 5 }),
        (docs, asks) => {
          const pruned = engineOf(docs, true);
          const exhaustive = engineOf(docs, false);
          for (const [q, r] of asks) expect(seen(pruned, asked(q, r))).toEqual(seen(exhaustive, asked(q, r)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the capped counts and the facets of the best hits past the count limit', () => {
    // More documents than the count limit: the count stops there and facets are counted over the best.
    const docs = fc
      .sample(document(1), { numRuns: COUNT_LIMIT + 500, seed: 34 })
      .map((d, i) => ({ ...d, id: i + 1 }));
    const pruned = engineOf(docs, true);
    const exhaustive = engineOf(docs, false);
    let capped = 0;
    fc.assert(
      fc.property(query, request, (q, r) => {
        const answer = seen(pruned, asked(q, r));
        if (answer.totalIsLowerBound) capped++;
        expect(answer).toEqual(seen(exhaustive, asked(q, r)));
      }),
      { numRuns: 60, seed: 34 },
    );
    expect(capped).toBeGreaterThan(0);
  });
});
