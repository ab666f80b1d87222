import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from './admin-api';

/** A value that follows `value` after `ms` of calm (the document search waits 300 ms). */
export function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface Paged<T> {
  items: T[];
  totalItems: number;
  totalPages: number;
}

/** One page of a back-office list; every admin query lives under the 'admin' key. */
export function useAdminList<T>(path: string, params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['admin', path, params],
    queryFn: ({ signal }) => adminApi.get<Paged<T>>(path, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useAdminQuery<T>(path: string, params?: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['admin', path, params ?? {}],
    queryFn: ({ signal }) => adminApi.get<T>(path, params, signal),
    staleTime: 0,
    retry: false,
  });
}

/** After a change: every back-office list and figure is read again. */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['admin'] }), [client]);
}

/** A message that clears itself after `ms` (upload success: 3 s, after a deletion: 2 s). */
export function useTransientMessage() {
  const [message, setMessage] = useState<{ text: string; ms: number } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.ms);
    return () => clearTimeout(timer);
  }, [message]);
  return [
    message?.text ?? null,
    (text: string | null, ms = 3000) => setMessage(text ? { text, ms } : null),
  ] as const;
}
