import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDocumentWith, phonePage } from './helpers';
import { demoAccount, launchBrowser, signInThroughApi } from './support';

const bottomOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);

/** Issue 23, item 5: the screens a phone (390×844, touch) shows. */
describe('phone layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['mariage', 'contrat de travail', 'société'])(
    'the search page shows the whole first result for "%s" on the first screen',
    async (q) => {
      const page = await phonePage(browser);
      await signInThroughApi(page, demoAccount('ROLE_USER'), `/recherche?q=${encodeURIComponent(q)}`);
      await page.locator('.result-card .result-card__snippet').first().waitFor();
      await page.locator('.result-card mark').first().waitFor();
      expect(await bottomOf(page, '.result-card .result-card__title')).toBeLessThanOrEqual(844);
      expect(await bottomOf(page, '.result-card .result-card__snippet')).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.context().close();
    },
  );

  it('the pagination keeps its page numbers on one row', async () => {
    const page = await phonePage(browser);
    // As many pages as a large corpus gives (the demo one may hold only a few): page 5 of 120.
    await page.route('**/api/documents/filtered?*', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.pagination = { ...answer.pagination, page: 5, pages: 120, total: 1200 };
      await route.fulfill({ json: answer });
    });
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/recherche?page=5');
    const pages = page.locator('.pagination__page');
    await pages.first().waitFor();
    const tops = await pages.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(4);
    expect(new Set(tops).size).toBe(1);
    const rights = await page
      .locator('.pagination')
      .evaluate((el) => [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('the three profile tabs are readable at once, without sideways scrolling', async () => {
    const page = await phonePage(browser);
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/profile');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBe(3);
    const boxes = await tabs.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, clipped: e.scrollWidth > e.clientWidth + 1 };
      }),
    );
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.clipped).toBe(false);
    }
    const list = page.getByRole('tablist');
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.context().close();
  });

  it('a long document scrolls with the page, not inside a box', async () => {
    const doc = await longDocumentWith('hypothèque');
    const page = await phonePage(browser);
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/document/${doc.id}`);
    await page.locator('.doc-article').first().waitFor();
    const content = page.getByRole('region', { name: 'Texte du document' });
    const box = await content.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowY,
      inner: el.scrollHeight - el.clientHeight,
    }));
    expect(box.overflow).toBe('visible');
    expect(box.inner).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(5 * 844);
    await page.context().close();
  });
});
