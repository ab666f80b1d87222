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

  it('answers with the suggestion’s results when the query as typed finds nothing, and says so', () => {
    const answer = engine.search({ q: 'nantissment du fonds de commerce' });
    expect(answer.suggestion).toBe('nantissement du fonds de commerce');
    expect(answer.suggestionApplied).toBe(true);
    const corrected = engine.search({ q: 'nantissement du fonds de commerce' });
    expect(corrected.total).toBeGreaterThan(0);
    expect(answer.total).toBe(corrected.total);
    expect(answer.hits).toEqual(corrected.hits);
    expect(corrected.suggestionApplied).toBe(false);
  });

  it('keeps what the query as typed found, with the suggestion only offered', () => {
    const answer = engine.search({ q: 'licenciment' });
    expect(answer.suggestionApplied).toBe(false);
    expect(answer.hits.map((h) => h.documentId)).toEqual([200]);
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

describe('Vouliez-vous dire, for a word the texts never write', () => {
  const engine = engineWith([
    doc(1, 'Travail', ['Le harcèlement sexuel est interdit.']),
    doc(2, 'Travail', ['Le harcèlement moral est interdit.']),
    doc(3, 'Travail', ['Tout harcèlement est puni.']),
    doc(4, 'Famille', ['Les sévices graves sont une cause de divorce.']),
    doc(5, 'Famille', ['Les sévices sont punis.']),
  ]);

  it('takes a close word the texts write three times or more', () => {
    const answer = engine.search({ q: 'harcèlemment sexuel' });
    expect(answer.suggestion).toBe('harcèlement sexuel');
    expect(answer.hits.map((h) => h.documentId)).toEqual([1]);
  });

  it('does not take a word written less often than that', () => {
    expect(engine.search({ q: 'sévises' }).suggestion).toBeNull();
  });
});

describe('Vouliez-vous dire, written as the texts write it', () => {
  const engine = engineWith([
    doc(1, 'Sûretés', ['Le bien hypothéqué est vendu ; l’hypothèque est inscrite.']),
    doc(2, 'Sûretés', ['L’hypothèque conventionnelle est consentie par acte.']),
  ]);

  it('of two accented spellings of one word, shows the closer to what was typed', () => {
    expect(engine.search({ q: 'hypotèque' }).suggestion).toBe('hypothèque');
    expect(engine.search({ q: 'hypotéqué' }).suggestion).toBe('hypothéqué');
  });
});
