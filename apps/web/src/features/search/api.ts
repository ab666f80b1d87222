import {
  CONTROLS_TEXTS,
  type DocTypesAnswer,
  type DocumentSearchAnswer,
  COMMON_TEXTS as M,
  SEARCH,
  TIMEOUTS_MS,
} from '@lexfaso/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SearchState } from './search-state';

/** Documents client messages (public-area.md §8). */
const documentHttpMessage = (status: number) =>
  status === 404 ? CONTROLS_TEXTS.notFound : status === 400 ? M.badRequest : M.server;
const requestOptions = {
  auth: true,
  timeoutMs: TIMEOUTS_MS.content,
  networkErrorMessage: M.network,
  httpErrorMessage: documentHttpMessage,
} as const;

/** The query string of GET /documents/filtered; 'all' and empty values are left out. */
export function searchRequestQuery(s: SearchState) {
  const q = s.q.replace(/\s+/g, ' ').trim();
  const hasText = q.length >= SEARCH.minChars;
  return {
    page: s.page,
    limit: SEARCH.pageSize,
    q: hasText ? q : undefined,
    search_type: hasText ? 'full_text' : undefined,
    documentType: s.documentType || undefined,
    category: s.category || undefined,
    domain: s.domain || undefined,
    jurisdiction: s.jurisdiction || undefined,
    period: s.period && s.period !== 'all' ? s.period : undefined,
    dateFrom: s.period === 'custom' ? s.dateFrom || undefined : undefined,
    dateTo: s.period === 'custom' ? s.dateTo || undefined : undefined,
    withPdf: s.withPdf ? 'true' : undefined,
    status: s.inForceOnly ? 'en_vigueur' : undefined,
    sort: hasText && s.sort === 'date' ? 'date' : undefined,
    court: s.court || undefined,
    solution: s.solution || undefined,
    decisionYear: s.decisionYear || undefined,
  };
}

export function useDocumentSearch(state: SearchState, enabled: boolean) {
  const query = searchRequestQuery(state);
  return useQuery({
    queryKey: ['documents', 'search', query],
    queryFn: ({ signal }) =>
      api.get<DocumentSearchAnswer>('/documents/filtered', { ...requestOptions, query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useDocTypes() {
  return useQuery({
    queryKey: ['doc_types'],
    queryFn: ({ signal }) => api.get<DocTypesAnswer>('/doc_types', { ...requestOptions, signal }),
    staleTime: 30 * 60_000,
  });
}
