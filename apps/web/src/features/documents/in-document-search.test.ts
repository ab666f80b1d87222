import type { DocumentBlock } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import {
  displayedTerms,
  findMatches,
  foldBlocks,
  foldKeepLength,
  MAX_MATCHES,
  searchTerms,
} from './in-document-search';

const block = (text: string, label = '', heading: string | null = null) =>
  ({ id: label || text.slice(0, 8), kind: 'article', level: 3, label, heading, text }) as DocumentBlock;

describe('foldKeepLength', () => {
  it('lower-cases and drops accents without moving characters', () => {
    expect(foldKeepLength('Élève ÇA œuvre')).toBe('eleve ca œuvre');
    expect(foldKeepLength('Élève').length).toBe(5);
  });
});

describe('searchTerms', () => {
  it('drops the search syntax, short words, and a plural ending', () => {
    expect(searchTerms('"Licenciements abusifs" OR -grève soci* a')).toEqual([
      'licenciement',
      'abusif',
      'soci',
    ]);
  });
  it('keeps each word once', () => {
    expect(searchTerms('loi Loi LOI')).toEqual(['loi']);
  });
});

describe('displayedTerms', () => {
  it('shows the words of the search as written, accents kept, its syntax dropped', () => {
    expect(displayedTerms('"Hypothèques légales" OR -grève privilège*')).toBe(
      'Hypothèques légales privilège',
    );
    expect(displayedTerms('  ')).toBe('');
  });
});

describe('findMatches', () => {
  const blocks = [
    block('Le salarié licencié a droit à une indemnité.', 'Article 1', 'Du licenciement'),
    block('La licence est accordée par décret.', 'Article 2'),
  ];
  const folded = foldBlocks(blocks);

  it('finds word starts in labels, headings and text, accent-insensitive', () => {
    const { matches } = findMatches(folded, ['licen']);
    expect(matches.map((m) => [m.block, m.field])).toEqual([
      [0, 'heading'],
      [0, 'text'],
      [1, 'text'],
    ]);
    const m = matches[1];
    expect(blocks[0].text.slice(m.start, m.end)).toBe('licen');
  });
  it('does not match inside a word', () => {
    expect(findMatches(folded, ['cence']).matches).toEqual([]);
    expect(findMatches(folded, ['indemnite']).matches).toHaveLength(1);
  });
  it('keeps the first of overlapping terms and stops at the cap', () => {
    expect(findMatches(foldBlocks([block('article 12')]), ['art', 'article']).matches).toHaveLength(1);
    const many = foldBlocks([block('loi '.repeat(MAX_MATCHES + 10))]);
    const { matches, capped } = findMatches(many, ['loi']);
    expect(matches).toHaveLength(MAX_MATCHES);
    expect(capped).toBe(true);
  });
});
