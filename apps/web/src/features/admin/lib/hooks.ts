import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/** A value that follows `value` after `ms` of calm (the list searches wait 300 ms). */
export function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
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
