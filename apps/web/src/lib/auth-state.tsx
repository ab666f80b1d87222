import { TIMEOUTS_MS } from '@lexfaso/contracts';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY } from '@/config/product';
import type { AuthUser } from '@/types/user';
import { apiRequest } from './api-client';
import { type AuthSnapshot, authStore } from './auth-store';

interface AuthContextValue extends AuthSnapshot {
  /** Stores a fresh session (after login, registration or phone verification). */
  signIn: (token: string, user: AuthUser) => void;
  /** Forgets the session locally; the server-side logout call is the accounts feature's job. */
  signOut: () => void;
  /** Replaces the user object (after /auth/me or a profile update). */
  setUser: (user: AuthUser) => void;
  /** Revokes the session on the server (POST /auth/logout), then forgets it locally whatever the answer. */
  logout: () => Promise<void>;
}

async function serverLogout() {
  const token = authStore.getToken();
  authStore.clear();
  if (!token) return;
  await apiRequest('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    timeoutMs: TIMEOUTS_MS.auth,
  }).catch(() => undefined);
}

/**
 * Current-user check on load (public-area.md §4): with a stored token, GET /auth/me (15 s) refreshes
 * the user; a non-OK answer or an error signs out.
 */
function useCurrentUserCheck() {
  useEffect(() => {
    const token = authStore.getToken();
    if (!token) return;
    const controller = new AbortController();
    apiRequest<{ user: AuthUser }>('/auth/me', {
      auth: true,
      timeoutMs: TIMEOUTS_MS.currentUser,
      signal: controller.signal,
    })
      .then(({ user }) => {
        if (authStore.getToken() === token && user) authStore.set({ token, user, isAuthenticated: true });
      })
      .catch(() => {
        // Only forget the session we checked (a new sign-in meanwhile stays), and not on unmount.
        if (!controller.signal.aborted && authStore.getToken() === token) authStore.clear();
      });
    return () => controller.abort();
  }, []);
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
  useCurrentUserCheck();

  // Keep tabs in agreement: a login or logout elsewhere updates this tab too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) authStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...snapshot,
      signIn: (token, user) => authStore.set({ token, user, isAuthenticated: true }),
      signOut: () => authStore.clear(),
      setUser: (user) => {
        const now = authStore.get();
        if (now.token) authStore.set({ ...now, user });
      },
      logout: serverLogout,
    }),
    [snapshot],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within <AuthProvider>');
  return ctx;
}
