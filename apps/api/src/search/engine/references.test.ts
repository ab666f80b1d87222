import { describe, expect, it } from 'vitest';
import { article, doc, engineWith } from './test-corpus';

const travail = doc(
  1,
  'Loi n° 028-2008/AN portant Code du travail au Burkina Faso',
  [
    article('1', 'La présente loi s’applique aux travailleurs et aux employeurs.'),
    article('36', 'Le contrat de travail à durée déterminée est conclu par écrit.'),
    article('37', 'Le licenciement du travailleur doit reposer sur un motif légitime.'),
    article('38', 'Le préavis est dû en cas de licenciement.'),
  ],
  { publishedAt: '2008-05-13' },
);
const modification = doc(
  2,
  'Loi portant modification du Code du travail',
  [
    article('1', 'L’article 36 du Code du travail est modifié.'),
    article('2', 'La présente loi entre en vigueur.'),
  ],
  { publishedAt: '2020-01-01' },
);
const civil = doc(3, 'Code civil', [
  article('1382', 'Tout fait quelconque de l’homme qui cause à autrui un dommage.'),
  article('1383', 'Chacun est responsable.'),
]);
const audcg = doc(4, 'Acte uniforme relatif au droit commercial général', [
  article('123', 'Le bail commercial porte sur tout local.'),
]);
const constitution = doc(5, 'Constitution du Burkina Faso', [
  article('1', 'Tous les Burkinabè naissent libres.'),
  article('37', 'Le Président du Faso est élu.'),
]);
const decret = doc(6, 'Décret n° 2020-123 portant statut des magistrats', [
  article('5', 'Les magistrats sont nommés.'),
  article('6', 'Ils prêtent serment.'),
]);
const engine = engineWith([travail, modification, civil, audcg, constitution, decret]);

const first = (q: string) => engine.search({ q }).hits[0];

describe('references', () => {
  it('puts the named article of the named text first', () => {
    const answer = engine.search({ q: 'article 36 code du travail' });
    expect(answer.reference).toEqual({
      articles: ['36'],
      textName: 'code du travail',
      textFound: true,
      missing: [],
    });
    expect(answer.hits[0].documentId).toBe(1);
    expect(answer.hits[0].passages[0]).toMatchObject({
      articleKey: '36',
      anchor: 'article-36',
      referenced: true,
    });
    // The amending law has no article 36 of its own: it is not put first.
    expect(answer.hits.map((h) => h.documentId)).toEqual([1]);
  });

  it('understands the usual ways of writing a reference', () => {
    expect(first('art. 36 du code du travail').passages[0].articleKey).toBe('36');
    expect(first('article 1382 code civil')).toMatchObject({
      documentId: 3,
      passages: [{ articleKey: '1382' }],
    });
    expect(first('AUDCG art. 123')).toMatchObject({ documentId: 4, passages: [{ articleKey: '123' }] });
    expect(first('article 1er constitution')).toMatchObject({
      documentId: 5,
      passages: [{ articleKey: '1' }],
    });
    expect(first('article premier de la constitution').passages[0].articleKey).toBe('1');
    expect(first('article 5 décret 2020-123')).toMatchObject({
      documentId: 6,
      passages: [{ articleKey: '5' }],
    });
  });

  it('puts the text before the texts amending it when both have the article', () => {
    const answer = engine.search({ q: 'article 1 code du travail' });
    expect(answer.hits.map((h) => h.documentId)).toEqual([1, 2]);
    expect(answer.hits.every((h) => h.passages[0].articleKey === '1')).toBe(true);
  });

  it('finds a code-style number without the word article', () => {
    const coded = engineWith([
      doc(1, 'Code de commerce', [article('l-111-1', 'Le commerçant.'), article('l-111-2', 'Le fonds.')]),
      doc(2, 'Code rural', [article('l-111-1', 'L’agriculture.')]),
    ]);
    const answer = coded.search({ q: 'L. 111-1' });
    expect(answer.hits.map((h) => h.passages[0]?.articleKey)).toEqual(['l-111-1', 'l-111-1']);
    expect(coded.search({ q: 'L. 111-1 commerçant' }).hits[0]).toMatchObject({ documentId: 1 });
  });

  it('names each article of a range under its text', () => {
    const [hit] = engine.search({ q: 'articles 36 à 38 code du travail' }).hits;
    expect(hit.passages.map((p) => p.articleKey)).toEqual(['36', '37', '38']);
  });

  it('says when the named text has no such article, and still shows the text', () => {
    const answer = engine.search({ q: 'article 999 code du travail' });
    expect(answer.reference).toMatchObject({
      articles: ['999'],
      textName: 'code du travail',
      missing: ['999'],
    });
    expect(answer.hits[0]).toMatchObject({ documentId: 1, passages: [] });
  });

  it('searches the words left beside the reference, after it', () => {
    const answer = engine.search({ q: 'article 36 code du travail licenciement' });
    expect(answer.hits[0]).toMatchObject({ documentId: 1 });
    const [named, ...found] = answer.hits[0].passages;
    expect(named).toMatchObject({ articleKey: '36', referenced: true });
    expect(found.map((p) => [p.articleKey, p.referenced]).sort()).toEqual([
      ['37', false],
      ['38', false],
    ]);
  });

  it('does not search the word article before a number', () => {
    // 'article' occurs in document 2's text; as a reference marker it must not make it match.
    const answer = engine.search({ q: 'article 37 président' });
    expect(answer.hits.map((h) => h.documentId)).toEqual([5]);
    expect(answer.hits[0].passages[0]).toMatchObject({ articleKey: '37', referenced: true });
  });

  it('without a text, puts the article first among the documents the words find', () => {
    const answer = engine.search({ q: 'article 37 licenciement' });
    expect(answer.reference?.textName).toBeNull();
    expect(answer.hits[0].passages[0]).toMatchObject({ articleKey: '37', referenced: true });
  });

  it('searches the words of a text the corpus does not hold', () => {
    const answer = engine.search({ q: 'article 12 code minier' });
    expect(answer.reference).toMatchObject({ textName: 'code minier', textFound: false, missing: ['12'] });
    expect(answer.hits).toEqual([]);
  });

  it('keeps filters: a reference to a filtered-out text puts nothing first', () => {
    const answer = engine.search({ q: 'article 36 code du travail', filters: { dateFrom: '2010-01-01' } });
    expect(answer.hits).toEqual([]);
  });

  it('leaves plain queries alone', () => {
    expect(engine.search({ q: 'article' }).reference).toBeNull();
    expect(engine.search({ q: 'code du travail' }).reference).toBeNull();
    expect(engine.search({ q: 'code du travail' }).total).toBe(2);
  });
});

