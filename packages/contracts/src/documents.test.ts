import { describe, expect, it } from 'vitest';
import { checkDateRange, DATE_FROM_AFTER_TO, DATE_TO_IN_FUTURE, isoDay, periodRange } from './documents';

describe('periodRange', () => {
  it('counts the presets back from today', () => {
    expect(periodRange('30-days', '2025-03-31')).toEqual({ dateFrom: '2025-03-01', dateTo: '2025-03-31' });
    expect(periodRange('6-months', '2025-08-20')).toEqual({ dateFrom: '2025-02-20', dateTo: '2025-08-20' });
    expect(periodRange('current-year', '2025-08-20')).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-08-20',
    });
  });
  it('gives fixed ranges for the fixed presets and none for all and custom', () => {
    expect(periodRange('2020-2024', '2025-08-20')).toEqual({ dateFrom: '2020-01-01', dateTo: '2024-12-31' });
    expect(periodRange('before-2020', '2025-08-20')).toEqual({
      dateFrom: '1900-01-01',
      dateTo: '2019-12-31',
    });
    expect(periodRange('all', '2025-08-20')).toBeNull();
    expect(periodRange('custom', '2025-08-20')).toBeNull();
  });
});

describe('checkDateRange', () => {
  it('refuses a start after the end, then an end in the future', () => {
    expect(checkDateRange('2025-02-01', '2025-01-01', '2025-08-20')).toEqual({
      field: 'dateFrom',
      message: DATE_FROM_AFTER_TO,
    });
    expect(checkDateRange(undefined, '2025-09-01', '2025-08-20')).toEqual({
      field: 'dateTo',
      message: DATE_TO_IN_FUTURE,
    });
  });
  it('accepts a range ending today, or no range', () => {
    expect(checkDateRange('2025-01-01', '2025-08-20', '2025-08-20')).toBeNull();
    expect(checkDateRange(undefined, undefined, '2025-08-20')).toBeNull();
  });
});

it('isoDay writes the UTC day', () => {
  expect(isoDay(new Date('2025-08-20T23:59:59Z'))).toBe('2025-08-20');
});
