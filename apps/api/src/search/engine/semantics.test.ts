import { describe, expect, it } from 'vitest';
import { analyzeTokens } from '../analyzer';
import { parseQuery } from '../parse-query';
import { PREFIX_TERMS, QUERY_TERMS } from './bounds';
import { compilePlan } from './plan';
import { doc, engineWith, ids } from './test-corpus';
import { unlimitedBudget } from './work-budget';

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('query semantics', () => {
  const engine = engineWith([
    doc(1, 'Code du travail', [
      { heading: 'Article 1 Du contrat', body: 'Le contrat de travail est conclu par écrit.' },
      { heading: 'Article 2 Du travail', body: 'Le contrat est signé. Le travail commence.' },
    ]),
    doc(2, 'Loi', ['Le travail du contrat est payé.']),
    doc(3, 'Décret', ['Le contrat est conclu.', 'Le travail de nuit.']),
    doc(4, 'Arrêté portant contrat de travail type', ['Dispositions générales.']),
    doc(5, 'Circulaire', ['Le bail commercial est renouvelé.']),
    doc(6, 'Note', ['Le bail d’habitation.', 'La vente commerciale.']),
  ]);

  it('a phrase matches consecutive words (stop words skipped) inside one field of one passage', () => {
    expect(sorted(ids(engine, '"contrat de travail"'))).toEqual([1, 4]);
    expect(ids(engine, '"travail contrat"')).toEqual([2]); // 'Le travail du contrat'
    // Not across the heading and the body, nor across two passages.
    expect(ids(engine, '"contrat contrat"')).toEqual([]);
    expect(ids(engine, '"conclu travail"')).toEqual([]);
  });

  it('all words are required, anywhere in the document', () => {
    expect(sorted(ids(engine, 'contrat travail'))).toEqual([1, 2, 3, 4]);
    // 'bail' and 'commerciale' in two passages of document 6.
    expect(sorted(ids(engine, 'bail commercial'))).toEqual([5, 6]);
  });

  it('AND is an operator, the same as plain words', () => {
    expect(engine.search({ q: 'bail AND commercial' })).toEqual(engine.search({ q: 'bail commercial' }));
    expect(sorted(ids(engine, 'bail AND commercial'))).toEqual([5, 6]);
  });

  it('OR needs one of its items', () => {
    expect(sorted(ids(engine, 'bail OR nuit'))).toEqual([3, 5, 6]);
    expect(sorted(ids(engine, 'bail OR "travail de nuit"'))).toEqual([3, 5, 6]);
    expect(sorted(ids(engine, 'vente OR nuit bail'))).toEqual([6]);
  });

  it('an exclusion removes the document wherever the word is, title included', () => {
    expect(sorted(ids(engine, 'contrat -nuit'))).toEqual([1, 2, 4]);
    expect(sorted(ids(engine, 'contrat -arrêté'))).toEqual([1, 2, 3]);
    expect(sorted(ids(engine, 'contrat -"contrat de travail"'))).toEqual([2, 3]);
    expect(engine.search({ q: '-contrat' }).emptyQuery).toBe(true);
    expect(engine.search({ q: 'le la les' })).toMatchObject({ emptyQuery: true, total: 0, hits: [] });
  });

  it('a prefix matches every term starting with it', () => {
    expect(sorted(ids(engine, 'commerc*'))).toEqual([5, 6]);
    expect(sorted(ids(engine, 'contr* -nuit'))).toEqual([1, 2, 4]);
  });

  it('an unknown word matches nothing and does not fail', () => {
    expect(ids(engine, 'contrat zzyzxquux')).toEqual([]);
    expect(ids(engine, '"contrat zzyzxquux"')).toEqual([]);
    expect(ids(engine, 'zzyzxquux OR bail')).toEqual(ids(engine, 'bail'));
  });
});

describe('bounds', () => {
  // 60 words sharing a prefix; word i occurs in i + 1 documents, so the most frequent are the last ones.
  const words = Array.from(
    { length: 60 },
    (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`,
  );
  const docs = words.flatMap((word, i) =>
    Array.from({ length: i + 1 }, (_, k) => doc(1000 * (i + 1) + k, 'Texte', [`Le mot ${word} figure ici.`])),
  );
  const engine = engineWith(docs);

  it('a prefix expands to its PREFIX_TERMS most frequent terms', () => {
    const answer = engine.search({ q: 'zq*', pageSize: 100 });
    expect(answer.prefixLimited).toBe(true);
    const kept = words.slice(words.length - PREFIX_TERMS);
    const expected = kept.reduce((n, w) => n + words.indexOf(w) + 1, 0);
    expect(answer.total).toBe(expected);
    // The rarest word was left out, the most frequent kept.
    expect(ids(engine, `zq* ${words[0]}`)).not.toContain(1000);
    expect(ids(engine, `zq* ${words[59]}`)).toHaveLength(10);
  });

  it('a query looks up at most QUERY_TERMS terms, prefixes included', () => {
    engine.commit();
    const query = parseQuery('zq* zqa* zqb* zqc* zqd* zqe* zqf*');
    const plan = compilePlan(
      { clauses: query.clauses.map((c) => c.items), excluded: query.excluded },
      engine.index.vocabulary,
      unlimitedBudget(),
    );
    const looked = plan.clauses
      .flat()
      .reduce((n, leaf) => n + (leaf.kind === 'terms' ? leaf.terms.length : 0), 0);
    expect(looked).toBeLessThanOrEqual(QUERY_TERMS);
    expect(
      plan.clauses.every((clause) => clause.every((leaf) => leaf.kind !== 'terms' || leaf.terms.length >= 1)),
    ).toBe(true);
  });

  it('the parser bounds the words of a query', () => {
    const many = Array.from({ length: 80 }, (_, i) => `mot${i}`).join(' ');
    expect(analyzeTokens(many).length).toBeGreaterThan(32);
    expect(parseQuery(many).clauses.length).toBeLessThanOrEqual(32);
  });
});
