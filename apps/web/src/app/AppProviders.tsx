import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NotificationsProvider } from '@/components/notifications';
import { AuthProvider } from '@/lib/auth-state';
import { createQueryClient } from './query-client';

/** Providers that do not need the router. The auth modal lives in RootRoute (it links to pages). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <NotificationsProvider>{children}</NotificationsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
