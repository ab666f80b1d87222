import { describe, expect, it } from 'vitest';
import { checkNumbering } from './article-numbering';
import { lineJoiner } from './line-join';
import { repairWords } from './word-repair';

const WORDS = new Set(
  'également condition contrôle du le président tels que accords internationaux ci-dessus livre journal pouvoir procès verbal vidéo grammes'.split(
    ' ',
  ),
);
const isWord = (w: string) => WORDS.has(w.toLowerCase());

describe('repairWords', () => {
  it('rejoins words cut at a line end and compounds that lost their hyphen', () => {
    expect(repairWords('éga- lement, ci- dessus, livre- journal', isWord).text).toBe(
      'également, ci-dessus, livre-journal',
    );
    expect(repairWords('sous la condi tion que', isWord).text).toBe('sous la condition que');
  });

  it('cuts glued words only into known words, and leaves names and prefixed words alone', () => {
    expect(repairWords('le contrôledu lePrésident telsque cordsinternationaux', isWord).text).toBe(
      'le contrôle du le Président tels que cordsinternationaux',
    );
    expect(repairWords('Ouagadougou vidéogrammes', isWord).text).toBe('Ouagadougou vidéogrammes');
  });
});

describe('lineJoiner', () => {
  it('keeps a hyphen at a line end unless a word list says it is hyphenation', () => {
    expect(lineJoiner()('un procès-', 'verbal')).toBe('un procès-verbal');
    expect(lineJoiner(isWord)('le pou-', 'voir')).toBe('le pouvoir');
    expect(lineJoiner(isWord)('un procès-', 'verbal')).toBe('un procès-verbal');
    expect(lineJoiner()('l’', 'État')).toBe('l’État');
    expect(lineJoiner()('la loi', 'dispose')).toBe('la loi dispose');
  });
});

describe('checkNumbering', () => {
  it('accepts decimal, hyphenated, bis and range numbering, and reports twins and gaps', () => {
    expect(
      checkNumbering([
        'Article premier',
        'Article 2',
        'Article 2 bis',
        'Article 3',
        'Article 3.1',
        'Article 4',
      ]),
    ).toEqual({ duplicates: [], gaps: [] });
    expect(checkNumbering(['Article 100-1', 'Article 100-2', 'Article 210-1', 'Article 210-2'])).toEqual({
      duplicates: [],
      gaps: [],
    });
    expect(
      checkNumbering(['Article 6', 'Articles 7 à 515', 'Article 516', 'Article 297 (ord. 91-51)']),
    ).toEqual({
      duplicates: [],
      gaps: [],
    });
    expect(checkNumbering(['Article 1', 'Article 2', 'Article 2', 'Article 4'])).toEqual({
      duplicates: ['Article 2'],
      gaps: [
        { after: '2', next: '2' },
        { after: '2', next: '4' },
      ],
    });
  });
});
