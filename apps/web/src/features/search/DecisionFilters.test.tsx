import type { DocumentSearchAnswer } from '@lexfaso/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthModalProvider } from '@/features/auth/auth-modal-context';
import { AuthProvider } from '@/lib/auth-state';
import { renderWithProviders } from '@/testing/render';
import { SearchResultsPanel } from './SearchResultsPanel';
import { useSearchState } from './search-state';
import { testHit } from './test-hit';

const COURT = {
  id: 'ohada-ccja',
  name: 'Cour commune de justice et d’arbitrage (CCJA)',
  kind: 'community',
} as const;
const decisionHit = testHit({
  id: 290,
  title: 'CCJA, deuxième chambre, arrêt n°014/2005 du 24 février 2005',
  titleHighlighted: 'CCJA, deuxième chambre, arrêt n°014/2005 du 24 février 2005',
  decision: { court: COURT, date: '2005-02-24', solution: 'incompétence' },
});
const lawHit = testHit({ id: 2, title: 'Code du travail', titleHighlighted: 'Code du travail' });

const answer = (over: Partial<DocumentSearchAnswer> = {}): DocumentSearchAnswer => ({
  documents: [decisionHit, lawHit],
  pagination: { page: 1, limit: 20, total: 2, pages: 1, totalIsLowerBound: false },
  search_permissions: { canSearch: true, canDownloadPdf: false, role: 'ROLE_USER' },
  facets: {
    types: [],
    categories: [],
    domains: [],
    jurisdictions: [],
    years: [],
    courts: [
      { id: 'ohada-ccja', name: COURT.name, count: 12 },
      { id: 'bf-cour-de-cassation', name: 'Cour de cassation', count: 3 },
    ],
    solutions: [
      { solution: 'rejet', count: 9 },
      { solution: 'incompétence', count: 2 },
    ],
    decisionYears: [
      { year: 2005, count: 10 },
      { year: 2001, count: 5 },
    ],
  },
  facetsApproximate: false,
  suggestion: null,
  suggestionApplied: false,
  widenedWith: [],
  reference: null,
  partial: false,
  query: { text: 'saisie', terms: [], prefixes: [], empty: false, prefixLimited: false, sort: 'relevance' },
  appliedFilters: { dateFrom: null, dateTo: null },
  ...over,
});

const settled = (data: DocumentSearchAnswer) =>
  ({ data, isError: false, error: null, isFetching: false, refetch: vi.fn() }) as unknown as UseQueryResult<
    DocumentSearchAnswer,
    Error
  >;

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
const panel = (data: DocumentSearchAnswer, url = '/recherche?q=saisie&page=2') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>
        <AuthModalProvider>
          <Harness data={data} />
        </AuthModalProvider>
      </AuthProvider>
    </MemoryRouter>,
  );

describe('the decisions in the search', () => {
  it('shows a decision’s court, date and solution in its result, not a text’s', () => {
    panel(answer());
    const [decision, law] = screen.getAllByRole('listitem');
    expect(within(decision).getByText(/· 24 février 2005 ·/).textContent).toBe(
      `${COURT.name} · 24 février 2005 · Incompétence`,
    );
    expect(law.querySelector('.decision-line')).toBeNull();
  });

  it('offers the courts and solutions of the facets, with their counts, and filters from page 1', () => {
    panel(answer());
    const group = screen.getByRole('group', { name: 'Filtres de la jurisprudence' });
    const court = within(group).getByLabelText('Cour ou tribunal');
    expect(
      within(court)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes les cours et tous les tribunaux', `${COURT.name} (12)`, 'Cour de cassation (3)']);
    fireEvent.change(court, { target: { value: 'ohada-ccja' } });
    expect(screen.getByTestId('url').textContent).toBe('?q=saisie&court=ohada-ccja');
    const solution = within(group).getByLabelText('Solution de la décision');
    expect(
      within(solution)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes les solutions', 'Rejet (9)', 'Incompétence (2)']);
    fireEvent.change(solution, { target: { value: 'rejet' } });
    expect(screen.getByTestId('url').textContent).toBe('?q=saisie&court=ohada-ccja&solution=rejet');
  });

  it('offers the years of the decisions found, newest first, with their counts', () => {
    panel(answer());
    const year = screen.getByLabelText('Année de la décision');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Toutes les années', '2005 (10)', '2001 (5)']);
    fireEvent.change(year, { target: { value: '2005' } });
    expect(screen.getByTestId('url').textContent).toBe('?q=saisie&decisionYear=2005');
    fireEvent.change(year, { target: { value: '' } });
    expect(screen.getByTestId('url').textContent).toBe('?q=saisie');
  });

  it('keeps a chosen year offered when the other filters leave it no decision', () => {
    panel(answer(), '/recherche?q=saisie&decisionYear=1999');
    const year = screen.getByLabelText('Année de la décision') as HTMLSelectElement;
    expect(year.value).toBe('1999');
    expect(within(year).getByRole('option', { name: '1999 (0)' })).toBeTruthy();
  });

  it('shows no decision filter for results without decisions, unless one is set', () => {
    const noDecisions = answer({
      documents: [lawHit],
      facets: { ...answer().facets, courts: [], solutions: [], decisionYears: [] },
    });
    const { unmount } = panel(noDecisions);
    expect(screen.queryByRole('group', { name: 'Filtres de la jurisprudence' })).toBeNull();
    unmount();
    panel(noDecisions, '/recherche?q=saisie&court=bf-cour-de-cassation');
    const court = screen.getByLabelText('Cour ou tribunal') as HTMLSelectElement;
    expect(court.value).toBe('bf-cour-de-cassation');
  });
});
