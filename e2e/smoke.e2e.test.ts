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

  it('answers the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/une-page-qui-nexiste-pas`);
    await page.getByRole('heading', { name: 'Page non trouvée' }).waitFor();
  });
});
