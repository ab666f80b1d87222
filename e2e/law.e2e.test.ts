import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt, type Size } from './a11y';
import { documentByReference } from './helpers';
import { demoAccount, launchBrowser, signInThroughApi } from './support';

/**
 * Issue 31, end to end in Chromium, desktop and phone: a link between articles followed and back, "Cité
 * par" opened, a repealed Code civil article marked and ranked after the live OHADA act, the Constitution's
 * earlier version opened and compared with the current one.
 */
describe.each<Size>(['desktop', 'phone'])('the law as it stands, %s', (size) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const signedIn = async (path: string) => {
    page = await pageAt(browser, size);
    await signInThroughApi(page, demoAccount('ROLE_USER'), path);
  };

  it('follows a link from an article of the Code du travail to the article it cites, and comes back', async () => {
    const code = await documentByReference('Loi n°028-2008/AN du 13 mai 2008');
    await signedIn(`/document/${code}#article-24`);
    const article = page.locator('#article-24');
    await article.waitFor({ timeout: 20_000 });
    const link = article.getByRole('link', { name: 'article 18' });
    expect(await link.getAttribute('href')).toBe(`/document/${code}#article-18`);
    await link.click();
    await page.waitForURL(/#article-18$/);
    await expect
      .poll(() => page.locator('#article-18').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);
    await page.goBack();
    await page.waitForURL(/#article-24$/);
    await page.context().close();
  });

  it('opens "Cité par" on a cited article and lists the articles citing it', async () => {
    const code = await documentByReference('Loi n°028-2008/AN du 13 mai 2008');
    await signedIn(`/document/${code}#article-18`);
    const toggle = page.locator('#article-18').getByRole('button', { name: /^Cité par \d+$/ });
    await toggle.waitFor({ timeout: 20_000 });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('#article-18 .cited-by__panel');
    await panel.getByRole('link', { name: /Article 24/ }).waitFor();
    await page.context().close();
  });

  it('shows the repealed Code civil article marked, after the live OHADA act, for "hypothèque conventionnelle"', async () => {
    await signedIn('/recherche?q=hypoth%C3%A8que+conventionnelle');
    await page.locator('.result-card').first().waitFor({ timeout: 20_000 });
    const titles = await page.locator('.result-card h3, .result-card h2').allInnerTexts();
    const ohada = titles.findIndex((t) => /organisation des sûretés/.test(t));
    const civil = titles.findIndex((t) => /Code civil/.test(t));
    expect(ohada).toBeGreaterThanOrEqual(0);
    expect(ohada).toBeLessThan(civil);
    await page.getByText('Abrogé par Acte uniforme OHADA portant organisation des sûretés').first().waitFor();
    await page.context().close();
  });

  it("opens the Constitution's earlier version and compares it with the current one", async () => {
    const constitution = await documentByReference('Constitution du 2 juin 1991');
    await signedIn(`/document/${constitution}`);
    await page
      .locator('.version-bar__line', { hasText: 'Version en vigueur depuis le 5 novembre 2015' })
      .waitFor({ timeout: 20_000 });
    await page.locator('.version-bar__list summary').click();
    await page.getByRole('link', { name: 'Version consolidée de janvier 2015' }).click();
    await page
      .locator('.version-bar__line', { hasText: 'Version en vigueur du 11 juin 2012 au 4 novembre 2015' })
      .waitFor();
    await page
      .locator('#article-173')
      .waitFor({ state: 'attached', timeout: 20_000 })
      .catch(() => undefined);
    await page.locator('.version-bar__list summary').click();
    await page.getByRole('button', { name: 'Comparer' }).click();
    await page.locator('.version-compare h3').waitFor({ timeout: 20_000 });
    expect(await page.locator('.compare-article--modified').count()).toBeGreaterThan(10);
    expect(await page.locator('.version-compare ins.diff-added').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
