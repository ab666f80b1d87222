import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { AUTH_STORAGE_KEY } from '@/config/product';
import type { AuthUser } from '@/types/user';
import { type AuthSnapshot, authStore } from './auth-store';

export interface AuthContextValue extends AuthSnapshot {
  /** Stores a fresh session (after login, registration or phone verification). */
  signIn: (token: string, user: AuthUser) => void;
  /** Forgets the session locally; the server-side logout call is the accounts feature's job. */
  signOut: () => void;
  /** Replaces the user object (after /auth/me or a profile update). */
  setUser: (user: AuthUser) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);

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
    }),
    [snapshot],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth doit être utilisé dans <AuthProvider>');
  return ctx;
}
