import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuery } from '../parse-query';
import { MAX_QUERY_LENGTH } from '../query-types';
import { costlyQuery } from '../test-arbitraries';
import { WORK_BUDGET } from './bounds';
import { SearchEngine } from './engine';
import { Evaluator, type Searched } from './evaluate';
import { titlesWithPhrase } from './phrase';
import { compilePlan, type Leaf, type Plan } from './plan';
import { Scratch } from './scratch';
import { widenQuery } from './synonyms';
import { article, doc } from './test-corpus';
import type { DocumentInput } from './types';
import { COST, unlimitedBudget, WorkBudget } from './work-budget';

const WORDS = 'contrat travail bail vente nuit salaire code loi préavis licenciement commercial test'.split(
  ' ',
);

/** Documents of common words, some with many articles: costly queries have much to read. */
function corpus(): DocumentInput[] {
  let s = 7;
  // The high bits of a linear congruential generator (its low bits cycle).
  const next = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s >>> 16;
  };
  const sentence = () =>
    Array.from({ length: 4 + (next() % 12) }, () => WORDS[next() % WORDS.length]).join(' ');
  return Array.from({ length: 120 }, (_, i) =>
    doc(
      i + 1,
      i === 0 ? 'Code du travail' : `Loi ${WORDS[next() % WORDS.length]} ${WORDS[next() % WORDS.length]}`,
      Array.from({ length: 1 + (next() % (i < 5 ? 60 : 6)) }, (_, a) => article(String(a + 1), sentence())),
      { publishedAt: `20${10 + (next() % 15)}-01-01` },
    ),
  );
}

function engineOf(workBudget: number): SearchEngine {
  const engine = new SearchEngine({ workBudget, timeLimitMs: 60_000 });
  for (const d of corpus()) engine.add(d);
  engine.commit();
  return engine;
}

const unlimited = engineOf(Number.POSITIVE_INFINITY);
const defaultBudget = engineOf(WORK_BUDGET);
const small = engineOf(400);
const found = (engine: SearchEngine, q: string) => {
  const answer = engine.search({ q, pageSize: 100 });
  return { ids: answer.hits.map((h) => h.documentId), total: answer.total };
};

describe('the work budget', () => {
  it('lends a step part of what is left: the part may run out without ending the search, and is charged back', () => {
    const budget = new WorkBudget(100, 1000);
    expect(budget.take(40)).toBe(true);
    const part = budget.part(0.5);
    expect(part.take(25)).toBe(true);
    expect(part.take(10)).toBe(false);
    budget.settle(part);
    expect(budget.used).toBe(65);
    expect(budget.exhausted).toBe(false);
    expect(budget.take(35)).toBe(true);
    expect(budget.part(0.5).take(1)).toBe(false);
  });

  it('takes a step whole or not at all, and nothing once a step did not fit', () => {
    const budget = new WorkBudget(10, 1000);
    expect(budget.take(6)).toBe(true);
    expect(budget.take(5)).toBe(false);
    expect(budget.used).toBe(6);
    expect(budget.cut).toBe('work');
    expect(budget.take(1)).toBe(false);
    expect(budget.used).toBe(6);
  });

  it('takes a step that may be cut in as many whole pieces as fit, then nothing more', () => {
    const budget = new WorkBudget(10, 1000);
    expect(budget.takePart(2, 3)).toBe(2);
    expect(budget.cut).toBeNull();
    expect(budget.takePart(5, 3)).toBe(1);
    expect(budget.used).toBe(9);
    expect(budget.cut).toBe('work');
    expect(budget.takePart(1, 1)).toBe(0);
    expect(budget.used).toBe(9);
    const none = new WorkBudget(2, 1000);
    expect(none.takePart(4, 3)).toBe(0);
    expect(none.cut).toBe('work');
    expect(new WorkBudget(2, 1000).takePart(0, 3)).toBe(0);
  });

  it('stops on the clock past its time, whatever the count', () => {
    let now = 0;
    const budget = new WorkBudget(Number.POSITIVE_INFINITY, 50, () => now);
    expect(budget.take(100_000)).toBe(true);
    now = 51;
    expect(budget.take(100_000)).toBe(false);
    expect(budget.cut).toBe('time');
  });
});

