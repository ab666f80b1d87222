import type { AdminDocumentAnswer } from '@lexfaso/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

const getDocument = (id: number, signal?: AbortSignal) =>
  adminApi.get<AdminDocumentAnswer>(`/admin/documents/${id}`, undefined, signal);

/**
 * GET /admin/documents/{id}, read once each time the form opens: kept out of the 'admin' key, so that the
 * lists' refresh after a PDF upload does not read it again under the user's edits.
 */
const getDocumentQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['admin-document', id],
    queryFn: ({ signal }) => getDocument(id ?? 0, signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export const useDocument = (id: number | null) => useQuery(getDocumentQueryOptions(id));
