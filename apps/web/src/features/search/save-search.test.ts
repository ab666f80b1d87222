import { describe, expect, it } from 'vitest';
import { savedFiltersOf } from './save-search';
import { readSearchState } from './search-state';

describe('savedFiltersOf', () => {
  it('keeps the filters the search page has set, under the search request’s names', () => {
    const state = readSearchState(
      new URLSearchParams(
        'q=bail&documentType=D%C3%A9cret&period=custom&dateFrom=2020-01-01&withPdf=true&status=en_vigueur',
      ),
    );
    expect(savedFiltersOf(state)).toEqual({
      documentType: 'Décret',
      period: 'custom',
      dateFrom: '2020-01-01',
      withPdf: true,
      status: 'en_vigueur',
    });
  });

  it('keeps no dates outside a custom period, and nothing for a search without filters', () => {
    expect(
      savedFiltersOf(readSearchState(new URLSearchParams('period=30-days&dateFrom=2020-01-01'))),
    ).toEqual({
      period: '30-days',
    });
    expect(savedFiltersOf(readSearchState(new URLSearchParams('q=bail')))).toEqual({});
  });
});
