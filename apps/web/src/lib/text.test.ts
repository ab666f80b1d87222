import { describe, expect, it } from 'vitest';
import { excerpt, homeCardReadingMinutes, plainText, readingTimeMinutes, wordCount } from './text';

describe('text helpers', () => {
  it('strips tags and folds spaces', () => {
    expect(plainText('<p>Un  <b>texte</b></p>\n')).toBe('Un texte');
    expect(wordCount('<p>trois petits mots</p>')).toBe(3);
    expect(wordCount(null)).toBe(0);
  });
  it('shortens at a word boundary with an ellipsis', () => {
    expect(excerpt('Court', 20)).toBe('Court');
    expect(excerpt('Le code du travail du Burkina Faso', 20)).toBe('Le code du travail…');
  });
  it('estimates reading times, one minute at least', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(Array(450).fill('mot').join(' '))).toBe(3);
    expect(homeCardReadingMinutes('x'.repeat(2600))).toBe(6);
  });
});
