import {
  type FavoriteAnswer,
  type FavoritesAnswer,
  COMMON_TEXTS as M,
  TIMEOUTS_MS,
} from '@lexfaso/contracts';
import { api, apiRequest } from '@/lib/api-client';

/** The options of every personal-library call: signed in, the common messages. */
export const libraryRequest = {
  auth: true,
  timeoutMs: TIMEOUTS_MS.content,
  networkErrorMessage: M.network,
} as const;

/** Every favourites query starts with this key: a change refetches them all (the stars and /favorites). */
export const FAVORITES_KEY = 'favorites';

/** The favourites of some documents (the stars of one page), up to 100. */
export const fetchFavoritesOf = (documentIds: number[], signal?: AbortSignal) =>
  api.get<FavoritesAnswer>('/me/favorites', {
    ...libraryRequest,
    query: { documentIds: documentIds.join(','), limit: 100 },
    signal,
  });

export const addFavorite = (documentId: number, articleId?: string) =>
  api.post<FavoriteAnswer>(
    '/me/favorites',
    { documentId, ...(articleId ? { articleId } : {}) },
    libraryRequest,
  );

export const removeFavorite = (id: number) =>
  apiRequest<unknown>(`/me/favorites/${id}`, { ...libraryRequest, method: 'DELETE' });
