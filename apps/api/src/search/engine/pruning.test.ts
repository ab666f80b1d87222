// Pruning (Evaluator.scoreClauses) and the filters' narrowing (Evaluator.run) against the exhaustive
// evaluation: on random corpora, queries and filters, the same page, scores, counts and facets, the capped
// counts included.
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
  court: fc.constantFrom(null, null, 'ccja'),
  dateFrom: fc.option(
    fc.integer({ min: 2000, max: 2024 }).map((y) => `${y}-01-01`),
    { nil: null },
  ),
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

interface Asked {
  sort: 'relevance' | 'date';
  page: number;
  inForceOnly: boolean;
  court: string | null;
  dateFrom: string | null;
}

const asked = (q: string, r: Asked) => ({
  q,
  sort: r.sort,
  page: r.page,
  filters: { inForceOnly: r.inForceOnly, court: r.court, dateFrom: r.dateFrom },
});

describe('pruning and narrowing', () => {
  it('answers as the exhaustive evaluation does, on random corpora, queries and filters', () => {
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
      // Half the requests without filters: a filter mostly brings the count under the limit.
      fc.property(query, request, fc.boolean(), (q, drawn, filtered) => {
        const r = filtered ? drawn : { ...drawn, court: null, dateFrom: null };
        const answer = seen(pruned, asked(q, r));
        if (answer.totalIsLowerBound) capped++;
        expect(answer).toEqual(seen(exhaustive, asked(q, r)));
      }),
      { numRuns: 60, seed: 34 },
    );
    // Words most documents hold, so that some answers are capped whatever the draws above gave.
    const plain = { sort: 'relevance' as const, page: 2, inForceOnly: false, court: null, dateFrom: null };
    for (const q of ['contrat', 'travail OR vente', 'co*', 'nuit -bail'])
      for (const r of [
        plain,
        { ...plain, dateFrom: '2000-01-01' },
        { ...plain, court: 'ccja', sort: 'date' as const },
      ]) {
        const answer = seen(pruned, asked(q, r));
        if (answer.totalIsLowerBound) capped++;
        expect(answer).toEqual(seen(exhaustive, asked(q, r)));
      }
    expect(capped).toBeGreaterThan(0);
  });
});
