import { describe, expect, it } from 'vitest';
import { readSearchState } from '../search/search-state';
import { searchLinkOf } from './search-link';

describe('searchLinkOf', () => {
  it('opens the search page with the saved text and filters, as the page reads them', () => {
    const link = searchLinkOf({
      q: 'bail commercial',
      filters: { domain: 'Droit des affaires', withPdf: true },
    });
    expect(link).toBe('/recherche?q=bail+commercial&domain=Droit+des+affaires&withPdf=true');
    const state = readSearchState(new URLSearchParams(link.split('?')[1]));
    expect(state).toMatchObject({ q: 'bail commercial', domain: 'Droit des affaires', withPdf: true });
  });

  it('is the bare search page for a saved search without text or filters', () => {
    expect(searchLinkOf({ q: '', filters: {} })).toBe('/recherche');
  });
});
