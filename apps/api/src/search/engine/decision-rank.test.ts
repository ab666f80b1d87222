// Court decisions beside the texts (decision-rank.ts, chunk-lengths.ts): a decision's long parts change
// neither how a text's articles are measured nor their order, and a text answering as well comes first.
import { describe, expect, it } from 'vitest';
import { article, doc, engineWith, ids } from './test-corpus';

const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ');

const bail = doc(1, 'Acte uniforme portant sur le droit commercial général', [
  article('101', 'Les dispositions du présent titre sont applicables aux baux portant sur des immeubles.'),
  article(
    '103',
    'Toute convention ayant pour objet la location d’un immeuble.',
    'Du bail à usage professionnel',
  ),
  article('104', `Le bail est conclu par écrit. ${words(30, 'stipulation')} bail bail bail.`),
]);
// A decision in long chunks with no heading, holding none of the query's words.
const decision = (id: number) =>
  doc(
    id,
    `Cour commune de justice et d’arbitrage, arrêt n°${id}`,
    [words(280, 'attendu'), words(250, 'considérant'), words(300, 'dispositif')],
    { category: 'jurisprudence', court: 'ccja' },
  );

describe('length norms per kind of passage', () => {
  it('measures articles against articles and chunks against chunks, after every write', () => {
    const engine = engineWith([bail]);
    engine.commit();
    const articles = engine.index.averages.articles;
    expect(engine.index.averages.chunks).toEqual({ heading: 0, body: 0 });
    for (let id = 10; id < 20; id++) engine.add(decision(id));
    engine.commit();
    expect(engine.index.averages.articles).toEqual(articles);
    expect(engine.index.averages.chunks).toEqual({ heading: 0, body: (280 + 250 + 300) / 3 });
    for (let id = 10; id < 20; id++) engine.remove(id);
    engine.commit();
    expect(engine.index.averages.chunks).toEqual({ heading: 0, body: 0 });
    expect(engine.index.averages.articles).toEqual(articles);
  });

  it("keeps the order of a text's articles when decisions are added", () => {
    const alone = engineWith([bail]);
    const beside = engineWith([bail, ...Array.from({ length: 30 }, (_, i) => decision(10 + i))]);
    const order = (engine: typeof alone, q: string) =>
      engine.search({ q }).hits[0].passages.map((p) => p.articleKey);
    for (const q of ['bail', 'bail professionnel', 'immeuble bail'])
      expect(order(beside, q), q).toEqual(order(alone, q));
  });
});

describe('decisions beside the texts', () => {
  const text = doc(1, 'Traité relatif à l’harmonisation du droit des affaires', [
    article('31', 'La Cour commune de justice et d’arbitrage est composée de neuf juges.'),
  ]);
  // The same words, as a decision repeats its court's name.
  const ruling = doc(
    2,
    'Cour commune de justice et d’arbitrage, arrêt n°12',
    [
      'La Cour commune de justice et d’arbitrage, statuant en audience publique, est composée de trois juges.',
    ],
    { category: 'jurisprudence', court: 'ccja' },
  );
  const other = doc(
    3,
    'Cour commune de justice et d’arbitrage, arrêt n°13',
    ['La Cour rejette le pourvoi ; la saisie conservatoire est levée ; la Cour ordonne la mainlevée.'],
    { category: 'jurisprudence', court: 'ccja' },
  );
  const engine = engineWith([text, ruling, other]);

  it('puts a text answering about as well before a decision', () => {
    expect(ids(engine, 'cour commune de justice et d’arbitrage composée juges').slice(0, 2)).toEqual([1, 2]);
  });

  it('lets a decision answering clearly better lead', () => {
    expect(ids(engine, 'saisie conservatoire mainlevée')).toEqual([3]);
    expect(ids(engine, 'cour commune de justice et d’arbitrage audience publique composée')[0]).toBe(2);
  });

  it('orders decisions among themselves by their words alone', () => {
    const scores = (q: string) =>
      engine.search({ q, filters: { category: 'jurisprudence' } }).hits.map((h) => h.documentId);
    expect(scores('cour')).toEqual([3, 2]);
  });
});
