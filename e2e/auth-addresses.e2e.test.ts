import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt } from './a11y';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi } from './support';

/** Issue 24: /login and /register, typed in the address bar, open the home page with their dialog. */
describe('the /login and /register addresses', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each([
    ['/login', 'Connexion', 'Se connecter'],
    ['/register', 'Inscription', 'Créer mon compte'],
  ])('%s answers 200 and shows the home page with the "%s" dialog', async (path, title, submit) => {
    const page = await pageAt(browser, 'phone');
    const res = await page.goto(`${baseUrl()}${path}`);
    expect(res?.status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: submit, exact: true }).waitFor();
    await page.waitForURL(`${baseUrl()}/`);
    await page.locator('[data-testid="home-news-card"]').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a signed-in visitor typing /login gets the home page without a dialog', async () => {
    const page = await pageAt(browser, 'desktop');
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/login');
    await page.waitForURL(`${baseUrl()}/`);
    await page.locator('[data-testid="home-news-card"]').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
