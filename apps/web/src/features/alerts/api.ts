import {
  COMMON_TEXTS as M,
  type SavedSearchAnswer,
  type SavedSearchesAnswer,
  type SavedSearchUpdate,
  TIMEOUTS_MS,
  type UnsubscribeAnswer,
} from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';

const options = {
  auth: true,
  timeoutMs: TIMEOUTS_MS.content,
  networkErrorMessage: M.network,
  httpErrorMessage: () => M.server,
} as const;

/** GET /me/saved-searches: the list, and what the plan allows. */
export const getSavedSearches = () => apiRequest<SavedSearchesAnswer>('/me/saved-searches', options);

/** PUT /me/saved-searches/{id}: rename, change the alert, or mark as just rerun (`visited`). */
export const updateSavedSearch = (id: number, body: SavedSearchUpdate) =>
  apiRequest<SavedSearchAnswer>(`/me/saved-searches/${id}`, { ...options, method: 'PUT', body });

export const deleteSavedSearch = (id: number) =>
  apiRequest<{ success: true; message: string }>(`/me/saved-searches/${id}`, {
    ...options,
    method: 'DELETE',
  });

/** GET /alerts/unsubscribe/{token}: the alert mail's link, without sign-in. */
export const unsubscribeAlert = (token: string) =>
  apiRequest<UnsubscribeAnswer>(`/alerts/unsubscribe/${encodeURIComponent(token)}`, {
    timeoutMs: TIMEOUTS_MS.content,
    networkErrorMessage: M.network,
    httpErrorMessage: () => M.server,
  });
