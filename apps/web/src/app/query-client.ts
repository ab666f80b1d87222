import { SEARCH } from '@lexfaso/contracts';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/**
 * Defaults of public-area.md §9: results stay fresh for 5 minutes, one retry, no refetch
 * when the window regains focus. Client errors (4xx) are not retried: asking again will
 * not make a 401 or a 404 succeed.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: SEARCH.cacheMs,
        gcTime: SEARCH.cacheMs,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < SEARCH.retries;
        },
      },
      mutations: { retry: false },
    },
  });
}
