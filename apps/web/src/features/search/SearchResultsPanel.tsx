import { type DocumentHit, type DocumentSearchAnswer, SEARCH_TEXTS as T } from '@lexfaso/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FavoritesScope } from '@/components/favorites/favorites';
import { Button, EmptyState, LoadingBlock, Pagination } from '@/components/ui';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { isApiError } from '@/lib/api-client';
import { DecisionFilters, showsDecisionFilters } from './DecisionFilters';
import { SearchNotices } from './SearchNotices';
import { DomainChips, ResultCard } from './SearchResults';
import { hasFilters, hasSearchText, type SearchState } from './search-state';

/** The results' id: the target of the page's skip link. */
export const RESULTS_ID = 'search-results';
const COUNT_ID = 'search-results-count';

/** '12 résultats', or 'plus de 10 000 résultats' where the engine stopped counting. */
const count = (total: number, searching: boolean, lowerBound: boolean) =>
  lowerBound
    ? T.moreThan(total.toLocaleString('fr-FR'))
    : (searching ? T.results : T.documents)(total.toLocaleString('fr-FR'), total > 1);

/** The words the results were found with (the links open the document with them marked). */
const searchedWords = (state: SearchState, data: DocumentSearchAnswer) =>
  data.suggestionApplied && data.suggestion ? data.suggestion : hasSearchText(state) ? state.q : '';

/** The bar above the results: their count, the sort (with a text) and 'Tout effacer'. */
function ResultsBar({
  state,
  pagination,
  fetching,
  showClear,
  onSort,
  onClear,
}: {
  state: SearchState;
  pagination: DocumentSearchAnswer['pagination'];
  fetching: boolean;
  showClear: boolean;
  onSort: (sort: SearchState['sort']) => void;
  onClear: () => void;
}) {
  return (
    <div className="search-results__bar">
      <p
        id={COUNT_ID}
        className={`search-results__count${pagination.totalIsLowerBound ? ' search-results__count--bound' : ''}`}
      >
        {count(pagination.total, hasSearchText(state) || hasFilters(state), pagination.totalIsLowerBound)}
        {fetching && <span className="search-results__busy">{T.updating}</span>}
      </p>
      {hasSearchText(state) && (
        <label className="search-results__sort">
          <span className="search-results__sort-label">{T.sortBy}</span>{' '}
          <select
            className="input input--sm"
            value={state.sort}
            onChange={(e) => onSort(e.target.value as SearchState['sort'])}
          >
            <option value="relevance">{T.relevance}</option>
            <option value="date">{T.date}</option>
          </select>
        </label>
      )}
      {showClear && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {T.clearAll}
        </Button>
      )}
    </div>
  );
}

/**
 * The results of a signed-in search: expired session, error, loading, or the count, the domain chips
 * (they filter the current page only, and reset on a new search), the list and its pages.
 */
export function SearchResultsPanel({
  state,
  search,
  text,
  update,
  onClear,
  onPdfClick,
}: {
  state: SearchState;
  search: UseQueryResult<DocumentSearchAnswer, Error>;
  text: string;
  update: (patch: Partial<SearchState>) => void;
  onClear: () => void;
  onPdfClick: (doc: DocumentHit) => void;
}) {
  const authModal = useAuthModal();
  const [chip, setChip] = useState<string | null>(null);
  const searchKey = JSON.stringify({ ...state, page: 0 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => setChip(null), [searchKey, state.page]);
  const data = search.data;
  const documents = useMemo(
    () => (data?.documents ?? []).filter((d) => chip === null || d.domaine?.name === chip),
    [data, chip],
  );
  const isSearching = hasSearchText(state) || hasFilters(state);
  const status = search.error && isApiError(search.error) ? search.error.status : null;

  let body: ReactNode;
  if (status === 401)
    body = (
      <EmptyState
        title={T.authRequired}
        actions={<Button onClick={() => authModal.open('login')}>{T.signIn}</Button>}
      >
        {T.sessionExpired}
      </EmptyState>
    );
  else if (search.isError)
    body = (
      <EmptyState
        title={T.loadError}
        actions={
          <Button variant="outline" onClick={() => search.refetch()}>
            {T.retry}
          </Button>
        }
      >
        {search.error.message}
      </EmptyState>
    );
  else if (!data) body = <LoadingBlock label={T.searching} />;
  else
    body = (
      <>
        <ResultsBar
          state={state}
          pagination={data.pagination}
          fetching={search.isFetching}
          showClear={isSearching || !!text}
          onSort={(sort) => update({ sort })}
          onClear={onClear}
        />
        {data.facetsApproximate && <p className="search-results__approx">{T.facetsApproximate}</p>}
        <SearchNotices answer={data} onSearch={(q) => update({ q })} />
        {showsDecisionFilters(state, data) && (
          <DecisionFilters state={state} facets={data.facets} onChange={update} />
        )}
        <DomainChips documents={data.documents} selected={chip} onSelect={setChip} />
        {documents.length === 0 ? (
          <EmptyState title={isSearching ? T.noResult : T.noDocument}>
            {data.query.empty ? T.tooCommon : isSearching ? T.tryOther : null}
          </EmptyState>
        ) : (
          <FavoritesScope documentIds={documents.map((d) => d.id)}>
            <ol className="result-list">
              {documents.map((d) => (
                <ResultCard key={d.id} doc={d} q={searchedWords(state, data)} onPdfClick={onPdfClick} />
              ))}
            </ol>
          </FavoritesScope>
        )}
        <Pagination
          page={data.pagination.page}
          totalPages={data.pagination.pages}
          onPageChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
          label={T.pages}
        />
      </>
    );

  return (
    <section
      id={RESULTS_ID}
      className="search-results"
      tabIndex={-1}
      aria-labelledby={data && !search.isError ? COUNT_ID : undefined}
      aria-live="polite"
      aria-busy={search.isFetching}
    >
      {body}
    </section>
  );
}
