import { describe, expect, it } from 'vitest';
import { analyzeForIndex, analyzePrefix, analyzeTokens, MAX_TOKEN_LENGTH } from './analyzer';
import { foldText } from './fold';

const same = (a: string, b: string) => expect(analyzeForIndex(a)).toBe(analyzeForIndex(b));

describe('foldText', () => {
  it('lower-cases and removes accents, ligatures and compatibility forms', () => {
    expect(foldText('Décret ÉTÉ Œuvre Æther ﬁnal Ｌｏｉ')).toBe('decret ete oeuvre aether final loi');
    expect(foldText('l’article')).toBe("l'article");
  });
});

describe('analyzeForIndex', () => {
  it('is case and accent insensitive', () => {
    same('Décret', 'decret');
    same('DÉCRETS', 'decret');
    same('Société', 'societe');
    same('pénal', 'PENAL');
  });

  it('conflates plural and singular', () => {
    same('licenciements', 'licenciement');
    same('contrats', 'contrat');
    same('Décrets', 'décret');
    same('lois', 'loi');
    same('sociétés', 'société');
    same('employeurs', 'employeur');
    same('pénaux', 'pénal');
    // An -ail/-aux plural Snowball leaves apart (IRREGULAR_PLURALS).
    same('baux', 'bail');
    same('Baux commerciaux', 'bail commercial');
  });

  it("analyses words named like Object.prototype's members as plain words", () => {
    // The irregular plurals are looked up by word: 'constructor' once found Object.prototype's function.
    for (const word of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])
      expect(analyzeTokens(word), word).toEqual([expect.any(String)]);
  });

  it('removes stop words', () => {
    expect(analyzeForIndex('le la les de des du un une et ou à au aux en dans par pour sur')).toBe('');
    expect(analyzeForIndex('Le contrat de travail est conclu')).toBe(
      analyzeForIndex('contrat travail conclu'),
    );
  });

  it('keeps words that carry legal meaning', () => {
    expect(analyzeTokens('or non sans contre')).toHaveLength(4);
  });

  it('handles elisions with any apostrophe', () => {
    expect(analyzeForIndex("l'article")).toBe(analyzeForIndex('article'));
    expect(analyzeForIndex('l’article')).toBe(analyzeForIndex('article'));
    expect(analyzeForIndex("d'un")).toBe('');
    expect(analyzeForIndex("qu'il s'engage jusqu'à")).toBe(analyzeForIndex('engage'));
    // Not an elision: the word stays (split in two).
    expect(analyzeTokens("aujourd'hui")).toEqual(['aujourd', 'hui']);
  });

  it('handles ligatures', () => {
    same('œuvre', 'oeuvre');
    same('Œuvres', 'OEUVRE');
    same('curriculum vitæ', 'curriculum vitae');
  });

  it('keeps numbers and splits letters from digits consistently', () => {
    expect(analyzeForIndex('Article L1234-5')).toBe('articl l 1234 5');
    same('L. 1234-5', 'L1234-5');
    expect(analyzeForIndex('Loi n°2024-015/AN')).toBe('loi n 2024 15 an');
    same('015', '15');
    expect(analyzeForIndex('0')).toBe('0');
  });

  it('caps tokens at MAX_TOKEN_LENGTH and drops non-Latin symbols', () => {
    const long = 'x'.repeat(500);
    expect(analyzeForIndex(long).length).toBeLessThanOrEqual(MAX_TOKEN_LENGTH);
    expect(analyzeForIndex('😀 ✓ 法律')).toBe('');
  });

  it('produces only [a-z0-9] tokens separated by single spaces', () => {
    expect(analyzeForIndex('  Côte-d’Ivoire ; <script>alert(1)</script>  ')).toMatch(
      /^[a-z0-9]+( [a-z0-9]+)*$/,
    );
  });
});

describe('analyzePrefix', () => {
  it('is a prefix of the stems of the words it should find', () => {
    const stemOf = (w: string) => analyzeTokens(w)[0];
    for (const [prefix, word] of [
      ['licenc', 'licenciement'],
      ['licenciem', 'licenciements'],
      ['licenciement', 'licenciement'],
      ['décr', 'Décrets'],
      ['contrat', 'contrats'],
      ['respons', 'responsabilité'],
      ['societ', 'sociétés'],
    ]) {
      const p = analyzePrefix(prefix);
      expect(p, `${prefix}* -> ${word}`).not.toBeNull();
      expect(stemOf(word).startsWith(p!), `${prefix}* (${p}) -> ${word} (${stemOf(word)})`).toBe(true);
    }
  });

  it('refuses prefixes too short to be useful and keeps stop words', () => {
    expect(analyzePrefix('a')).toBeNull();
    expect(analyzePrefix('de')).toBe('de');
    expect(analyzePrefix('12')).toBe('12');
  });
});
