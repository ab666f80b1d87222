import { describe, expect, it } from 'vitest';
import { article, doc, engineWith, ids } from './test-corpus';

describe('ranking', () => {
  it('puts a title match above a body match', () => {
    const engine = engineWith([
      doc(1, 'Loi sur les mines', ['Le permis de recherche est délivré par arrêté.']),
      doc(2, 'Code minier', ['Le permis de recherche minière est délivré par décret.']),
      doc(3, 'Loi relative au permis de recherche', ['Dispositions générales.']),
    ]);
    expect(ids(engine, 'permis de recherche')[0]).toBe(3);
  });

  it('prefers more occurrences, then shorter passages', () => {
    const filler = ' Les dispositions générales du présent texte sont applicables.'.repeat(6);
    const engine = engineWith([
      doc(1, 'Texte A', [`La caution garantit la dette.${filler}`]),
      doc(2, 'Texte B', ['La caution garantit la dette. La caution est solidaire.']),
      doc(3, 'Texte C', ['La caution garantit la dette.']),
    ]);
    expect(ids(engine, 'caution')).toEqual([2, 3, 1]);
  });

  it('weighs rare words above common ones', () => {
    const engine = engineWith([
      doc(1, 'A', ['Le contrat est conclu. Le contrat est écrit.']),
      doc(2, 'B', ['Le contrat de nantissement est conclu.']),
      doc(3, 'C', ['Le contrat est signé.']),
      doc(4, 'D', ['Le contrat est publié.']),
    ]);
    // Both hold both words; the one with the rare word more often wins regardless of 'contrat'.
    expect(ids(engine, 'contrat OR nantissement')[0]).toBe(2);
  });

  it('breaks ties by date (newest first, undated last), then by id', () => {
    const body = ['Le bail est conclu.'];
    const engine = engineWith([
      doc(1, 'Bail', body, { publishedAt: '2019-05-01' }),
      doc(2, 'Bail', body, { publishedAt: '2021-05-01' }),
      doc(3, 'Bail', body, { publishedAt: null }),
      doc(4, 'Bail', body, { publishedAt: '2021-05-01' }),
    ]);
    expect(ids(engine, 'bail')).toEqual([4, 2, 1, 3]);
  });

  it('ranks the same whatever the order documents were added in', () => {
    const docs = [
      doc(1, 'Code du travail', [
        article('1', 'Le contrat de travail est conclu.'),
        article('2', 'Le salaire.'),
      ]),
      doc(2, 'Loi sur le travail', ['Le travail de nuit est interdit aux mineurs.']),
      doc(3, 'Décret', ['Le contrat à durée déterminée.']),
      doc(4, 'Arrêté', ['Le travail temporaire et le contrat de mission.']),
    ];
    const forward = engineWith(docs);
    const backward = engineWith([...docs].reverse());
    for (const q of [
      'travail',
      'contrat',
      'contrat travail',
      '"contrat de travail"',
      'trav*',
      'contart',
      'article 1',
    ])
      expect(backward.search({ q }), q).toEqual(forward.search({ q }));
  });
});

