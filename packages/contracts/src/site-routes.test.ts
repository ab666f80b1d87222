import { describe, expect, it } from 'vitest';
import { isSiteRoute } from './site-routes';

describe('the web app’s addresses', () => {
  it('knows its routes, with their parameters and a trailing slash', () => {
    for (const path of [
      '/',
      '/recherche',
      '/recherche/',
      '/document/12',
      '/actualites/3',
      '/admin',
      '/admin/x/y',
      '/login',
      '/register',
    ])
      expect([path, isSiteRoute(path)]).toEqual([path, true]);
    expect(isSiteRoute('/reset-password/sel/tok')).toBe(true);
  });

  it('refuses every other address', () => {
    for (const path of ['/x', '/document', '/document/1/2', '/reset-password/sel', '/about/team', '/adminx'])
      expect([path, isSiteRoute(path)]).toEqual([path, false]);
  });
});
