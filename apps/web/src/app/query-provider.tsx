import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * The one TanStack Query client of the app, created when the first page that needs it loads. It lives
 * in this module, fetched together with those pages (see lazyQueryPage), so the home page and the
 * static pages never download TanStack Query; the cache is shared by every page, as before.
 */
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
