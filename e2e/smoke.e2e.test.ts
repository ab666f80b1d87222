import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from './support';

describe('smoke: the built site in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads the home page and shows the header', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${baseUrl()}/`);
    expect(res?.status()).toBe(200);
    const header = page.locator('header').first();
    await header.waitFor({ state: 'visible' });
    await expect(header.getByRole('link', { name: 'Actualités' }).first().isVisible()).resolves.toBe(true);
    expect(await page.title()).toContain('LexFaso');
    expect(errors).toEqual([]);
  });

  it("the home page's scripts hold neither React Router's development warnings nor the search screens' constants", async () => {
    const page = await browser.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text());
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(2);
    // react-router's package exports resolve to its development build; vite.config.ts takes the production one.
    expect(code.filter((c) => c.includes('No routes matched location'))).toEqual([]);
    // The document type categories live in contracts' document-constants.ts, out of the app's entry chunk.
    expect(code.filter((c) => c.includes('normes-generales'))).toEqual([]);
    await page.close();
  });

  it('answers the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/une-page-qui-nexiste-pas`);
    await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
  });
});
