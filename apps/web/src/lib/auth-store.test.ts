import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/config/product';
import { authStore } from './auth-store';

const user = { id: 1, roles: ['ROLE_USER'], email: 'awa@exemple.bf' };

describe('authStore', () => {
  beforeEach(() => authStore.clear());

  it('keeps a session in memory and in localStorage, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = authStore.subscribe(listener);
    authStore.set({ token: 'jeton', user, isAuthenticated: true });
    expect(authStore.getToken()).toBe('jeton');
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'jeton',
      user,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    authStore.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('treats a session without a token as signed out', () => {
    authStore.set({ token: null, user, isAuthenticated: true });
    expect(authStore.get()).toEqual({ token: null, user: null, isAuthenticated: false });
  });

  it('reads again what another tab stored, and ignores what it cannot read', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'autre', user }));
    authStore.reload();
    expect(authStore.get()).toMatchObject({ token: 'autre', isAuthenticated: true });
    localStorage.setItem(AUTH_STORAGE_KEY, '{pas du json');
    authStore.reload();
    expect(authStore.get().isAuthenticated).toBe(false);
  });
});
