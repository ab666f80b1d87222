import { NEWS } from '@lexfaso/contracts';
import type { NewsListParams } from './news-api';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positiveInt = (v: string | null) => (v && /^\d{1,6}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The list's state lives in the URL (page, limit, categoryId, search, pinned, dateFrom, dateTo). */
export function paramsFromUrl(sp: URLSearchParams): NewsListParams {
  const limit = positiveInt(sp.get('limit'));
  const dateFrom = sp.get('dateFrom') ?? '';
  const dateTo = sp.get('dateTo') ?? '';
  return {
    page: positiveInt(sp.get('page')) ?? 1,
    limit: limit && limit <= 50 ? limit : NEWS.listDefault,
    categoryId: positiveInt(sp.get('categoryId')),
    search: sp.get('search')?.trim() || undefined,
    pinned: sp.get('pinned') === 'true' || undefined,
    dateFrom: DATE.test(dateFrom) ? dateFrom : undefined,
    dateTo: DATE.test(dateTo) ? dateTo : undefined,
  };
}

/** Only non-default values go in the URL, so a plain /actualites stays plain. */
export function urlFromParams(p: NewsListParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== NEWS.listDefault) sp.set('limit', String(p.limit));
  if (p.categoryId) sp.set('categoryId', String(p.categoryId));
  if (p.search) sp.set('search', p.search);
  if (p.pinned) sp.set('pinned', 'true');
  if (p.dateFrom) sp.set('dateFrom', p.dateFrom);
  if (p.dateTo) sp.set('dateTo', p.dateTo);
  return sp;
}

export const hasFilters = (p: NewsListParams) =>
  !!(p.categoryId || p.search || p.pinned || p.dateFrom || p.dateTo);
