import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, baseUrl, demoAccount, launchBrowser } from './support';

/** The home page's budget; measured as bench/web.ts does: every script it fetched, gzip level 6. */
const HOME_JS_BUDGET = 100_000;

describe('page weight', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['a visitor', false],
    ['a signed-in user', true],
  ])(`the home page's JavaScript stays under ${HOME_JS_BUDGET} bytes gzip for %s`, async (_who, signedIn) => {
    const context = await browser.newContext();
    if (signedIn) {
      const { token, user } = await apiSession(demoAccount('ROLE_USER'));
      const state = JSON.stringify({ user, token, isAuthenticated: true });
      await context.addInitScript((value) => localStorage.setItem('lexfaso-auth', value), state);
    }
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') sizes.push(res.body().then((b) => gzipSync(b).length));
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(50_000);
    expect(total).toBeLessThan(HOME_JS_BUDGET);
    await context.close();
  });
});
