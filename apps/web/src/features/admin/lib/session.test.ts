import { describe, expect, it } from 'vitest';
import { ADMIN_STORAGE_KEY, clearAdminSession, readAdminSession, saveAdminSession } from './session';

const user = {
  id: 1,
  email: 'a@x.bf',
  firstname: 'A',
  lastname: 'B',
  fullName: 'A B',
  roles: ['ROLE_ADMIN'],
};

describe('admin session', () => {
  it('is read back until it expires', () => {
    const session = { token: 't', user, expiresAt: Math.floor(Date.now() / 1000) + 60 };
    saveAdminSession(session);
    expect(readAdminSession()).toEqual(session);
    clearAdminSession();
    expect(readAdminSession()).toBeNull();
  });
  it('forgets an expired or malformed session', () => {
    saveAdminSession({ token: 't', user, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(readAdminSession()).toBeNull();
    expect(localStorage.getItem(ADMIN_STORAGE_KEY)).toBeNull();
    localStorage.setItem(ADMIN_STORAGE_KEY, JSON.stringify({ token: '', user, expiresAt: 9e9 }));
    expect(readAdminSession()).toBeNull();
  });
  it('discards a session it cannot read, so that no screen fails on it', () => {
    const future = Math.floor(Date.now() / 1000) + 3600;
    for (const raw of [
      JSON.stringify({ token: 't', user: { id: 1 }, expiresAt: future }),
      JSON.stringify({ token: 't', user: { ...user, firstname: null }, expiresAt: future }),
      JSON.stringify({ token: 't', user: 'Awa', expiresAt: future }),
      'null',
      '{pas du json',
    ]) {
      localStorage.setItem(ADMIN_STORAGE_KEY, raw);
      expect([raw, readAdminSession()]).toEqual([raw, null]);
      expect(localStorage.getItem(ADMIN_STORAGE_KEY)).toBeNull();
    }
  });
});