describe('a search within its cost model', () => {
  it('never spends more than its work budget, whatever the query up to the contract limits', () => {
    const seen = { partial: 0, whole: 0 };
    fc.assert(
      fc.property(costlyQuery, (q) => {
        expect(defaultBudget.search({ q }).work).toBeLessThanOrEqual(WORK_BUDGET);
        const cut = small.search({ q, pageSize: 100 });
        expect(cut.work).toBeLessThanOrEqual(400);
        seen[cut.partial ? 'partial' : 'whole']++;
        // A search that was not cut finds what an unlimited one finds.
        if (!cut.partial)
          expect({ ids: cut.hits.map((h) => h.documentId), total: cut.total }).toEqual(found(unlimited, q));
      }),
      { numRuns: 150 },
    );
    // Both cases were met.
    expect(seen.partial).toBeGreaterThan(10);
    expect(seen.whole).toBeGreaterThan(10);
  });

  it('reads a query no further than its first MAX_QUERY_LENGTH characters, and says so', () => {
    const long = `${'contrat '.repeat(70)}zzzunknownword`;
    expect(long.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    const answer = unlimited.search({ q: long });
    expect(answer.partial).toBe(true);
    // The word past the limit was not searched: the query still finds the contracts.
    expect(answer.total).toBe(unlimited.search({ q: 'contrat' }).total);
  });

  it('reads a word typed again once: 1,990 times cost what once does', () => {
    const once = unlimited.search({ q: 'tesr' });
    const again = unlimited.search({ q: 'tesr '.repeat(1990) });
    expect(once.suggestion).toBe('test');
    expect(again.work).toBe(once.work);
    expect(again.suggestion?.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it('names at most 50 articles for ranges chained over 10,000 characters, and says it cut them', () => {
    let q = 'articles 1';
    for (let n = 51; q.length < 9_990; n += 50) q += ` à ${n}`;
    const answer = unlimited.search({ q, page: 3 });
    expect(answer.reference?.articles).toHaveLength(50);
    expect(answer.reference?.missing.length).toBeLessThanOrEqual(50);
    expect(answer.partial).toBe(true);
  });

  it('stops phrases of common words at the budget with the clauses it could pay for', () => {
    const q = Array.from({ length: 16 }, (_, i) => `"${WORDS[i % 12]} ${WORDS[(i + 5) % 12]}"`).join(' ');
    const cut = small.search({ q });
    expect(cut.partial).toBe(true);
    expect(cut.work).toBeLessThanOrEqual(400);
    expect(unlimited.search({ q }).work).toBeGreaterThan(400);
  });
});

/** Words OR-ed, then other words: clauses of several items, which a budget may cut after some. */
const orChains = fc
  .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 8 }), fc.constantFrom(...WORDS))
  .map(([alternatives, word]) => `${word} ${alternatives.join(' OR ')} ${word}`);

/** A plan cut to what a run searched, its last item read in part when the run read it so. */
function cutPlan(plan: Plan, searched: Searched): Plan {
  const clauses = plan.clauses
    .slice(0, searched.clauseItems.length)
    .map((c, i) => c.slice(0, searched.clauseItems[i]));
  const lastClause = clauses[clauses.length - 1];
  const last = lastClause?.[lastClause.length - 1];
  if (searched.lastItemRead !== null && (last?.kind === 'terms' || last?.kind === 'phrase'))
    lastClause[lastClause.length - 1] = {
      ...last,
      readUpTo: searched.lastItemRead,
      ...(last.kind === 'phrase' ? { withTitles: searched.lastItemTitles } : {}),
    };
  return {
    ...plan,
    clauses,
    excluded: plan.excluded.slice(0, searched.excluded),
    pairs: plan.pairs.slice(0, searched.pairs),
  };
}

describe('a run cut by its budget', () => {
  const engine = unlimited;
  const evaluator = new Evaluator(engine.index, new Scratch());
  const scratch = (evaluator as unknown as { s: Scratch }).s;
  const run = (plan: Plan, budget: WorkBudget) => {
    const docs = evaluator.run(plan, () => true, budget);
    return {
      searched: evaluator.searched,
      matches: new Map(Array.from(docs, (d) => [d, scratch.docScore[d]])),
    };
  };

  it('answers exactly what the plan cut where it stopped answers (a prefix of the work)', () => {
    let cutInsideAClause = 0;
    const readInPart = { terms: 0, phrase: 0 };
    fc.assert(
      fc.property(fc.oneof(costlyQuery, orChains), fc.integer({ min: 0, max: 3000 }), (q, limit) => {
        const { query } = readQuery(q);
        const plan = compilePlan(
          widenQuery(query, [], () => true).query,
          engine.index.vocabulary,
          unlimitedBudget(),
        );
        const cut = run(plan, new WorkBudget(limit, 60_000));
        const items = cut.searched.clauseItems;
        if (items.length > 0 && items[items.length - 1] < plan.clauses[items.length - 1].length)
          cutInsideAClause++;
        const last = plan.clauses[items.length - 1]?.[items[items.length - 1] - 1];
        if (typeof cut.searched.lastItemRead === 'number' && last && last.kind !== 'all')
          readInPart[last.kind]++;
        const reference = run(cutPlan(plan, cut.searched), unlimitedBudget());
        expect([...cut.matches.keys()].sort()).toEqual([...reference.matches.keys()].sort());
        for (const [d, score] of cut.matches)
          expect(score).toBeCloseTo(reference.matches.get(d) ?? Number.NaN, 9);
      }),
      { numRuns: 200 },
    );
    // OR clauses were cut after some of their items, and words read in part.
    expect(cutInsideAClause).toBeGreaterThan(0);
    expect(readInPart.terms).toBeGreaterThan(0);
    expect(readInPart.phrase).toBeGreaterThan(0);
  });

  it('charges an excluded word, alone or in a group, its postings only: it adds no hit', () => {
    const ids = (...words: string[]) => words.map((w) => engine.index.vocabulary.id(w) as number);
    const [contrat, travail, bail] = ids('contrat', 'travail', 'bail');
    const postings = (t: number) =>
      engine.index.titlePostings.count(t) + engine.index.passagePostings.count(t);
    const word = (t: number): Leaf => ({ kind: 'terms', terms: [t] });
    const wordAlone = word(travail);
    const group: Leaf = { kind: 'all', parts: [wordAlone, word(bail)] };
    const clause = word(contrat);
    const used = (excluded: Plan['excluded']) => {
      const budget = unlimitedBudget();
      run({ clauses: [[clause]], excluded, prefixLimited: false, pairs: [] }, budget);
      return budget.used;
    };
    const base = used([]);
    expect(base).toBe((COST.posting + COST.hit) * postings(contrat));
    expect(used([wordAlone]) - base).toBe(COST.posting * postings(travail));
    expect(used([group]) - base).toBe(COST.posting * (postings(travail) + postings(bail)));
  });

  it('reads a word with more postings than the budget pays for in part, rather than finding nothing', () => {
    const { query } = readQuery('contrat');
    const plan = compilePlan(
      widenQuery(query, [], () => true).query,
      engine.index.vocabulary,
      unlimitedBudget(),
    );
    const [[leaf]] = plan.clauses;
    if (leaf.kind !== 'terms') throw new Error('contrat is a word');
    const [t] = leaf.terms;
    const { titlePostings: titles, passagePostings: passages } = engine.index;
    const postings = titles.count(t) + passages.count(t);
    // A word's posting is paid for with the hit it may add.
    const each = COST.posting + COST.hit;
    const limit = each * Math.floor(postings / 3);
    const budget = new WorkBudget(limit, 60_000);
    const cut = run(plan, budget);
    expect(budget.used).toBe(limit);
    expect(cut.searched.lastItemRead).toBe(limit / each);
    // The documents of the word's first postings, titles then passages, are those it matched.
    const deltaIds = (list: { ids: Int32Array; length: number } | undefined) =>
      list ? [...list.ids.subarray(0, list.length)] : [];
    const readDocs = [
      ...titles.ids.subarray(titles.start(t), titles.end(t)),
      ...deltaIds(titles.delta.get(t)),
      ...[
        ...passages.ids.subarray(passages.start(t), passages.end(t)),
        ...deltaIds(passages.delta.get(t)),
      ].map((p) => engine.index.table.passageDoc[p]),
    ];
    const firstDocs = new Set(readDocs.slice(0, limit / each));
    expect([...cut.matches.keys()].sort()).toEqual([...firstDocs].sort());
    // Through the engine: a partial answer that found documents, fewer than all.
    const partly = engineOf(limit).search({ q: 'contrat', pageSize: 100 });
    expect(partly.partial).toBe(true);
    expect(partly.total).toBeGreaterThan(0);
    expect(partly.total).toBeLessThan(unlimited.search({ q: 'contrat' }).total);
  });

  it('reads a phrase costing more than the budget in part: its titles first, then the passages of its first postings', () => {
    const { query } = readQuery('"contrat nuit"');
    const plan = compilePlan(
      widenQuery(query, [], () => true).query,
      engine.index.vocabulary,
      unlimitedBudget(),
    );
    const whole = unlimitedBudget();
    const all = run(plan, whole);
    expect(all.searched.lastItemRead).toBeNull();
    const limit = Math.floor(whole.used / 2);
    const budget = new WorkBudget(limit, 60_000);
    const cut = run(plan, budget);
    expect(budget.cut).toBe('work');
    expect(cut.searched.lastItemRead).toBeGreaterThan(0);
    expect(cut.matches.size).toBeGreaterThan(0);
    // Every document whose title holds the phrase is found, however far its passages were read.
    const [[leaf]] = plan.clauses;
    const titled =
      titlesWithPhrase(engine.index, leaf.kind === 'phrase' ? leaf.terms : [], unlimitedBudget()) ?? [];
    expect(titled.length).toBeGreaterThan(0);
    expect(cut.searched.lastItemTitles).toBe(true);
    for (const [d] of titled) expect(cut.matches.has(d)).toBe(true);
    expect(cut.matches.size).toBeLessThan(all.matches.size);
    for (const d of cut.matches.keys()) expect(all.matches.has(d)).toBe(true);
    const partly = engineOf(limit).search({ q: '"contrat nuit"', pageSize: 100 });
    expect(partly.partial).toBe(true);
    expect(partly.total).toBeGreaterThan(0);
    expect(partly.total).toBeLessThan(unlimited.search({ q: '"contrat nuit"' }).total);
  });
});
