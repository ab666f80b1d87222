import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminApi } from './admin-api';

/** One page of a back-office list, as every list endpoint answers it (back-office.md §7). */
export interface Paged<T> {
  items: T[];
  totalItems: number;
  totalPages: number;
}

type AdminParams = Record<string, string | number | undefined>;

/**
 * A back-office read: always asked again when shown (staleTime 0), never retried, and keyed under
 * 'admin' so that one refresh after a change reads every list and figure again.
 */
export const adminQueryOptions = <T>(path: string, params: AdminParams = {}) =>
  queryOptions({
    queryKey: ['admin', path, params],
    queryFn: ({ signal }) => adminApi.get<T>(path, params, signal),
    staleTime: 0,
    retry: false,
  });

/** A page of a list: the previous page stays on screen while the next one loads. */
export const adminListOptions = <T>(path: string, params: AdminParams) => ({
  ...adminQueryOptions<Paged<T>>(path, params),
  placeholderData: keepPreviousData,
});
