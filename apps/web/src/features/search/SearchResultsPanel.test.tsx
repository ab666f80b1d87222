import type { DocumentHit, DocumentSearchAnswer } from '@lexfaso/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthModalProvider } from '@/features/auth/auth-modal-context';
import { AuthProvider } from '@/lib/auth-state';
import { renderWithProviders } from '@/testing/render';
import { SearchResultsPanel } from './SearchResultsPanel';
import { useSearchState } from './search-state';
import { testHit } from './test-hit';

const doc: DocumentHit = testHit({
  id: 3,
  title: 'Acte uniforme portant organisation des sûretés',
  slug: 'aus',
  titleHighlighted: 'Acte uniforme portant organisation des sûretés',
  snippet: 'Le <mark>nantissement</mark> du fonds de commerce…',
});

const answer = (over: Partial<DocumentSearchAnswer> = {}): DocumentSearchAnswer => ({
  documents: [doc],
  pagination: { page: 1, limit: 20, total: 1, pages: 1, totalIsLowerBound: false },
  search_permissions: { canSearch: true, canDownloadPdf: false, role: 'ROLE_USER' },
  facets: {
    types: [],
    categories: [],
    domains: [],
    jurisdictions: [],
    years: [],
    courts: [],
    solutions: [],
    decisionYears: [],
  },
  facetsApproximate: false,
  suggestion: null,
  suggestionApplied: false,
  widenedWith: [],
  reference: null,
  partial: false,
  query: {
    text: 'nantissment',
    terms: [],
    prefixes: [],
    empty: false,
    prefixLimited: false,
    sort: 'relevance',
  },
  appliedFilters: { dateFrom: null, dateTo: null },
  ...over,
});

const settled = (data: DocumentSearchAnswer) =>
  ({ data, isError: false, error: null, isFetching: false, refetch: vi.fn() }) as unknown as UseQueryResult<
    DocumentSearchAnswer,
    Error
  >;

/** The panel on /recherche?q=…, with the page's real URL state; the URL's query is shown for the test. */
function Harness({ data }: { data: DocumentSearchAnswer }) {
  const { state, update } = useSearchState();
  const location = useLocation();
  return (
    <>
      <span data-testid="url">{location.search}</span>
      <SearchResultsPanel
        state={state}
        search={settled(data)}
        text={state.q}
        update={update}
        onClear={() => {}}
        onPdfClick={() => {}}
      />
    </>
  );
}

// With the page's providers: the results' favourite stars read the reader's favourites through TanStack Query.
const panel = (data: DocumentSearchAnswer, url = '/recherche?q=nantissment+du+fonds&domain=Droit+OHADA') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <AuthModalProvider>
          <Harness data={data} />
        </AuthModalProvider>
      </AuthProvider>
    </MemoryRouter>,
  );

describe('the search results panel', () => {
  it('offers the suggestion, and one click searches it, filters kept, from page 1', () => {
    panel(
      answer({ suggestion: 'nantissement du fonds' }),
      '/recherche?q=nantissment+du+fonds&domain=OHADA&page=2',
    );
    expect(screen.getByText(/^Vouliez-vous dire/).textContent).toBe(
      'Vouliez-vous dire\u00a0: nantissement du fonds\u00a0?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'nantissement du fonds' }));
    expect(screen.getByTestId('url').textContent).toBe('?q=nantissement+du+fonds&domain=OHADA');
  });

  it('says that the results are the suggestion’s when the query as typed found nothing', () => {
    panel(
      answer({
        suggestion: 'nantissement du fonds',
        suggestionApplied: true,
        query: { ...answer().query, text: 'nantissment du fonds' },
      }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Aucun résultat pour « nantissment du fonds ». Résultats pour\u00a0: nantissement du fonds',
    );
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
    // The result links open the document with the words that found it.
    expect(screen.getByRole('link', { name: /Acte uniforme/ }).getAttribute('href')).toContain(
      'q=nantissement',
    );
  });

  it('says when a prefix matched too many words and only the most frequent were searched', () => {
    const { unmount } = panel(
      answer({ query: { ...answer().query, prefixes: ['co'], prefixLimited: true } }),
    );
    expect(screen.getByText(/^Trop de mots/).textContent).toBe(
      'Trop de mots commencent par « co » : seuls les plus fréquents ont été cherchés.',
    );
    unmount();
    panel(answer({ query: { ...answer().query, prefixes: ['co'] } }));
    expect(screen.queryByText(/^Trop de mots/)).toBeNull();
  });

  it('says when the engine searched only part of the query', () => {
    const { unmount } = panel(answer({ partial: true }));
    expect(screen.getByRole('status').textContent).toBe(
      'Recherche trop longue ou trop coûteuse : seule une partie a été cherchée. Précisez votre recherche pour des résultats complets.',
    );
    unmount();
    panel(answer());
    expect(screen.queryByText(/^Recherche trop longue/)).toBeNull();
  });

  it('shows no suggestion when the engine has none', () => {
    panel(answer());
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
  });

  it('says what the query was widened to', () => {
    panel(
      answer({
        widenedWith: [
          {
            source: 'faillite',
            alternatives: ['procédures collectives', 'liquidation des biens', 'redressement judiciaire'],
          },
          { source: 'salaire minimum', alternatives: ['SMIG'] },
        ],
      }),
    );
    expect(screen.getByText(/^Recherche élargie à/).textContent).toBe(
      'Recherche élargie à : procédures collectives, liquidation des biens, redressement judiciaire (faillite) ; SMIG (salaire minimum)',
    );
  });

  it('says, politely, above the results, that the named text has no such article', () => {
    panel(
      answer({
        reference: { articles: ['999'], textName: 'Code du travail', textFound: true, missing: ['999'] },
      }),
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Le Code du travail n’a pas d’article 999');
    expect(
      notice.compareDocumentPosition(screen.getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of a reference whose articles were all found', () => {
    panel(
      answer({ reference: { articles: ['36'], textName: 'Code du travail', textFound: true, missing: [] } }),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts exactly up to the limit, then says “plus de 10 000 résultats” and marks the facets approximate', () => {
    const { unmount } = panel(
      answer({ pagination: { page: 1, limit: 20, total: 9_999, pages: 500, totalIsLowerBound: false } }),
    );
    expect(screen.getByText(/résultats/).textContent).toMatch(/^9\s999 résultats$/);
    expect(screen.queryByText('Nombres calculés sur les 10 000 meilleurs résultats')).toBeNull();
    unmount();
    panel(
      answer({
        pagination: { page: 1, limit: 20, total: 10_000, pages: 500, totalIsLowerBound: true },
        facetsApproximate: true,
      }),
    );
    expect(screen.getByText(/^plus de/).textContent).toMatch(/^plus de 10\s000 résultats$/);
    expect(screen.getByText('Nombres calculés sur les 10 000 meilleurs résultats')).toBeTruthy();
  });

  it('is the skip link’s target, named by its count', () => {
    panel(answer());
    const region = screen.getByRole('region', { name: '1 résultat' });
    expect(region.id).toBe('search-results');
    expect(region.tabIndex).toBe(-1);
  });
});
