import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOnScreen, longDocumentWith } from './helpers';
import { demoAccount, launchBrowser, signInThroughApi } from './support';

/** Issue 23, item 3: the search inside a long document (the Code civil of the demo corpus). */
describe('in-document search in a long document', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('typing a word shows its first hit, highlighted and on screen, as 1 / N', async () => {
    const doc = await longDocumentWith('hypothèque');
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/document/${doc.id}`);
    await page.getByRole('heading', { level: 1, name: doc.title }).waitFor();
    const finder = page.getByLabel('Rechercher dans le document');
    await finder.pressSequentially('hypothèque', { delay: 30 });
    const counter = page.locator('.toc-search__count');
    await expect.poll(() => counter.textContent(), { timeout: 20_000 }).toMatch(/^1 \/ \d+/);
    const current = page.locator('mark.is-current');
    await current.waitFor({ timeout: 10_000 });
    expect(await current.getAttribute('data-match')).toBe('0');
    await expect.poll(() => isOnScreen(current), { timeout: 10_000 }).toBe(true);

    // ↓ then goes to the second hit, and ↑ back to the first.
    await page.getByRole('button', { name: 'Résultat suivant' }).click();
    await expect.poll(() => counter.textContent()).toMatch(/^2 \//);
    await expect.poll(() => current.getAttribute('data-match')).toBe('1');
    await page.getByRole('button', { name: 'Résultat précédent' }).click();
    await expect.poll(() => current.getAttribute('data-match')).toBe('0');
    await page.close();
  });

  it('a term from ?q= keeps its accents in the box', async () => {
    const doc = await longDocumentWith('hypothèque');
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/document/${doc.id}?q=hypothèques`);
    const finder = page.getByLabel('Rechercher dans le document');
    await finder.waitFor();
    expect(await finder.inputValue()).toBe('hypothèques');
    await expect.poll(() => page.locator('.toc-search__count').textContent()).toMatch(/^1 \/ \d+/);
    await page.locator('mark.is-current').waitFor({ timeout: 10_000 });
    await page.close();
  });
});
