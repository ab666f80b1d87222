import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './helpers';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi, waitForOutboxMail } from './support';

const PASSWORD = 'Compte-Change-2025';

/**
 * Issue 29, finding 4: the page of an email-change link confirmed on load. Now opening it changes nothing;
 * a visitor is asked to sign in to the account that asked, and only its button confirms.
 */
describe('a new address is confirmed by its account, with a button', () => {
  let browser: Browser;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function freshPage() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }

  /** An account made by the back office, its session, and a change of its email asked on its profile. */
  async function accountAskingForNewAddress() {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const account = { email: `e2e.change.${stamp}@example.bf`, password: PASSWORD };
    const admin = await adminApi();
    const created = await admin.post('/admin/users', {
      firstname: 'Salif',
      lastname: 'Kaboré',
      email: account.email,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const { token } = (await login.json()) as { token: string };
    const newEmail = `e2e.nouvelle.${stamp}@example.bf`;
    const asked = await fetch(`${baseUrl()}/api/auth/profile/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        firstname: 'Salif',
        lastname: 'Kaboré',
        email: newEmail,
        currentPassword: PASSWORD,
      }),
    });
    expect(asked.status).toBe(200);
    const escaped = newEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mail = await waitForOutboxMail(new RegExp(`${escaped}[\\s\\S]*/change-email/`));
    const link = /(http:\/\/[^\s]+\/change-email\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const emailNow = async () =>
      (
        (await (
          await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { user: { email: string } }
      ).user.email;
    return { account, newEmail, link, emailNow, token };
  }

  const confirmButton = (page: Page) =>
    page.getByRole('button', { name: "Confirmer le changement d'adresse" });

  it('opened by a mail scanner or another signed-in account, the page changes nothing', async () => {
    const change = await accountAskingForNewAddress();
    // A scanner: a browser with no session loads the page and runs its scripts.
    const scanner = await freshPage();
    await scanner.goto(change.link);
    await scanner.waitForLoadState('networkidle');
    expect(await change.emailNow()).toBe(change.account.email);
    await scanner.getByText(/connectez-vous au compte qui l'a demandé/).waitFor();
    // Someone signed in to another account opens it: still nothing until a click, and the click is refused.
    const other = await freshPage();
    await signInThroughApi(other, demoAccount('ROLE_USER'), new URL(change.link).pathname);
    await confirmButton(other).waitFor();
    await other.waitForLoadState('networkidle');
    expect(await change.emailNow()).toBe(change.account.email);
    await confirmButton(other).click();
    await other.getByRole('heading', { name: 'Ce lien concerne un autre compte' }).waitFor();
    expect(await change.emailNow()).toBe(change.account.email);
    await scanner.context().close();
    await other.context().close();
    expect(errors).toEqual([]);
  });

  it('not signed in: the page asks to sign in to the account, then its button confirms', async () => {
    const change = await accountAskingForNewAddress();
    const page = await freshPage();
    await page.goto(change.link);
    await page.getByRole('heading', { name: 'Confirmer votre nouvelle adresse email' }).waitFor();
    expect(await confirmButton(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(change.account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Back on the same page, now with the button; still nothing changed.
    expect(new URL(page.url()).pathname).toBe(new URL(change.link).pathname);
    await confirmButton(page).waitFor();
    expect(await change.emailNow()).toBe(change.account.email);
    await confirmButton(page).click();
    await page.getByText('Votre adresse email a été modifiée', { exact: false }).waitFor();
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('signed in to the account: the button confirms, and the profile shows the new address', async () => {
    const change = await accountAskingForNewAddress();
    const page = await freshPage();
    await signInThroughApi(page, change.account, new URL(change.link).pathname);
    await confirmButton(page).click();
    await page.getByText('Votre adresse email a été modifiée', { exact: false }).waitFor();
    // The account's other session (the one that asked) is closed; the new address signs in.
    const me = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { authorization: `Bearer ${change.token}` },
    });
    expect(me.status).toBe(401);
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: change.newEmail, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    await page.getByRole('link', { name: 'Aller à mon profil' }).click();
    await page.waitForFunction(
      (expected) => (document.querySelector('#profile-email') as HTMLInputElement | null)?.value === expected,
      change.newEmail,
    );
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
