import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOnScreen, phonePage, userToken } from './helpers';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi } from './support';

/**
 * The personal library (issue 30): a reader stars an article from a search result, files it in a folder on
 * /favorites, and opens the document at that article from there.
 */
describe('favourites: star an article, file it, open it at that article', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** The stars' own favourites request (`?documentIds=`), not the /favorites page's list. */
  const starsRequest = /\/api\/me\/favorites\?documentIds=/;

  async function starFromSearch(page: Page) {
    // The stars' favourites come late, as on a slow line: until then a star must not pass for unsaved.
    await page.route(starsRequest, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await signInThroughApi(page, demoAccount('ROLE_USER'), '/recherche?q=article+36+code+du+travail');
    const star = page.getByRole('button', { name: /^Favori : Article 36 — / }).first();
    await star.waitFor({ timeout: 20_000 });
    expect(await star.isDisabled()).toBe(true);
    // Said busy to a screen reader and dimmed on screen, not shown as an unsaved star.
    expect(await star.getAttribute('aria-busy')).toBe('true');
    expect(await star.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.45');
    await expect.poll(() => star.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await star.getAttribute('aria-busy')).toBe('false');
    // Another run of the suite may have left it saved: start from an unsaved star.
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('false');
    }
    // The toast is looked for from the click on: on a loaded machine it may go before the star's state is read.
    const added = page.getByText('Ajouté à vos favoris').first().waitFor();
    await star.click();
    await added;
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await page.unroute(starsRequest);
  }

  async function starFileAndOpen(page: Page) {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await starFromSearch(page);

    // A new folder, then the article filed in it.
    await page.goto(`${baseUrl()}/favorites`);
    await page.getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
    const folderName = `Travail ${Date.now().toString(36)}`;
    await page.getByLabel('Nouveau dossier').fill(folderName);
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    const filter = page.getByRole('button', { name: new RegExp(`^${folderName}`) });
    await filter.waitFor();
    await page.getByLabel(/^Dossier de « Article 36 — /).selectOption({ label: folderName });
    await expect.poll(() => filter.textContent()).toContain('1 favori');

    // The folder's list holds it alone.
    await filter.click();
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
    const items = page.locator('.favorite-item');
    await expect.poll(() => items.count()).toBe(1);
    const link = items.first().getByRole('link', { name: /^Article 36 — / });

    // Opened at that article.
    await link.click();
    await page.waitForURL(/\/document\/\d+#article-36$/);
    const article = page.locator('section#article-36');
    await article.waitFor({ timeout: 20_000 });
    await expect.poll(() => isOnScreen(article.locator('h3'))).toBe(true);
    // Its star says it is saved, on the document page too.
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Favori : Article 36' }).first().getAttribute('aria-pressed'),
      )
      .toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  }

  it('on a desktop', async () => {
    await starFileAndOpen(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
  });

  it('on a phone', async () => {
    await starFileAndOpen(await phonePage(browser));
  });

  it('keeps its favourite in the API as the screen showed it', async () => {
    const token = await userToken();
    const res = await fetch(`${baseUrl()}/api/me/favorites?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as {
      favorites: Array<{ article: { id: string } | null; folderId: number | null }>;
    };
    const saved = body.favorites.find((f) => f.article?.id === 'article-36');
    expect(saved?.folderId).not.toBeNull();
  });
});
