import { type Actuality, SEARCH } from '@lexfaso/contracts';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { fetchLatestNews } from './home-api';

// The home page's only request. A small hook rather than TanStack Query, which the home page would
// otherwise be the only reason to download first: same rules as the app's query client
// (app/query-client.ts): one retry after a second, none for a 4xx, an answer kept for 5 minutes.

type NewsState =
  | { status: 'pending'; data?: undefined; isFetching: boolean }
  | { status: 'error'; data?: undefined; isFetching: boolean }
  | { status: 'success'; data: Actuality[]; isFetching: boolean };

const cache = new Map<number, { data: Actuality[]; at: number }>();

function cached(limit: number): Actuality[] | undefined {
  const entry = cache.get(limit);
  return entry && Date.now() - entry.at < SEARCH.cacheMs ? entry.data : undefined;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function load(limit: number, signal: AbortSignal): Promise<Actuality[]> {
  for (let failures = 0; ; failures++) {
    try {
      return await fetchLatestNews(limit, signal);
    } catch (error) {
      const clientError = isApiError(error) && error.status >= 400 && error.status < 500;
      if (signal.aborted || clientError || failures >= SEARCH.retries) throw error;
      await wait(Math.min(1000 * 2 ** failures, 30_000), signal);
    }
  }
}

/** The `limit` most recent news: pending, error (with a retry) or the list. */
export function useLatestNews(limit: number) {
  const [state, setState] = useState<NewsState>(() => {
    const data = cached(limit);
    return data ? { status: 'success', data, isFetching: false } : { status: 'pending', isFetching: true };
  });
  // Bumped by refetch(): each value is one more request.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && cached(limit)) return;
    const controller = new AbortController();
    setState((s) => (s.isFetching ? s : { ...s, isFetching: true }));
    load(limit, controller.signal).then(
      (data) => {
        cache.set(limit, { data, at: Date.now() });
        if (!controller.signal.aborted) setState({ status: 'success', data, isFetching: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', isFetching: false });
      },
    );
    return () => controller.abort();
  }, [limit, attempt]);

  const refetch = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, refetch };
}
