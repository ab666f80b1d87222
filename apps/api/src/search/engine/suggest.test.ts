import { describe, expect, it } from 'vitest';
import { boundedDistance } from './edit-distance';
import { doc, engineWith } from './test-corpus';

describe('boundedDistance', () => {
  it('counts edits up to the bound', () => {
    expect(boundedDistance('nantissment', 'nantissement', 2)).toBe(1);
    expect(boundedDistance('contart', 'contrat', 2)).toBe(1); // a transposition
    expect(boundedDistance('licenciment', 'licenciement', 2)).toBe(1);
    expect(boundedDistance('abc', 'abc', 2)).toBe(0);
    expect(boundedDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(boundedDistance('a', 'abcd', 2)).toBe(3);
  });
});

describe('Vouliez-vous dire', () => {
  const many = (word: string, n: number, from: number) =>
    Array.from({ length: n }, (_, i) =>
      doc(from + i, 'Texte', [`Le ${word} du fonds de commerce est inscrit.`]),
    );
  const engine = engineWith([
    ...many('nantissement', 12, 1),
    ...many('licenciement', 15, 100),
    doc(200, 'Licences', ['Les licences d’exploitation sont délivrées.']),
    doc(201, 'Sépulture', ['La sépulture est un droit.', 'Les sépultures sont protégées.']),
    ...many('sépulture', 12, 300),
  ]);

  it('replaces a word the index does not hold when the query finds nothing', () => {
    const answer = engine.search({ q: 'nantissment du fonds de commerce' });
    expect(answer.total).toBe(0);
    expect(answer.suggestion).toBe('nantissement du fonds de commerce');
  });

  it('shows the word as the texts write it, accents included', () => {
    expect(engine.search({ q: 'sepulure' }).suggestion).toBe('sépulture');
  });

  it('suggests when the misspelling finds something else, if the suggestion finds much more', () => {
    // 'licenciment' stems like 'licence': it finds the licences, not the dismissals.
    const answer = engine.search({ q: 'licenciment' });
    expect(answer.suggestion).toBe('licenciement');
  });

  it('suggests nothing for words the texts hold, or without a close word', () => {
    expect(engine.search({ q: 'nantissement' }).suggestion).toBeNull();
    expect(engine.search({ q: 'zzyzxquux' }).suggestion).toBeNull();
    expect(engine.search({ q: 'nantissement -licenciment' }).suggestion).toBeNull();
  });
});
