import { describe, expect, it } from 'vitest';
import { boundedDistance } from './edit-distance';
import { bitCount, letterMask } from './surface-forms';
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

describe('letter masks', () => {
  it('never rule out a word within two edits', () => {
    const words = [
      'nantissement',
      'licenciement',
      'contrat',
      'sepulture',
      'bail',
      'baux',
      'travail',
      'zzyzx',
    ];
    const edits = (w: string) => {
      const out = new Set<string>();
      for (let i = 0; i <= w.length; i++)
        for (const c of 'aeiouxyz') {
          out.add(w.slice(0, i) + c + w.slice(i));
          out.add(w.slice(0, i) + c + w.slice(i + 1));
          out.add(w.slice(0, i) + w.slice(i + 1));
        }
      return [...out];
    };
    for (const word of words)
      for (const once of edits(word))
        for (const twice of edits(once)) {
          if (boundedDistance(word, twice, 2) > 2) continue;
          expect(bitCount(letterMask(word) ^ letterMask(twice)), `${word} ${twice}`).toBeLessThanOrEqual(4);
        }
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
