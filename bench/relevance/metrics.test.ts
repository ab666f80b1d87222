import { describe, expect, it } from 'vitest';
import { byKind, evaluate, failed, type SearchAnswerRead, summarize } from './metrics';
import type { RelevanceQuery } from './queries';

const TITLE = 'Code du travail';
const reference: RelevanceQuery = {
  id: 'r',
  q: 'article 36 code du travail',
  kind: 'reference',
  expected: { document: 'ct', article: 'Article 36' },
  evidence: 'traiter le travailleur avec dignité',
};
const missing: RelevanceQuery = {
  id: 'm',
  q: 'article 999 code du travail',
  kind: 'reference',
  expected: { document: 'ct', article: null, missingArticle: '999' },
  evidence: 'Sont abrogées toutes dispositions antérieures contraires',
};
const topic: RelevanceQuery = { ...reference, id: 't', kind: 'topic', q: 'obligations de l’employeur' };

const hit = (title: string, articles: string[] = [], referenced: string[] = []) => ({
  title,
  article: articles[0] ? { label: articles[0] } : null,
  articles: articles.map((label) => ({ label, referenced: referenced.includes(label) })),
});
const answer = (...documents: SearchAnswerRead['documents']): SearchAnswerRead => ({ documents });

describe('relevance metrics', () => {
  it('ranks the expected document and finds its article among the named ones', () => {
    const o = evaluate(topic, TITLE, answer(hit('Autre'), hit(TITLE, ['Article 35', 'Article 36'])));
    expect(o.rank).toBe(2);
    expect(o.articleFound).toBe(true);
    expect(o.referenceFound).toBeNull();
    expect(failed(o)).toBe(false);
  });

  it('falls back on the single located article of a search without a list', () => {
    const o = evaluate(topic, TITLE, answer({ title: TITLE, article: { label: 'Article 36' } }));
    expect(o.articleFound).toBe(true);
  });

  it('counts a reference only with the text first and its article first or referenced', () => {
    expect(evaluate(reference, TITLE, answer(hit(TITLE, ['Article 36']))).referenceFound).toBe(true);
    expect(
      evaluate(reference, TITLE, answer(hit(TITLE, ['Article 1', 'Article 36'], ['Article 36'])))
        .referenceFound,
    ).toBe(true);
    expect(evaluate(reference, TITLE, answer(hit(TITLE, ['Article 1', 'Article 36']))).referenceFound).toBe(
      false,
    );
    expect(evaluate(reference, TITLE, answer(hit('Autre'), hit(TITLE, ['Article 36']))).referenceFound).toBe(
      false,
    );
  });

  it('counts a missing article only when the answer names it as missing', () => {
    expect(evaluate(missing, TITLE, { documents: [], reference: { missing: ['999'] } }).referenceFound).toBe(
      true,
    );
    expect(evaluate(missing, TITLE, { documents: [], reference: { missing: ['998'] } }).referenceFound).toBe(
      false,
    );
    expect(evaluate(missing, TITLE, { documents: [], reference: null }).referenceFound).toBe(false);
  });

  it('matches "Article premier", "Article 1er" and "Article 1" as one article', () => {
    const first = { ...topic, expected: { document: 'ct', article: 'Article premier' } };
    expect(evaluate(first, TITLE, answer(hit(TITLE, ['Article 1er']))).articleFound).toBe(true);
    expect(evaluate(first, TITLE, answer(hit(TITLE, ['Article 10']))).articleFound).toBe(false);
  });

  it('sums success@k, MRR and accuracies over the queries', () => {
    const outcomes = [
      evaluate(topic, TITLE, answer(hit(TITLE, ['Article 36']))),
      evaluate(topic, TITLE, answer(hit('A'), hit('B'), hit('C'), hit(TITLE, ['Article 2']))),
      evaluate(topic, TITLE, answer(hit('A'))),
      evaluate(missing, TITLE, { documents: [], reference: { missing: ['999'] } }),
    ];
    expect(byKind(outcomes)).toEqual([
      { kind: 'topic', queries: 3, inTop3: 1, articlesNamed: 1 },
      { kind: 'reference', queries: 1, inTop3: 0, articlesNamed: 0 },
    ]);
    expect(summarize(outcomes)).toEqual({
      queries: 4,
      successAt1: 0.25,
      successAt3: 0.25,
      successAt10: 0.5,
      mrr: 0.313,
      articleAccuracy: 0.333,
      articleQueries: 3,
      referenceAccuracy: 1,
      referenceQueries: 1,
      namesFirst: 0,
      nameQueries: 0,
    });
  });

  it('wants a text named by its name first', () => {
    const named: RelevanceQuery = {
      id: 'n',
      q: 'code du travail',
      kind: 'name',
      expected: { document: 'ct', article: null },
      evidence: TITLE,
    };
    const firstHit = evaluate(named, TITLE, answer(hit(TITLE), hit('Autre')));
    const second = evaluate(named, TITLE, answer(hit('Autre'), hit(TITLE)));
    expect([failed(firstHit), failed(second)]).toEqual([false, true]);
    expect(summarize([firstHit, second])).toMatchObject({ namesFirst: 0.5, nameQueries: 2 });
  });
});