describe('passages', () => {
  const code = doc(1, 'Code civil', [
    article('1', 'Les lois sont exécutoires dans tout le territoire.'),
    article('2', 'La loi ne dispose que pour l’avenir.'),
    article(
      '1240',
      'Tout fait quelconque de l’homme, qui cause à autrui un dommage, oblige celui par la faute duquel il est arrivé à le réparer.',
    ),
    article(
      '1241',
      'Chacun est responsable du dommage qu’il a causé non seulement par son fait, mais encore par sa négligence.',
    ),
    article('1242', 'On est responsable non seulement du dommage que l’on cause par son propre fait.'),
  ]);

  it('names the best-matching article, not the first occurrence of a word', () => {
    const engine = engineWith([code]);
    const [hit] = engine.search({ q: 'dommage faute réparer' }).hits;
    expect(hit.passages[0].articleKey).toBe('1240');
    expect(hit.passages[0].anchor).toBe('article-1240');
    expect(hit.passages[0].ordinal).toBe(2);
  });

  it('lists up to 3 passages, best first, and the document once', () => {
    const engine = engineWith([code]);
    const answer = engine.search({ q: 'dommage' });
    expect(answer.total).toBe(1);
    expect(answer.hits).toHaveLength(1);
    const passages = answer.hits[0].passages;
    expect(passages.map((p) => p.articleKey).sort()).toEqual(['1240', '1241', '1242']);
    for (let i = 1; i < passages.length; i++)
      expect(passages[i - 1].score).toBeGreaterThanOrEqual(passages[i].score);
    expect(answer.hits[0].score).toBeGreaterThanOrEqual(passages[0].score);
  });

  it('prefers the passage holding every word to passages holding one each', () => {
    const engine = engineWith([
      doc(1, 'Acte uniforme', [
        article('1', 'Le gage porte sur un bien meuble.'),
        article('2', 'Le nantissement porte sur un bien incorporel.'),
        article('3', 'Le gage et le nantissement sont des sûretés mobilières.'),
      ]),
    ]);
    expect(engine.search({ q: 'gage nantissement' }).hits[0].passages[0].articleKey).toBe('3');
  });

  it('prefers the article holding every word to one repeating a rarer word (coordination)', () => {
    const divorce = (i: number) => article(String(10 + i), 'Le divorce est prononcé par le juge.');
    const engine = engineWith([
      doc(1, 'Code', [
        article('1', 'La pension. La pension est due.'),
        article('2', 'Après le divorce prononcé par le tribunal, une pension peut être allouée à l’époux.'),
        ...Array.from({ length: 8 }, (_, i) => divorce(i)),
      ]),
    ]);
    expect(engine.search({ q: 'pension divorce' }).hits[0].passages[0].articleKey).toBe('2');
  });

  it('prefers the article where words typed together stand together (proximity)', () => {
    const engine = engineWith([
      doc(1, 'Code', [
        article('1', 'Le consentement du tuteur et l’accord mutuel des familles précèdent le divorce.'),
        article(
          '2',
          'Le divorce par consentement mutuel peut avoir lieu sur demande conjointe des époux ou par suite d’un accord constaté devant le juge.',
        ),
      ]),
    ]);
    expect(engine.search({ q: 'divorce consentement mutuel' }).hits[0].passages[0].articleKey).toBe('2');
  });

  it('adds the documents holding most of the words when few hold all, ranked by their best article', () => {
    const engine = engineWith([
      doc(1, 'Constitution', [
        article('6', 'Le domicile et le secret de la correspondance sont inviolables.'),
      ]),
      doc(2, 'Code', [article('1', 'Le domicile est le lieu du principal établissement.')]),
      doc(3, 'Loi', [article('9', 'L’inviolabilité du domicile, le secret et la correspondance.')]),
    ]);
    // 3 holds the four words; 1 three of them ('inviolables' is not 'inviolabilité'); 2 only one.
    expect(ids(engine, 'inviolabilité du domicile et secret de la correspondance')).toEqual([3, 1]);
    const spread = engineWith([
      doc(1, 'Constitution', [
        article('6', 'Le domicile et le secret de la correspondance sont inviolables.'),
      ]),
      doc(4, 'Code', [
        article('1', 'L’inviolabilité des scellés.'),
        article('2', 'Le domicile conjugal.'),
        article('3', 'Le secret professionnel.'),
        article('4', 'La correspondance administrative.'),
      ]),
    ]);
    // Three words together in one article before four scattered over four.
    expect(ids(spread, 'inviolabilité du domicile et secret de la correspondance')).toEqual([1, 4]);
    // Two words: both are required.
    expect(ids(engine, 'domicile inviolabilité')).toEqual([3]);
    // Sorted by date, only the documents holding every word.
    expect(ids(engine, 'inviolabilité domicile secret correspondance', { sort: 'date' })).toEqual([3]);
  });

  it('leaves a misspelt word to the suggestion rather than dropping it', () => {
    const engine = engineWith([
      doc(1, 'Acte', [article('1', 'Le nantissement du fonds de commerce est inscrit.')]),
      ...Array.from({ length: 12 }, (_, i) =>
        doc(10 + i, 'Texte', ['Le nantissement du fonds de commerce.']),
      ),
      doc(2, 'Code', [article('1', 'Le fonds de commerce et la clientèle.')]),
    ]);
    const answer = engine.search({ q: 'nantissment fonds commerce', pageSize: 20 });
    expect(answer.suggestion).toBe('nantissement fonds commerce');
    // The suggestion's results: every one holds the word, none is found by the other two words alone.
    expect(answer.suggestionApplied).toBe(true);
    expect(answer.total).toBe(13);
    expect(answer.hits.map((h) => h.documentId)).not.toContain(2);
  });

  it('matches words found in different passages of one document, and a title word in every passage', () => {
    const engine = engineWith([
      doc(1, 'Code du travail', [
        article('1', 'Le licenciement est motivé.'),
        article('2', 'Le préavis est dû.'),
      ]),
      doc(2, 'Code pénal', [article('1', 'Le licenciement abusif.')]),
    ]);
    expect(ids(engine, 'licenciement préavis')).toEqual([1]);
    const [hit] = engine.search({ q: 'travail licenciement' }).hits;
    expect(hit.documentId).toBe(1);
    expect(hit.passages.map((p) => p.articleKey)).toEqual(['1']);
  });

  it('names no passage when only the title matched', () => {
    const engine = engineWith([doc(1, 'Code minier', [article('1', 'Dispositions générales.')])]);
    expect(engine.search({ q: 'minier' }).hits[0].passages).toEqual([]);
  });

  it('uses headings: a division heading counts for the articles under it', () => {
    const engine = engineWith([
      doc(1, 'Code', [
        article('10', 'Il est conclu par écrit.', 'Titre II Du bail commercial'),
        article('11', 'Le preneur paie le prix.', 'Titre III De la vente'),
      ]),
    ]);
    expect(engine.search({ q: 'bail' }).hits[0].passages.map((p) => p.articleKey)).toEqual(['10']);
  });
});
