// A query that is a text's name lands on that text (engine.ts, namedText): the long text would otherwise rank
// behind the short documents citing it.
import { describe, expect, it } from 'vitest';
import { article, doc, engineWith, ids } from './test-corpus';

const civilArticles = Array.from({ length: 40 }, (_, i) =>
  article(String(1100 + i), `Les conventions légalement formées tiennent lieu de loi, disposition ${i}.`),
);
const civil = doc(1, 'Code civil de 1804 (édition applicable au Burkina Faso)', [
  article('1382', 'Tout fait quelconque de l’homme qui cause à autrui un dommage oblige à le réparer.'),
  ...civilArticles,
]);
// A short document citing the code in every paragraph: by the words alone, it answers 'code civil' better.
const circulaire = doc(
  2,
  'Circulaire sur la responsabilité civile',
  [
    'Vu l’article 1382 du code civil ; le code civil oblige à réparer ; la responsabilité civile.',
    'Les juridictions appliquent le code civil.',
  ],
  { category: 'circulaires' },
);
const travail = doc(3, 'Code du travail', [
  article('1', 'Le présent code du travail s’applique aux travailleurs.'),
  article('2', 'Le travail forcé est interdit.'),
  article('3', 'Le salaire est payé en monnaie.'),
]);
const modification = doc(4, 'Loi portant modification du code du travail', [
  article('1', 'L’article 2 du code du travail est modifié ; le code du travail est complété.'),
]);
const constitution = doc(5, 'Constitution du Burkina Faso', [
  article('1', 'Tous les Burkinabè naissent libres et égaux en droits.'),
]);
const societe = doc(6, 'Acte uniforme OHADA relatif au droit des sociétés commerciales', [
  article('10', 'La constitution de la société est constatée par écrit. La constitution de la société.'),
]);
const audcg = doc(7, 'Acte uniforme OHADA du 15 décembre 2010 portant sur le droit commercial général', [
  article('103', 'Est réputé bail à usage professionnel toute convention.'),
]);
const engine = engineWith([civil, circulaire, travail, modification, constitution, societe, audcg]);

describe('a query that is the name of a text', () => {
  it('puts that text first, before the documents citing it', () => {
    // The same words not forming the name: the circulaire answers them best.
    expect(ids(engine, 'civil code')[0]).toBe(2);
    expect(ids(engine, 'code civil')[0]).toBe(1);
    expect(ids(engine, 'le code civil')[0]).toBe(1);
    expect(ids(engine, '"code civil"')[0]).toBe(1);
    expect(ids(engine, 'Code Civil')[0]).toBe(1);
  });

  it('finds the text by its other long names, whatever its title adds', () => {
    expect(ids(engine, 'acte uniforme relatif au droit commercial général')[0]).toBe(7);
    expect(ids(engine, 'acte uniforme portant sur le droit commercial général')[0]).toBe(7);
    expect(ids(engine, 'constitution')[0]).toBe(5);
  });

  it('puts the text itself first, before the texts amending it, and counts it once', () => {
    const answer = engine.search({ q: 'code du travail' });
    expect(answer.hits.map((h) => h.documentId)).toEqual([3, 4]);
    expect(answer.total).toBe(2);
    expect(answer.suggestion).toBeNull();
  });

  it('keeps its place on the next pages', () => {
    const first = engine.search({ q: 'code civil', pageSize: 1 });
    const second = engine.search({ q: 'code civil', pageSize: 1, page: 2 });
    expect(first.hits.map((h) => h.documentId)).toEqual([1]);
    expect(second.hits.map((h) => h.documentId)).toEqual([2]);
    expect(second.total).toBe(first.total);
  });

  it('leaves a query that holds a name among other words to the ranking', () => {
    expect(ids(engine, 'code civil réparer juridictions')[0]).toBe(2);
    expect(ids(engine, 'constitution de la société')[0]).toBe(6);
  });

  it('does not take an abbreviation alone, or a query with operators, for the name', () => {
    // 'CC' is also the Conseil constitutionnel in decisions' numbers.
    expect(engine.search({ q: 'CC' }).total).toBe(0);
    expect(ids(engine, 'code OR civil')[0]).not.toBe(1);
    // The Code civil holds 'tiennent': the exclusion leaves it out, it is not put back first.
    expect(ids(engine, 'code civil -tiennent')).toEqual([2]);
    expect(ids(engine, 'code civ*')[0]).toBe(2);
  });

  it('keeps the filters and the date order', () => {
    expect(ids(engine, 'code civil', { filters: { category: 'circulaires' } })).toEqual([2]);
    expect(ids(engine, 'code civil', { sort: 'date' })).toEqual(ids(engine, 'civil code', { sort: 'date' }));
  });
});
