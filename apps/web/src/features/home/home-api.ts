import { type Actuality, type ActualityListAnswer, COMMON_TEXTS as M } from '@lexfaso/contracts';
import { api } from '@/lib/api-client';

/** The home page's news: the most recent published items (public-area.md §9: 3). */
export const fetchLatestNews = (limit: number, signal?: AbortSignal): Promise<Actuality[]> =>
  api
    .get<ActualityListAnswer>('/v1/actualities/recent', {
      signal,
      query: { limit },
      networkErrorMessage: M.network,
      httpErrorMessage: (status) => (status >= 500 ? M.server : M.badRequest),
    })
    .then((a) => a.actualities);
