import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, isoDate, isWithinDays } from './format-date';

describe('format-date', () => {
  it('writes a long French date, the first of the month as « 1er »', () => {
    expect(formatLongDate(new Date(2025, 7, 20))).toBe('20 août 2025');
    expect(formatLongDate('2021-04-01')).toBe('1er avril 2021');
    expect(formatLongDate(new Date(2020, 0, 1, 23, 59))).toBe('1er janvier 2020');
    expect(formatLongDate('2024-12-31')).toBe('31 décembre 2024');
    expect(formatLongDate(new Date(2025, 7, 20))).toBe(
      new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date(2025, 7, 20)),
    );
  });
  it('takes a calendar day as that day, and writes a time of day', () => {
    expect(formatLongDate('2021-04-01')).toBe(formatLongDate(new Date(2021, 3, 1)));
    expect(formatDateTime(new Date(2021, 3, 1, 9, 5))).toBe('1er avril 2021 à 09:05');
  });
  it('gives an empty text for nothing or an invalid date', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('pas une date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(isoDate('')).toBeUndefined();
  });
  it('tells whether a date is within the last days', () => {
    const now = Date.parse('2025-08-20T00:00:00Z');
    expect(isWithinDays('2025-08-14T00:00:00Z', 7, now)).toBe(true);
    expect(isWithinDays('2025-08-01T00:00:00Z', 7, now)).toBe(false);
    expect(isWithinDays('2025-08-21T00:00:00Z', 7, now)).toBe(false);
  });
});
