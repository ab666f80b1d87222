import {
  type ActualitiesAnswer,
  CONTROLS_TEXTS,
  NEWS,
  NEWS_MESSAGES,
  NEWS_TEXTS as T,
} from '@lexfaso/contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, EmptyState, getPageWindow } from '@/components/ui';
import { paths } from '@/config/paths';
import { NewsCard } from './NewsCard';
import { NewsCardSkeletons } from './NewsCardSkeleton';
import { NewsFilters } from './NewsFilters';
import { fetchActualities, fetchCategories, fetchPinned, type NewsListParams, newsKeys } from './news-api';
import { hasFilters, paramsFromUrl, urlFromParams } from './news-url';
import './news.css';

/** /actualites: filters sidebar, 'À la une', grid, pagination and page size; every filter is in the URL. */
export function NewsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsFromUrl(searchParams);
  const filtered = hasFilters(params);

  const list = useQuery({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => fetchActualities(params, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: newsKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  const pinned = useQuery({
    queryKey: newsKeys.pinned(NEWS.pinnedApi),
    queryFn: ({ signal }) => fetchPinned(NEWS.pinnedApi, signal),
  });

  const update = (patch: Partial<NewsListParams>) => {
    // Any filter change goes back to page 1; a page change keeps the filters.
    const next = { ...params, ...patch, page: patch.page ?? 1 };
    setSearchParams(urlFromParams(next));
  };
  const clear = () => setSearchParams(urlFromParams({ page: 1, limit: params.limit }));
  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0 });
  };

  const pinnedItems = (pinned.data ?? []).slice(0, NEWS.pinnedSidebar);
  // 'À la une' sits above the list: its room is kept while it loads, or its arrival would push the list down.
  const showPinned = !filtered && params.page === 1 && (pinned.isPending || pinnedItems.length > 0);
  const pages = list.data?.pagination.pages ?? 0;

  return (
    <main className="container page news-page">
      <PageHead title={T.title} description={T.description} canonicalPath={paths.news()} />
      <header className="page-header">
        <h1>{T.title}</h1>
        <p className="lead">{T.lead}</p>
      </header>

      <div className="news-layout">
        <NewsFilters
          params={params}
          categories={categories.data?.categories}
          categoriesFailed={categories.isError}
          onChange={update}
          onClear={clear}
        />

        <div className="news-layout__main">
          {showPinned && (
            <section className="news-pinned" aria-labelledby="news-pinned-title">
              <h2 id="news-pinned-title">{T.pinned}</h2>
              <div className="news-pinned__list" aria-busy={pinned.isPending || undefined}>
                {pinned.isPending ? (
                  <NewsCardSkeletons count={NEWS.pinnedSidebar} compact label={T.loadingPinned} />
                ) : (
                  pinnedItems.map((n) => <NewsCard key={n.id} news={n} compact />)
                )}
              </div>
            </section>
          )}

          <section aria-labelledby="news-list-title" aria-busy={list.isFetching || undefined}>
            <div className="news-toolbar">
              <h2 id="news-list-title" className="news-toolbar__title">
                {filtered ? T.results : T.all}
                {list.data && <span className="news-toolbar__count">{T.count(list.data.totalItems)}</span>}
              </h2>
              <PageSize value={params.limit} onChange={(limit) => update({ limit })} />
            </div>
            <NewsListBody list={list} limit={params.limit} filtered={filtered} onClear={clear} />
            {pages > 1 && <NewsPagination page={params.page} pages={pages} onPage={goToPage} />}
          </section>
        </div>
      </div>
    </main>
  );
}

function NewsListBody({
  list,
  limit,
  filtered,
  onClear,
}: {
  list: UseQueryResult<ActualitiesAnswer>;
  limit: number;
  filtered: boolean;
  onClear: () => void;
}) {
  if (list.isPending)
    return (
      <div className="news-grid" aria-busy="true">
        <NewsCardSkeletons count={limit} label={T.loadingList} />
      </div>
    );
  if (list.isError)
    return (
      <EmptyState
        title={NEWS_MESSAGES.loadListError}
        actions={
          <Button variant="outline" onClick={() => list.refetch()} isLoading={list.isFetching}>
            {NEWS_MESSAGES.retry}
          </Button>
        }
      >
        <p>
          {NEWS_MESSAGES.loadListShort} : {list.error.message}
        </p>
      </EmptyState>
    );
  if (list.data.actualities.length === 0)
    return filtered ? (
      <EmptyState
        title={NEWS_MESSAGES.emptyFiltered}
        actions={
          <Button variant="outline" onClick={onClear}>
            {NEWS_MESSAGES.clearFilters}
          </Button>
        }
      >
        <p>{T.widenSearch}</p>
      </EmptyState>
    ) : (
      <EmptyState title={NEWS_MESSAGES.emptyList} />
    );
  return (
    <div className="news-grid">
      {list.data.actualities.map((n) => (
        <NewsCard key={n.id} news={n} />
      ))}
    </div>
  );
}

function PageSize({ value, onChange }: { value: number; onChange: (limit: number) => void }) {
  const id = useId();
  // 12 is the default but not one of the offered sizes: it stays selectable until the user picks another.
  const offered: readonly number[] = NEWS.listOptions;
  const options = offered.includes(value) ? [...offered] : [value, ...offered];
  return (
    <div className="news-toolbar__size">
      <label htmlFor={id}>{T.perPage}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {options
          .sort((a, b) => a - b)
          .map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
      </select>
    </div>
  );
}

/** Previous, at most 5 page numbers around the current one, next. */
function NewsPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
}) {
  return (
    <nav className="pagination" aria-label={T.pagination}>
      <button type="button" className="pagination__btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> {CONTROLS_TEXTS.previous}
      </button>
      <ul className="pagination__pages">
        {getPageWindow(page, pages, NEWS.maxPageNumbers).map((p) => (
          <li key={p}>
            <button
              type="button"
              className="pagination__page"
              aria-current={p === page ? 'page' : undefined}
              aria-label={CONTROLS_TEXTS.page(p)}
              onClick={() => p !== page && onPage(p)}
            >
              {p}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pagination__btn"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {CONTROLS_TEXTS.next} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
