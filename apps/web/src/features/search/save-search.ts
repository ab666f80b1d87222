import {
  COMMON_TEXTS as M,
  type SavedSearchAnswer,
  type SavedSearchCreate,
  type SavedSearchFilters,
  TIMEOUTS_MS,
} from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';
import type { SearchState } from './search-state';

/** The search's own filter fields as a saved search keeps them (GET /documents/filtered's names). */
export function savedFiltersOf(s: SearchState): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  if (s.documentType) filters.documentType = s.documentType;
  if (s.category) filters.category = s.category;
  if (s.domain) filters.domain = s.domain;
  if (s.jurisdiction) filters.jurisdiction = s.jurisdiction;
  if (s.period !== 'all') filters.period = s.period;
  if (s.period === 'custom') {
    if (s.dateFrom) filters.dateFrom = s.dateFrom;
    if (s.dateTo) filters.dateTo = s.dateTo;
  }
  if (s.withPdf) filters.withPdf = true;
  if (s.inForceOnly) filters.status = 'en_vigueur';
  return filters;
}

/** POST /me/saved-searches. */
export const saveSearch = (body: SavedSearchCreate) =>
  apiRequest<SavedSearchAnswer>('/me/saved-searches', {
    method: 'POST',
    auth: true,
    body,
    timeoutMs: TIMEOUTS_MS.content,
    networkErrorMessage: M.network,
    httpErrorMessage: () => M.server,
  });