describe('references to texts whose title interrupts their name', () => {
  const ohada = engineWith([
    doc(1, 'Acte uniforme OHADA portant organisation des sûretés', [
      article('13', 'Le cautionnement est un contrat.'),
      article('190', 'L’hypothèque est une sûreté réelle immobilière.'),
    ]),
    doc(2, 'Acte uniforme OHADA du 15 décembre 2010 portant sur le droit commercial général', [
      article('103', 'Est réputé bail à usage professionnel toute convention.'),
    ]),
    doc(3, 'Code de procédure pénale', [article('5', 'L’action publique.')]),
    doc(4, 'Acte uniforme OHADA relatif au droit de l’arbitrage', [
      article('4', 'La convention d’arbitrage est indépendante du contrat principal.'),
    ]),
  ]);
  const top = (q: string) => ohada.search({ q }).hits[0];

  it('finds the act by its abbreviation or its name, whatever the title adds', () => {
    expect(top('AUS art. 13')).toMatchObject({
      documentId: 1,
      passages: [{ articleKey: '13', referenced: true }],
    });
    expect(top('article 190 de l’acte uniforme portant organisation des sûretés')).toMatchObject({
      documentId: 1,
      passages: [{ articleKey: '190', referenced: true }],
    });
    expect(top('article 103 AUDCG')).toMatchObject({ documentId: 2, passages: [{ articleKey: '103' }] });
    // Another long name of the same act, as users write it.
    expect(top('article 103 acte uniforme relatif au droit commercial général')).toMatchObject({
      documentId: 2,
      passages: [{ articleKey: '103' }],
    });
    expect(top('article 4 acte uniforme relatif au droit de l’arbitrage')).toMatchObject({
      documentId: 4,
      passages: [{ articleKey: '4' }],
    });
  });

  it('does not take a name for another one holding its words apart', () => {
    // 'code … pénal' is not the 'Code de procédure pénale'.
    const answer = ohada.search({ q: 'article 5 code pénal' });
    expect(answer.reference).toMatchObject({ textName: 'code pénal', textFound: false });
  });
});

describe('references and drafts', () => {
  const draft = doc(
    7,
    'Projet confidentiel zorglub portant réforme',
    [article('1', 'Disposition secrète.'), article('2', 'Autre disposition.')],
    { published: false },
  );
  const withDraft = engineWith([travail, civil, draft]);
  const without = engineWith([travail, civil]);
  const reader = (engine: typeof withDraft, q: string) => {
    const { work: _work, ...answer } = engine.search({ q });
    return answer;
  };

  it("answers a reader's reference as if no draft existed: no text name, no missing article from it", () => {
    for (const q of [
      'article 1 zorglub confidentiel',
      'article 7 zorglub',
      'article 2',
      'art. 1 à 3 zorglub',
    ])
      expect(reader(withDraft, q), q).toEqual(reader(without, q));
    expect(withDraft.search({ q: 'article 1 zorglub confidentiel' }).reference?.textName).toBeNull();
  });

  it("finds the draft's article when drafts are asked for", () => {
    const answer = withDraft.search({
      q: 'article 1 zorglub confidentiel',
      filters: { includeUnpublished: true },
    });
    expect(answer.hits[0].documentId).toBe(7);
    expect(answer.reference?.textName).toBe('zorglub confidentiel');
  });
});
