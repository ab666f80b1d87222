import { describe, expect, it } from 'vitest';
import { loadTextNames } from '../../../search/lexicon/lexicon';
import { TextNames } from '../../../search/references/text-names';
import { recogniseReferences } from './recognise';
import { OHADA_TREATY } from './text-keys';

const names = new TextNames(loadTextNames());
const read = (text: string, treaty: string | null = null) =>
  recogniseReferences(text, { names, treaty }).map((r) => ({
    words: text.slice(r.start, r.end),
    article: r.article,
    shown: r.shown,
    text: r.text.kind === 'number' ? r.text.key : r.text.kind === 'name' ? r.text.name : r.text.kind,
  }));

describe('recogniseReferences', () => {
  it('reads an article of its own text, said or not', () => {
    expect(read('Sous réserve des dispositions de l’article 36 du présent code, le contrat…')).toEqual([
      { words: 'article 36', article: '36', shown: true, text: 'self' },
    ]);
    expect(read('prévus à l’article 93 ci-dessous ;')[0]).toMatchObject({ article: '93', text: 'self' });
    expect(read("les règles de l'article 515 s'appliquent")[0]).toMatchObject({
      article: '515',
      text: 'self',
    });
  });

  it('links each number of a list, and cites the articles a range covers without writing them', () => {
    expect(read('les articles 12 à 15 de la présente loi')).toEqual([
      { words: 'articles 12', article: '12', shown: true, text: 'self' },
      { words: '12 à 15', article: '13', shown: false, text: 'self' },
      { words: '12 à 15', article: '14', shown: false, text: 'self' },
      { words: '15', article: '15', shown: true, text: 'self' },
    ]);
    expect(read('des articles 261-118, 261-121 alinéas 1 et 3 et 261-122').map((r) => r.article)).toEqual([
      '261-118',
      '261-121',
      '261-122',
    ]);
  });

  it('reads the text named after the article: by its number or by its name', () => {
    expect(read("l'article 5 de la loi n°028-2008/AN du 13 mai 2008")).toEqual([
      { words: 'article 5', article: '5', shown: true, text: 'loi:28-2008' },
      { words: 'loi n°028-2008/AN', article: null, shown: true, text: 'loi:28-2008' },
    ]);
    expect(read("l'alinéa 2 de l'article 8 du code du travail")[0]).toMatchObject({
      words: 'article 8',
      text: 'code du travail',
    });
    expect(read('l’Article 51 de l’Acte uniforme portant organisation des sûretés')[0]).toMatchObject({
      article: '51',
      text: 'acte uniforme portant organisation des sûretés',
    });
    expect(read("l'article 20 alinéa 2 de la loi n°25/99/AN")[0]).toMatchObject({ text: 'loi:25-99' });
  });

  it('never takes another text for its own: unnamed texts are "other", never linked', () => {
    expect(read("l'article premier de la convention de New York du 28 septembre 1954")[0]).toMatchObject({
      article: '1',
      text: 'other',
    });
    expect(read("l'article 12 du décret portant organisation")[0]).toMatchObject({ text: 'other' });
  });

  it('reads texts named alone, not a name inside another text’s title', () => {
    expect(read('conformément à la loi n°001-2021/AN')).toEqual([
      { words: 'loi n°001-2021/AN', article: null, shown: true, text: 'loi:1-2021' },
    ]);
    expect(
      read('la loi n° 033-2004/AN du 14 septembre 2004 portant code du travail').map((r) => r.text),
    ).toEqual(['loi:33-2004']);
    expect(read('la constitution de partie civile')).toEqual([]);
    expect(read('garantis par la présente Constitution')[0]).toMatchObject({ text: 'constitution' });
  });

  it('leaves quantities, dates and quoted headings alone', () => {
    expect(read("l'article 5 à 10 jours près").map((r) => r.article)).toEqual(['5']);
    expect(read('[Loi du 18 février 1938 - Art. 1er. Les incapables de contracter sont…]')).toEqual([]);
  });

  it('reads "le Traité" of an OHADA text as the OHADA treaty', () => {
    expect(read("l'article 21 du Traité", OHADA_TREATY)[0]).toMatchObject({
      article: '21',
      text: OHADA_TREATY,
    });
    expect(read('Tous les Etats-parties au traité sont membres', OHADA_TREATY)).toEqual([
      { words: 'traité', article: null, shown: true, text: OHADA_TREATY },
    ]);
    expect(read('les tiers qui ont traité avec elle', OHADA_TREATY)).toEqual([]);
    expect(read("l'article 21 du Traité")[0]).toMatchObject({ text: 'other' });
  });
});
