import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, isOnScreen, longDocumentWith, userToken } from './helpers';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi } from './support';

/** WCAG contrast ratio of an element's text on its own background. */
function contrastOf(locator: Locator) {
  return locator.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (value: string) => {
      const [r, g, b] = rgb(value).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

const desktop = (browser: Browser) => browser.newPage({ viewport: { width: 1366, height: 800 } });

/** Issue 23, item 9: the small things. */
describe('small things a user notices', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the profile says what access the role gives, never a free plan beside a premium role', async () => {
    const page = await desktop(browser);
    await signInThroughApi(page, demoAccount('ROLE_ADMIN'), '/profile');
    const header = page.locator('.profile-header');
    await header.getByRole('heading', { level: 1 }).waitFor();
    const text = (await header.textContent()) ?? '';
    expect(text).toContain('Administrateur');
    expect(text).not.toMatch(/gratuit/i);
    expect(text).toContain('Accès Premium');
    await page.close();
    // A page of its own: the first one's session check could write its session back meanwhile.
    const user = await desktop(browser);
    await signInThroughApi(user, demoAccount('ROLE_USER'), '/profile');
    const userHeader = user.locator('.profile-header');
    await userHeader.getByRole('heading', { level: 1 }).waitFor();
    expect(await userHeader.textContent()).toContain('Accès gratuit');
    await user.close();
  });

  it('writes the first of the month as « 1er »', async () => {
    const api = await adminApi();
    const domaines = (await (await fetch(`${baseUrl()}/api/domaines`)).json()) as {
      domaines: Array<{ id: number }>;
    };
    const word = `calendrion${Date.now().toString(36).replace(/\d/g, '')}`;
    const created = await api.post('/documents', {
      title: `Arrêté du 1er avril 2021 relatif au ${word}`,
      content: `Article premier : Le ${word} est institué.`,
      domaineId: domaines.domaines[0]!.id,
      publishedAt: '2021-04-01',
    });
    expect(created.status).toBe(201);
    const id = (created.body.document as { id: number } | undefined)?.id ?? (created.body.id as number);
    const page = await desktop(browser);
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/document/${id}`);
    await page.locator('.document-info').getByText('1er avril 2021').waitFor();
    await page.goto(`${baseUrl()}/recherche?q=${word}`);
    await page
      .locator('.result-card__meta')
      .getByText(/1er avril 2021/)
      .waitFor();
    await page.close();
  });

  it('the table of contents follows the reading position', async () => {
    const doc = await longDocumentWith('hypothèque');
    const page = await desktop(browser);
    const token = await userToken();
    const { toc } = (await (
      await fetch(`${baseUrl()}/api/documents/${doc.id}/toc`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { toc: Array<{ id: string; kind: string }> };
    const articles = toc.filter((e) => e.kind === 'article');
    const target = articles[Math.min(300, Math.floor(articles.length * 0.6))]!;
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/document/${doc.id}#${target.id}`);
    await page.locator(`[id="${target.id}"]`).waitFor({ timeout: 20_000 });
    await page.locator('.toc__list[aria-busy="false"]').waitFor({ timeout: 20_000 });
    const active = page.locator('.toc a[aria-current="location"]');
    await expect.poll(() => active.getAttribute('href'), { timeout: 10_000 }).toBe(`#${target.id}`);
    await expect.poll(() => isOnScreen(active)).toBe(true);

    await page.mouse.move(400, 400);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 700);
    await expect.poll(() => active.getAttribute('href'), { timeout: 10_000 }).not.toBe(`#${target.id}`);
    await expect.poll(() => isOnScreen(active)).toBe(true);
    await page.close();
  });

  it('the home page and /about say that searching needs a (free) account', async () => {
    const page = await desktop(browser);
    await page.goto(`${baseUrl()}/`);
    const cta = page.locator('.home-hero').getByRole('link').first();
    await cta.waitFor();
    expect(await cta.textContent()).toMatch(/compte/i);
    await page.goto(`${baseUrl()}/about`);
    await page.getByRole('heading', { level: 1, name: 'À propos' }).waitFor();
    const sentences = ((await page.locator('main').textContent()) ?? '')
      .split(/[.:;]\s/)
      .filter((s) => /recherch/i.test(s) && /gratuit|public|sans compte/i.test(s));
    expect(sentences.length).toBeGreaterThan(0);
    for (const s of sentences) expect(s).toMatch(/compte/i);
    await page.close();
  });

  it('gold badges reach a 4.5:1 contrast', async () => {
    const page = await desktop(browser);
    await page.goto(`${baseUrl()}/`);
    const soon = page.locator('.home-tool__soon').first();
    await soon.waitFor();
    expect(await contrastOf(soon)).toBeGreaterThanOrEqual(4.5);
    await page.goto(`${baseUrl()}/actualites`);
    await page.locator('.news-tag--pinned').first().waitFor();
    expect(await contrastOf(page.locator('.news-tag--pinned').first())).toBeGreaterThanOrEqual(4.5);
    await page.close();
  });

  it('the focus ring is not the active state: the current page link shows both', async () => {
    const page = await desktop(browser);
    await page.goto(`${baseUrl()}/`);
    const current = page.locator('header nav a[aria-current="page"]').first();
    await current.waitFor();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await current.evaluate((el) => el === document.activeElement)) break;
    }
    const look = await current.evaluate((el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), color: s.outlineColor };
    });
    expect(look.outline).not.toBe('none');
    expect(look.width).toBeGreaterThanOrEqual(2);
    // Not the gold of the active state's underline.
    expect(look.color).not.toMatch(/rgb\((201, 151, 28|154, 114, 18)\)/);
    await page.close();
  });

  it('the footer links to no social network by default (they come from SOCIAL_LINKS)', async () => {
    const page = await desktop(browser);
    await page.goto(`${baseUrl()}/`);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Contact' }).first().waitFor();
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => /facebook|linkedin|x\.com|twitter/.test(h))).toEqual([]);
    expect(await footer.getByText('Suivez-nous').count()).toBe(0);
    await page.close();
  });

  it('the featured news card and the hero leave no large empty area', async () => {
    const page: Page = await desktop(browser);
    await page.goto(`${baseUrl()}/`);
    const hero = page.locator('.home-news-card--hero');
    await hero.locator('.home-news-card__meta').waitFor();
    const gap = await hero.evaluate((card) => {
      const text = card.querySelector('.home-news-card__text')!.getBoundingClientRect();
      const meta = card.querySelector('.home-news-card__meta')!.getBoundingClientRect();
      return meta.top - text.bottom;
    });
    expect(gap).toBeLessThan(48);
    const sides = await page.locator('.home-hero').evaluate((section) => {
      const box = section.getBoundingClientRect();
      const parts = [...section.querySelectorAll('.home-hero__inner > *')].map((e) =>
        e.getBoundingClientRect(),
      );
      const left = Math.min(...parts.map((p) => p.left)) - box.left;
      const right = box.right - Math.max(...parts.map((p) => p.right));
      return { left, right, width: box.width };
    });
    expect(Math.abs(sides.left - sides.right)).toBeLessThan(0.15 * sides.width);
    await page.close();
  });
});
