import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi } from './support';

/** Issue 23, item 4: no soft 404 (a 200 answer for a page that does not exist). */
describe('pages that do not exist', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const status = async (path: string) => (await fetch(`${baseUrl()}${path}`)).status;

  it('answers 404 with the app for unknown paths, 200 for the routes of the app', async () => {
    for (const path of [
      '/une-page-qui-nexiste-pas',
      '/recherche/en-trop',
      '/actualites/1/x',
      '/document/abc',
    ])
      expect([path, await status(path)]).toEqual([path, 404]);
    for (const path of [
      '/',
      '/recherche',
      '/actualites',
      '/contact',
      '/about',
      '/profile',
      '/forgot-password',
      '/reset-password/abc/def',
      '/admin',
      '/error/500',
    ])
      expect([path, await status(path)]).toEqual([path, 200]);
    const res = await fetch(`${baseUrl()}/une-page-qui-nexiste-pas`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('shows the 404 page, never validation text, for /document/abc; a missing document says so', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/document/abc');
    await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
    expect(await page.getByText(/Entrée invalide|attendu/).count()).toBe(0);

    const missing = await page.goto(`${baseUrl()}/document/987654`);
    expect(missing?.status()).toBe(404);
    await page.getByText('Document non trouvé').first().waitFor();
    expect(await page.getByText(/Entrée invalide|attendu/).count()).toBe(0);

    // Signed out too.
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl()}/document/abc`);
    await visitor.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
    await page.close();
    await visitor.close();
  });
});
