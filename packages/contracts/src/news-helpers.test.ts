import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_COLOR, NEWS_CATEGORY_COLORS } from './constants';
import {
  categoryColor,
  homeReadingTimeMinutes,
  isRealDate,
  isRecentActuality,
  readingTimeMinutes,
  truncateText,
} from './news-helpers';

describe('categoryColor', () => {
  const [name, color] = Object.entries(NEWS_CATEGORY_COLORS)[0];
  it("prefers the category's own colour, then its well-known name, then grey", () => {
    expect(categoryColor(name, '#123456')).toBe('#123456');
    expect(categoryColor(name, 'rouge')).toBe(color);
    expect(categoryColor('Inconnue')).toBe(DEFAULT_CATEGORY_COLOR);
  });
  it('does not take a property of Object.prototype for a colour', () => {
    expect(categoryColor('constructor')).toBe(DEFAULT_CATEGORY_COLOR);
  });
});

describe('dates and reading times', () => {
  it('isRealDate wants an existing day in YYYY-MM-DD', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2025-02-29')).toBe(false);
    expect(isRealDate('20/08/2025')).toBe(false);
  });
  it('reads 200 words a minute on the detail page, at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(Array(401).fill('mot').join(' '))).toBe(3);
  });
  it('counts 2 minutes per 1000 characters on the home cards', () => {
    expect(homeReadingTimeMinutes('a'.repeat(1500))).toBe(3);
  });
  it('calls a news item recent within 7 days, not in the future', () => {
    const now = Date.parse('2025-08-20T12:00:00Z');
    expect(isRecentActuality('2025-08-15T12:00:00Z', now)).toBe(true);
    expect(isRecentActuality('2025-08-10T12:00:00Z', now)).toBe(false);
    expect(isRecentActuality('2025-08-25T12:00:00Z', now)).toBe(false);
    expect(isRecentActuality(null, now)).toBe(false);
  });
});

describe('truncateText', () => {
  it('keeps a short text whole, spaces folded', () => {
    expect(truncateText('  un   texte  ', 20)).toBe('un texte');
  });
  it('cuts on a word and ends with an ellipsis', () => {
    expect(truncateText('La loi portant code du travail au Burkina Faso', 20)).toBe('La loi portant…');
  });
});
