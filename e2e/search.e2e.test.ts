import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi } from './support';

/**
 * The table of contents renders its entries a slice at a time (a whole code has thousands), busy until
 * the last one: their count once they are all there.
 */
async function settledCount(page: Page, entries: Locator) {
  await page.locator('.toc__list[aria-busy="false"]').waitFor({ timeout: 20_000 });
  return entries.count();
}

describe('search and reading: a signed-in user in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the lock to visitors', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/recherche`);
    await page.getByText('La recherche est réservée aux utilisateurs connectés.').waitFor();
    expect(await page.locator('#search-input').isDisabled()).toBe(true);
    await page.close();
  });

  it('searches, filters, opens a document, uses the table of contents and the in-document search', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/recherche');

    // Search: typing is debounced, the URL carries the query.
    await page.locator('#search-input').fill('arbitrage');
    await page.waitForURL(/q=arbitrage/);
    const results = page.locator('.result-card');
    await results.first().waitFor();
    const countLine = page.locator('.search-results__count');
    await expect.poll(() => countLine.textContent()).toMatch(/\d+ résultats?/);
    // The highlighted answer replaces the plain list once it arrives.
    await page.locator('.result-card mark').first().waitFor();

    // Filter by a type: the URL keeps it and every result has that type.
    await page.getByRole('button', { name: 'Filtres' }).click();
    await page.getByLabel('Type de document').selectOption({ label: 'Acte Uniforme' });
    await page.waitForURL(/documentType=/);
    await expect
      .poll(async () => {
        const tags = await page.locator('.result-card .tag--type').allTextContents();
        return tags.length > 0 && tags.every((t) => t === 'Acte Uniforme');
      })
      .toBe(true);

    // Open the first result.
    const firstTitle = (await results.first().locator('.result-card__title').textContent())?.trim() ?? '';
    await results.first().locator('.result-card__title a').click();
    await page.waitForURL(/\/document\/\d+\?q=arbitrage/);
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor();

    // The in-document search starts with the words of the search, at the first hit of the article the
    // result opened (#article-… of its best article; the text's first hit without one), and cycles with
    // wraparound.
    const finder = page.getByLabel('Rechercher dans le document');
    expect(await finder.inputValue()).toBe('arbitrage');
    const counter = page.locator('.toc-search__count');
    await expect.poll(() => counter.textContent()).toMatch(/^\d+ \/ \d+\+?$/);
    const [start, total] = ((await counter.textContent()) ?? '')
      .split('/')
      .map((n) => Number.parseInt(n, 10));
    expect(total).toBeGreaterThan(1);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    if (anchor) await page.locator(`[id="${anchor}"] mark.is-current`).waitFor();
    else expect(start).toBe(1);
    for (let i = start!; i > 1; i--) await page.getByRole('button', { name: 'Résultat précédent' }).click();
    await expect.poll(() => counter.textContent()).toMatch(/^1 \//);
    await page.getByRole('button', { name: 'Résultat suivant' }).click();
    await expect.poll(() => counter.textContent()).toMatch(/^2 \//);
    await page.getByRole('button', { name: 'Résultat précédent' }).click();
    await page.getByRole('button', { name: 'Résultat précédent' }).click();
    await expect.poll(() => counter.textContent()).toMatch(new RegExp(`^${total} /`));
    await page.locator('mark.is-current').waitFor();
    // Terms under 2 characters are not searched.
    await finder.fill('a');
    await expect.poll(() => counter.textContent()).toBe('Au moins 2 caractères');

    // The table of contents jumps to an article, rendering it first if needed.
    const entries = page.locator('.toc__item--article a');
    const count = await settledCount(page, entries);
    expect(count).toBeGreaterThan(2);
    const last = entries.nth(count - 1);
    const href = (await last.getAttribute('href')) ?? '';
    await last.click();
    const target = page.locator(`[id="${href.slice(1)}"]`);
    await target.waitFor();
    await expect.poll(() => target.isVisible()).toBe(true);

    // Back to a new search.
    await page.getByRole('link', { name: 'Nouvelle recherche' }).click();
    await page.waitForURL(/\/recherche$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a 2 MB-class code quickly with its first chunk and the long-document notice', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const tocRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/documents\/\d+\/toc$/.test(new URL(r.url()).pathname)) tocRequests.push(r.url());
    });
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/recherche');
    await page.locator('#search-input').fill('"code civil"');
    await page.waitForURL(/q=/);
    const link = page.locator('.result-card__title a', { hasText: /Code civil/i }).first();
    await link.waitFor();
    await link.click();
    await page.getByText(/Document long optimisé \(\d+ sections\)/).waitFor();
    await page.locator('.doc-article').first().waitFor();
    // Only the first chunk is in the page at first.
    expect(await page.locator('.doc-article, .doc-division, .doc-paragraph').count()).toBeLessThanOrEqual(60);
    // On a phone the table of contents is folded away: it is only fetched when the panel opens.
    expect(tocRequests).toEqual([]);
    await page.getByRole('button', { name: 'Sommaire et recherche' }).click();
    const entries = page.locator('.toc__item--article a');
    expect(await settledCount(page, entries)).toBeGreaterThan(400);
    expect(tocRequests).toHaveLength(1);
    await page.close();
  });

  it('opens an article deep in the Code civil from a link with its anchor, past the first window', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/recherche');
    await page.locator('#search-input').fill('"code civil"');
    await page.waitForURL(/q=/);
    const link = page.locator('.result-card__title a', { hasText: /Code civil/i }).first();
    await link.waitFor();
    const path = new URL((await link.getAttribute('href')) ?? '', baseUrl()).pathname;
    await link.click();
    await page.getByText(/Document long optimisé \(\d+ sections\)/).waitFor();
    // The table of contents lists every article, the text only its first window.
    const entries = page.locator('.toc__item--article a');
    const count = await settledCount(page, entries);
    expect(count).toBeGreaterThan(400);
    const href = (await entries.nth(count - 10).getAttribute('href')) ?? '';
    expect(await page.locator(`[id="${href.slice(1)}"]`).count()).toBe(0);
    // A search result's link: a fresh page load with ?q= and #article-….
    await page.goto(`${baseUrl()}${path}?q=article${href}`);
    const target = page.locator(`[id="${href.slice(1)}"]`);
    await target.waitFor({ timeout: 15_000 });
    await expect.poll(() => target.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says the document does not exist', async () => {
    const page = await browser.newPage();
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/document/999999');
    await page.locator('.empty-state__title', { hasText: 'Document non trouvé' }).waitFor();
    expect(await page.getByRole('link', { name: 'Retour à la recherche' }).getAttribute('href')).toBe(
      '/recherche',
    );
    await page.close();
  });
});
