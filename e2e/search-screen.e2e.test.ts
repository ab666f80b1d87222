import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOnScreen, phonePage } from './helpers';
import { demoAccount, launchBrowser, signInThroughApi } from './support';

const search = (q: string) => `/recherche?q=${encodeURIComponent(q)}`;

/** A signed-in desktop page on the search of `q`, its first result shown. */
async function searchPage(browser: Browser, q: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInThroughApi(page, demoAccount('ROLE_USER'), search(q));
  await page.locator('.result-card, .empty-state').first().waitFor();
  return page;
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      id: el?.id ?? '',
      text: el?.textContent?.trim() ?? '',
      inResults: !!el?.closest('#search-results'),
    };
  });

/**
 * Issue 22, item 7: what the search screen shows of the engine's real answers (demo corpus), in Chromium.
 * Articles, references, suggestions and synonyms are the engine's: nothing here stubs the API.
 */
describe('the search screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('has a skip link, shown on focus, that moves focus to the results', async () => {
    const page = await searchPage(browser, 'contrat de travail');
    const skip = page.getByRole('link', { name: 'Aller aux résultats' });
    expect(await isOnScreen(skip)).toBe(false);
    // From the top of the page, by the keyboard, as a person would reach it.
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = (await activeElement(page)).text === 'Aller aux résultats';
    }
    expect(reached).toBe(true);
    expect(await isOnScreen(skip)).toBe(true);
    await page.keyboard.press('Enter');
    expect((await activeElement(page)).id).toBe('search-results');
    await page.keyboard.press('Tab');
    expect((await activeElement(page)).inResults).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    await page.close();
  });

  it('lists under a hit the articles that match, and an article’s link opens the document at it', async () => {
    const q = '"bail à usage professionnel"';
    const page = await searchPage(browser, q);
    const first = page.locator('.result-card').first();
    const articles = first.locator('.hit-article');
    const count = await articles.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const links = first.locator('.hit-article__label a');
    for (const label of await links.allTextContents()) expect(label).toMatch(/^Article \d+/);
    await first.locator('.hit-article__snippet mark').first().waitFor();
    // The title opens the document at the best article, as the first article's own link does.
    const articleHref = (await links.first().getAttribute('href')) ?? '';
    expect(articleHref).toMatch(/^\/document\/\d+\?q=.+#article-/);
    expect(await first.locator('.result-card__title a').getAttribute('href')).toBe(articleHref);

    await links.first().click();
    await page.waitForURL(/\/document\/\d+\?q=.+#article-/);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const target = page.locator(`[id="${anchor}"]`);
    await target.waitFor({ timeout: 15_000 });
    await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
    // The article named is the one that holds the phrase (the engine's article-level retrieval).
    expect((await target.textContent())?.toLowerCase()).toContain('bail à usage professionnel');
    await page.close();
  });

  it('puts the article a reference names first, marked, and the title opens the document there', async () => {
    const page = await searchPage(browser, 'article 36 code du travail');
    const first = page.locator('.result-card').first();
    expect(await first.locator('.result-card__title').textContent()).toMatch(/^Code du travail/);
    const cited = first.locator('.hit-article').first();
    await cited.locator('.hit-article__badge', { hasText: 'Article cité' }).waitFor();
    expect(await cited.locator('.hit-article__label a').textContent()).toBe('Article 36');
    const href = (await cited.locator('.hit-article__label a').getAttribute('href')) ?? '';
    expect(await first.locator('.result-card__title a').getAttribute('href')).toBe(href);
    await page.close();
  });

  it('says, above the results, that the named text has no such article', async () => {
    const page = await searchPage(browser, 'article 999 code du travail');
    const notice = page.getByRole('status').filter({ hasText: 'n’a pas d’article' });
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Le Code du travail n’a pas d’article 999');
    await page.close();
  });

  it('offers the right word for a misspelt one, and one click searches it', async () => {
    // 'adopton' finds a text by another word; 'adoption' finds more.
    const page = await searchPage(browser, 'adopton');
    const suggestion = page.locator('.search-notice--suggestion button');
    await suggestion.waitFor();
    expect(await page.locator('.search-notice--suggestion').textContent()).toBe(
      'Vouliez-vous dire\u00a0: adoption\u00a0?',
    );
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'adoption');
    await expect.poll(() => page.locator('#search-input').inputValue()).toBe('adoption');
    await page.locator('.result-card mark').first().waitFor();
    await page.close();
  });

  it('shows the results of the right word when the misspelt one finds nothing, and says so', async () => {
    const page = await searchPage(browser, 'nantissment du fonds de commerce');
    const notice = page.locator('.search-notice--corrected');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Aucun résultat pour « nantissment du fonds de commerce ». Résultats pour\u00a0: nantissement du fonds de commerce',
    );
    expect(await page.locator('.result-card mark').first().textContent()).toMatch(/nantissement/i);
    expect(await page.locator('.result-card a[href*="/document/"]').first().getAttribute('href')).toContain(
      'q=nantissement',
    );
    await page.close();
  });

  it('says what a legal synonym widened the query to', async () => {
    const page = await searchPage(browser, 'faillite');
    const notice = page.locator('.search-notice--widened');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^Recherche élargie à : .*procédures collectives.*\(faillite\)/,
    );
    await page.close();
  });

  it.each(['"bail à usage professionnel"', 'article 36 code du travail'])(
    'keeps a hit with its articles whole on the first screen of a phone (%s)',
    async (q) => {
      const page = await phonePage(browser);
      await signInThroughApi(page, demoAccount('ROLE_USER'), search(q));
      const first = page.locator('.result-card').first();
      await first.locator('.hit-article').first().waitFor();
      const bottom = (selector: string) =>
        first
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await bottom('.result-card__title')).toBeLessThanOrEqual(844);
      expect(await bottom('.hit-article')).toBeLessThanOrEqual(844);
      // Past the first, an article is a link without its excerpt.
      const visibleExcerpts = await first
        .locator('.hit-article:not(:first-child) .hit-article__snippet')
        .evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);
      expect(visibleExcerpts).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.context().close();
    },
  );
});
