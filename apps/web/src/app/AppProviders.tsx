import type { ReactNode } from 'react';
import { NotificationsProvider } from '@/components/notifications';
import { AuthProvider } from '@/lib/auth-state';

/**
 * Providers that do not need the router. The auth modal's provider sits inside the router, in App.tsx
 * (the modal links to pages). The TanStack Query provider is not here: pages that use it get it with their
 * chunk (lazyQueryPage).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <NotificationsProvider>{children}</NotificationsProvider>
    </AuthProvider>
  );
}
