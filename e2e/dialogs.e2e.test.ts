import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt } from './a11y';
import { baseUrl, launchBrowser, superAdmin } from './support';

/** What has the focus: inside the open dialog, and its accessible description for the failure message. */
const focusInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const r = el?.getBoundingClientRect();
    return {
      inDialog: !!el?.closest('[role="dialog"]'),
      isBody: !el || el === document.body,
      visible: !!r && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight,
      label: el
        ? `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`
        : '',
    };
  });

/** Tab (or Shift+Tab) `times` times, checking after each press that the focus stayed in the dialog. */
async function tabAround(page: Page, times: number, shift = false) {
  const seen = new Set<string>();
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const focus = await focusInfo(page);
    expect(focus, `after ${i + 1} presses`).toMatchObject({ inDialog: true });
    seen.add(focus.label);
  }
  return seen;
}

/** Focus in, trapped both ways, Escape closes, and the focus comes back to `opener`, visible. */
async function checkDialogKeyboard(page: Page, opener: Locator) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(async () => (await focusInfo(page)).inDialog).toBe(true);
  const controls = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count();
  // More presses than the dialog has controls: the trap must wrap around, both ways.
  const forward = await tabAround(page, controls + 3);
  expect(forward.size).toBeGreaterThan(1);
  await tabAround(page, controls + 3, true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const focus = await focusInfo(page);
  expect(focus.isBody).toBe(false);
  expect(focus.visible).toBe(true);
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
}

describe('dialogs with the keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['Connexion', "S'inscrire"])(
    'desktop: the "%s" dialog takes the focus, keeps it, and gives it back to its button',
    async (name) => {
      const page = await pageAt(browser, 'desktop');
      await page.goto(`${baseUrl()}/`);
      const opener = page.locator('.site-header__actions').getByRole('button', { name, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      await checkDialogKeyboard(page, opener);
      await page.context().close();
    },
  );

  it('desktop: the close button gives the focus back too', async () => {
    const page = await pageAt(browser, 'desktop');
    await page.goto(`${baseUrl()}/`);
    const opener = page.locator('.site-header__actions').getByRole('button', { name: 'Connexion' });
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it.each(['Connexion', "S'inscrire"])(
    'phone: the "%s" dialog opened from the menu gives the focus back to the menu button',
    async (name) => {
      const page = await pageAt(browser, 'phone');
      await page.goto(`${baseUrl()}/`);
      const menuButton = page.locator('.menu-toggle');
      await menuButton.tap();
      await page.locator('#mobile-menu').getByRole('button', { name, exact: true }).tap();
      await checkDialogKeyboard(page, menuButton);
      // The menu closed when the dialog opened; the button says so.
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    },
  );

  it('phone: after the close button too, the focus is on the menu button', async () => {
    const page = await pageAt(browser, 'phone');
    await page.goto(`${baseUrl()}/`);
    const menuButton = page.locator('.menu-toggle');
    await menuButton.tap();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Connexion' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('back-office: a create dialog takes the focus and gives it back to its button', async () => {
    const page = await pageAt(browser, 'desktop');
    await page.goto(`${baseUrl()}/admin`);
    await page.getByLabel('Email').fill(superAdmin().email);
    await page.getByLabel('Mot de passe').fill(superAdmin().password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    await page.locator('.admin-nav').getByRole('button', { name: 'Domaines', exact: true }).click();
    const opener = page.getByRole('button', { name: '+ Nouveau domaine' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await checkDialogKeyboard(page, opener);
    await page.context().close();
  });

  it('back-office on a phone: the closed menu keeps its buttons out of the Tab order', async () => {
    const page = await pageAt(browser, 'phone');
    await page.goto(`${baseUrl()}/admin`);
    await page.getByLabel('Email').fill(superAdmin().email);
    await page.getByLabel('Mot de passe').fill(superAdmin().password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('.admin-header').waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const inClosedMenu = () => page.evaluate(() => !!document.activeElement?.closest('.admin-sidebar'));
    expect(await inClosedMenu()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
    // Opened, the menu is reachable: it comes before its button in the page, so Shift+Tab enters it.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.admin-sidebar').isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await inClosedMenu()).toBe(true);
    await page.context().close();
  });
});

describe('the skip link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(['/', '/actualites', '/contact', '/about', '/page-qui-n-existe-pas'])(
    '%s: the first Tab shows "Aller au contenu principal", Enter moves the focus to the content',
    async (path) => {
      const page = await pageAt(browser, 'desktop');
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('h1').first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.width > 1 && box.height > 1 && box.y >= 0).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      // The next Tab goes into the page's content, past the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
      await page.context().close();
    },
  );
});
