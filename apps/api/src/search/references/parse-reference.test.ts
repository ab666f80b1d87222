import { describe, expect, it } from 'vitest';
import { loadTextNames } from '../lexicon/lexicon';
import { articleKey } from './article-key';
import { MAX_REFERENCE_ARTICLES, parseReference } from './parse-reference';
import { TextNames } from './text-names';

const names = new TextNames(loadTextNames());
const parse = (q: string) => parseReference(q, names);

describe('articleKey', () => {
  it('writes a number one way whatever the label or the query says', () => {
    expect(articleKey('Article 12')).toBe('12');
    expect(articleKey('Article premier')).toBe('1');
    expect(articleKey('ARTICLE PREMIER')).toBe('1');
    expect(articleKey('1er')).toBe('1');
    expect(articleKey('1 er')).toBe('1');
    expect(articleKey('Article L. 111-1')).toBe('l-111-1');
    expect(articleKey('L111-1')).toBe('l-111-1');
    expect(articleKey('Art. 13.1')).toBe('13-1');
    expect(articleKey('Article 100-1')).toBe('100-1');
    expect(articleKey('Article 5 bis')).toBe('5-bis');
    expect(articleKey('Article 005')).toBe('5');
    expect(articleKey('Article L.O. 4')).toBe('lo-4');
    expect(articleKey('LO 4')).toBe('lo-4');
    expect(articleKey('Article')).toBeNull();
  });
});

describe('parseReference', () => {
  it('reads an article and the text named after it', () => {
    expect(parse('article 36 code du travail')).toEqual({
      articles: ['36'],
      textName: 'code du travail',
      rest: '',
      words: 'code du travail',
      cut: false,
    });
    expect(parse('art. 36 du code du travail')).toEqual({
      articles: ['36'],
      textName: 'code du travail',
      rest: '',
      words: 'du code du travail',
      cut: false,
    });
    expect(parse('Article 1382 Code civil')).toEqual({
      articles: ['1382'],
      textName: 'code civil',
      rest: '',
      words: 'Code civil',
      cut: false,
    });
  });

  it('reads the text named before the article, by its abbreviation', () => {
    expect(parse('AUDCG art. 123')).toEqual({
      articles: ['123'],
      textName: 'acte uniforme portant sur le droit commercial général',
      rest: '',
      words: 'AUDCG',
      cut: false,
    });
    expect(parse('article 5 CPF')?.textName).toBe('code des personnes et de la famille');
    expect(parse('art 12 traité OHADA')?.textName).toContain('traité relatif');
  });

  it('reads premier and 1er as 1', () => {
    expect(parse('article 1er constitution')).toEqual({
      articles: ['1'],
      textName: 'constitution',
      rest: '',
      words: 'constitution',
      cut: false,
    });
    expect(parse('article premier de la constitution')?.articles).toEqual(['1']);
    expect(parse('Article Première constitution')?.articles).toEqual(['1']);
  });

  it('reads code-style numbers, with or without the word article', () => {
    expect(parse('L. 111-1')).toEqual({
      articles: ['l-111-1'],
      textName: null,
      rest: '',
      words: '',
      cut: false,
    });
    expect(parse('article L. 1234-5 code du travail')?.articles).toEqual(['l-1234-5']);
    expect(parse('R225-151 assemblée')).toEqual({
      articles: ['r-225-151'],
      textName: null,
      rest: 'assemblée',
      words: 'assemblée',
      cut: false,
    });
    expect(parse('article 13.1')?.articles).toEqual(['13-1']);
    expect(parse('article 100-1')?.articles).toEqual(['100-1']);
    expect(parse('article 5 bis')?.articles).toEqual(['5-bis']);
  });

  it('expands ranges and lists', () => {
    expect(parse('articles 5 à 7 code civil')?.articles).toEqual(['5', '6', '7']);
    expect(parse('articles 5 a 7')?.articles).toEqual(['5', '6', '7']);
    expect(parse('art. 3, 4 et 9')?.articles).toEqual(['3', '4', '9']);
    expect(parse('articles 5 à 500')?.articles).toEqual(['5', '500']); // too wide to expand
  });

  it('names at most MAX_REFERENCE_ARTICLES numbers, chains no ranges, and says what it cut', () => {
    let chained = 'articles 1';
    for (let n = 51; chained.length < 10_000; n += 50) chained += ` à ${n}`;
    const ref = parse(chained);
    expect(ref?.articles).toHaveLength(MAX_REFERENCE_ARTICLES);
    expect(ref?.cut).toBe(true);
    // A range starts at a number that does not end one.
    expect(parse('articles 1 à 5 à 9')?.articles).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(parse('articles 5 à 500')).toMatchObject({ articles: ['5', '500'], cut: true });
    expect(parse('articles 5 à 7')?.cut).toBe(false);
    // A number typed again is named once, and counts once.
    expect(parse(`art. ${'3, '.repeat(500)}4`)).toMatchObject({ articles: ['3', '4'], cut: false });
  });

  it('leaves the other words to search', () => {
    expect(parse('article 36 code du travail licenciement abusif')).toEqual({
      articles: ['36'],
      textName: 'code du travail',
      rest: 'licenciement abusif',
      words: 'code du travail licenciement abusif',
      cut: false,
    });
    expect(parse('article 5 du décret 2020-123')).toEqual({
      articles: ['5'],
      textName: null,
      rest: 'du décret 2020-123',
      words: 'du décret 2020-123',
      cut: false,
    });
  });

  it('is not a reference without an article number', () => {
    expect(parse('article')).toBeNull();
    expect(parse('code du travail')).toBeNull();
    expect(parse('articles de loi')).toBeNull();
    expect(parse('loi 2008-028')).toBeNull();
    expect(parse('l. 111-1')).toBeNull(); // lower case without 'article': a word and a number
  });
});
