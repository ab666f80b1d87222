import { describe, expect, it } from 'vitest';
import { searchRequestQuery } from './api';
import { EMPTY_FILTERS, hasFilters, hasSearchText, readSearchState, type SearchState } from './search-state';

const state = (patch: Partial<SearchState> = {}): SearchState => ({
  ...readSearchState(new URLSearchParams()),
  ...patch,
});

describe('readSearchState', () => {
  it('reads a shared link', () => {
    const s = readSearchState(
      new URLSearchParams('q=licenciement&page=3&period=custom&dateFrom=2024-01-01&withPdf=true&sort=date'),
    );
    expect(s).toMatchObject({
      q: 'licenciement',
      page: 3,
      period: 'custom',
      dateFrom: '2024-01-01',
      withPdf: true,
      sort: 'date',
    });
  });
  it('falls back to defaults on values it does not know', () => {
    const s = readSearchState(new URLSearchParams('page=-2&period=forever&sort=random'));
    expect(s).toMatchObject({ page: 1, period: 'all', sort: 'relevance', q: '', withPdf: false });
  });
});

describe('hasFilters and hasSearchText', () => {
  it('counts a filter, not the text', () => {
    expect(hasFilters(state())).toBe(false);
    expect(hasFilters(state({ domain: 'travail' }))).toBe(true);
    expect(hasFilters(state({ period: '30-days' }))).toBe(true);
    expect(hasFilters(state({ ...EMPTY_FILTERS, q: 'loi' }))).toBe(false);
  });
  it('needs three characters of text, spaces folded', () => {
    expect(hasSearchText(state({ q: ' a  b ' }))).toBe(true);
    expect(hasSearchText(state({ q: ' ab ' }))).toBe(false);
  });
});

describe('searchRequestQuery', () => {
  it('sends the text as a full-text search and leaves empty filters out', () => {
    expect(searchRequestQuery(state({ q: '  code   du travail ', sort: 'date' }))).toMatchObject({
      page: 1,
      q: 'code du travail',
      search_type: 'full_text',
      sort: 'date',
      domain: undefined,
      period: undefined,
    });
  });
  it('sends the dates of a custom period only, and no sort without text', () => {
    const q = searchRequestQuery(state({ q: 'ab', period: 'custom', dateFrom: '2024-01-01', sort: 'date' }));
    expect(q).toMatchObject({ q: undefined, period: 'custom', dateFrom: '2024-01-01', sort: undefined });
    expect(searchRequestQuery(state({ period: '30-days', dateFrom: '2024-01-01' })).dateFrom).toBeUndefined();
  });
});

describe('the decisions’ filters', () => {
  it('are read from a shared link, count as filters, and are sent as court, solution and decisionYear', () => {
    const s = readSearchState(
      new URLSearchParams('court=ohada-ccja&solution=cassation&decisionYear=2018&q=saisie'),
    );
    expect(s).toMatchObject({ court: 'ohada-ccja', solution: 'cassation', decisionYear: '2018' });
    expect(hasFilters({ ...s, q: '' })).toBe(true);
    expect(searchRequestQuery(s)).toMatchObject({
      court: 'ohada-ccja',
      solution: 'cassation',
      decisionYear: '2018',
    });
    expect(readSearchState(new URLSearchParams('decisionYear=18')).decisionYear).toBe('');
    expect(searchRequestQuery(state())).toMatchObject({
      court: undefined,
      solution: undefined,
      decisionYear: undefined,
    });
    expect(hasFilters({ ...s, ...EMPTY_FILTERS })).toBe(false);
  });
});
