import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate, isWithinDays } from './format-date';

describe('format-date', () => {
  it('writes a long French date like Intl does, without Intl', () => {
    const d = new Date(2025, 7, 20);
    expect(formatLongDate(d)).toBe('20 août 2025');
    expect(formatLongDate(d)).toBe(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(d));
  });
  it('gives an empty text for nothing or an invalid date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('pas une date')).toBe('');
    expect(isoDate('')).toBeUndefined();
  });
  it('tells whether a date is within the last days', () => {
    const now = Date.parse('2025-08-20T00:00:00Z');
    expect(isWithinDays('2025-08-14T00:00:00Z', 7, now)).toBe(true);
    expect(isWithinDays('2025-08-01T00:00:00Z', 7, now)).toBe(false);
    expect(isWithinDays('2025-08-21T00:00:00Z', 7, now)).toBe(false);
  });
});
