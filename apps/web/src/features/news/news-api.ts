import {
  type ActualitiesAnswer,
  type Actuality,
  type ActualityAnswer,
  type ActualityCategoriesAnswer,
  type ActualityListAnswer,
  COMMON_TEXTS as M,
} from '@lexfaso/contracts';
import { api } from '@/lib/api-client';

/** News client errors of public-area.md §8: 404 as is, 400 'Requête invalide', 5xx 'Erreur serveur'. */
const newsHttpMessage = (status: number) =>
  status === 400 ? M.badRequest : status >= 500 ? M.server : M.httpError(status);
const opts = { networkErrorMessage: M.network, httpErrorMessage: newsHttpMessage };

export interface NewsListParams {
  page: number;
  limit: number;
  categoryId?: number;
  search?: string;
  pinned?: boolean;
  dateFrom?: string;
  dateTo?: string;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (p: NewsListParams) => ['news', 'list', p] as const,
  categories: ['news', 'categories'] as const,
  pinned: (limit: number) => ['news', 'pinned', limit] as const,
  recent: (limit: number) => ['news', 'recent', limit] as const,
  detail: (id: string) => ['news', 'detail', id] as const,
};

export const fetchActualities = (p: NewsListParams, signal?: AbortSignal) =>
  api.get<ActualitiesAnswer>('/v1/actualities', {
    ...opts,
    signal,
    query: {
      page: p.page,
      limit: p.limit,
      category: p.categoryId,
      search: p.search,
      pinnedOnly: p.pinned ? 'true' : undefined,
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
    },
  });

export const fetchCategories = (signal?: AbortSignal) =>
  api.get<ActualityCategoriesAnswer>('/v1/actuality-categories', { ...opts, signal });

/** Pinned news; the spec says a failure here shows an empty block rather than an error. */
export const fetchPinned = (limit: number, signal?: AbortSignal): Promise<Actuality[]> =>
  api
    .get<ActualityListAnswer>('/v1/actualities/pinned', { ...opts, signal, query: { limit } })
    .then((a) => a.actualities)
    .catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return [];
    });

export const fetchRecent = (limit: number, signal?: AbortSignal) =>
  api
    .get<ActualityListAnswer>('/v1/actualities/recent', { ...opts, signal, query: { limit } })
    .then((a) => a.actualities);

export const fetchActuality = (id: string, signal?: AbortSignal) =>
  api
    .get<ActualityAnswer>(`/v1/actualities/${encodeURIComponent(id)}`, { ...opts, signal })
    .then((a) => a.actuality);
