import { AUTH_STORAGE_KEY } from '@/config/product';
import type { AuthUser } from '@/types/user';

/** Persisted auth state (public-area.md §3), kept in localStorage under the product key. */
export interface AuthSnapshot {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
}

const SIGNED_OUT: AuthSnapshot = { user: null, token: null, isAuthenticated: false };
const listeners = new Set<() => void>();

function read(): AuthSnapshot {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return SIGNED_OUT;
    const parsed = JSON.parse(raw) as Partial<AuthSnapshot>;
    const token = typeof parsed.token === 'string' && parsed.token ? parsed.token : null;
    const user = parsed.user && typeof parsed.user === 'object' ? (parsed.user as AuthUser) : null;
    // A flag without a token is meaningless: treat it as signed out.
    return token ? { user, token, isAuthenticated: parsed.isAuthenticated !== false } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

let current = read();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * A tiny external store so non-React code (the API client) can read the token and
 * React reads it through useSyncExternalStore (see auth-state.tsx).
 */
export const authStore = {
  get: (): AuthSnapshot => current,
  getToken: (): string | null => current.token,
  set(next: AuthSnapshot) {
    current = next.token ? next : SIGNED_OUT;
    try {
      if (current.token) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(current));
      else localStorage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Private mode or full storage: the session still lives in memory for this tab.
    }
    emit();
  },
  clear() {
    authStore.set(SIGNED_OUT);
  },
  /** Re-reads localStorage; called when another tab changed it. */
  reload() {
    current = read();
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
