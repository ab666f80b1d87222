import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-state';
import { authStore } from './auth-store';

function Who() {
  const { isAuthenticated, user, signIn, signOut } = useAuth();
  return (
    <>
      <p>{isAuthenticated ? `connecté : ${user?.email}` : 'déconnecté'}</p>
      <button type="button" onClick={() => signIn('jeton', { id: 1, roles: [], email: 'awa@exemple.bf' })}>
        in
      </button>
      <button type="button" onClick={signOut}>
        out
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('AuthProvider', () => {
  it('signs in and out, and the API client reads the same token', () => {
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('déconnecté')).toBeTruthy();
    act(() => screen.getByText('in').click());
    expect(screen.getByText('connecté : awa@exemple.bf')).toBeTruthy();
    expect(authStore.getToken()).toBe('jeton');
    act(() => screen.getByText('out').click());
    expect(screen.getByText('déconnecté')).toBeTruthy();
  });

  it('forgets a stored session that the server no longer knows', async () => {
    authStore.set({ token: 'ancien', user: { id: 1, roles: [] }, isAuthenticated: true });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('déconnecté');
    expect(authStore.getToken()).toBeNull();
  });
});
