import { AUTH_MESSAGES, TIMERS_MS } from '@lexfaso/contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useNotify } from '@/components/notifications';
import { useAuth } from '@/lib/auth-state';
import type { AuthUser } from '@/types/user';

/**
 * What happens after a successful sign-in (public-area.md §4): store the session, say so, close the
 * modal; on /recherche the page reloads after 300 ms so the search runs with the new session.
 */
export function useSignedIn(onDone: () => void) {
  const { signIn } = useAuth();
  const { notify } = useNotify();
  const { pathname } = useLocation();
  return useCallback(
    (token: string, user: AuthUser, message: string = AUTH_MESSAGES.loginSuccess) => {
      signIn(token, user);
      notify({ type: 'success', message });
      onDone();
      if (pathname === '/recherche')
        window.setTimeout(() => window.location.reload(), TIMERS_MS.postLoginReload);
    },
    [signIn, notify, onDone, pathname],
  );
}
