import type { Role } from '@lexfaso/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccount, launchBrowser } from './support';

/**
 * Issue 23, item 1. The e2e server runs with PUBLIC_URL=http://127.0.0.1:…, as a fresh server reached by its
 * IP address would: the demo accounts must still sign in through the public form.
 */
describe('the public sign-in form and the demo accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openLogin() {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}/`);
    await page.locator('header').getByRole('button', { name: 'Connexion' }).click();
    await page.getByRole('dialog').getByLabel('Email').waitFor();
    return page;
  }

  async function submit(page: Page, email: string, password: string) {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
  }

  it.each<Role>(['ROLE_USER', 'ROLE_PREMIUM', 'ROLE_ADMIN'])(
    'the demo account %s has a valid address and signs in from the public form',
    async (role) => {
      const account = demoAccount(role);
      expect(account.email).toMatch(/@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/);
      const page = await openLogin();
      await submit(page, account.email, account.password);
      await page.getByText('Connexion réussie !').waitFor();
      await page.close();
    },
  );

  it('a new attempt clears the error of the previous one', async () => {
    const page = await openLogin();
    const dialog = page.getByRole('dialog');
    await submit(page, 'personne.inconnue@example.bf', 'pas-le-bon-mot-de-passe');
    await dialog.getByText('Email ou mot de passe incorrect').waitFor();
    await submit(page, 'pas-une-adresse', 'pas-le-bon-mot-de-passe');
    await dialog.getByText("Format d'email invalide").waitFor();
    expect(await dialog.getByText('Email ou mot de passe incorrect').count()).toBe(0);
    await page.close();
  });
});
