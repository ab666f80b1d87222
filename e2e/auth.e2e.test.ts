import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, waitForOutboxMail } from './support';

/**
 * Accounts in a real browser against the real server: register in the modal, confirm the address through the
 * link mailed to the outbox (which signs in), see the user menu, sign out (the server revokes the session),
 * sign in again, then reset the password from the mail in the outbox.
 */
describe('accounts in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  const email = `e2e.compte.${Date.now().toString(36)}@example.bf`;
  const password = 'Premier-Passe-2025';
  const newPassword = 'Nouveau#Passe-2026';
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(() => browser?.close());

  const header = () => page.locator('header').first();
  const dialog = () => page.getByRole('dialog');
  const storedToken = () =>
    page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i += 1) {
        const key = localStorage.key(i)!;
        if (key.endsWith('-auth'))
          return (JSON.parse(localStorage.getItem(key)!) as { token?: string }).token ?? null;
      }
      return null;
    });
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const meStatus = async (token: string) =>
    (await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

  async function signIn(withPassword: string) {
    await dialog().getByRole('heading', { name: 'Connexion' }).waitFor();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByLabel('Mot de passe', { exact: true }).fill(withPassword);
    await dialog().getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Connexion réussie !').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await header()
      .getByRole('button', { name: /Awa Zongo/ })
      .waitFor();
    // On /recherche the app reloads 300 ms after a login (public-area.md §4): let that reload finish, or the
    // next navigation of the test is aborted by it.
    if (new URL(page.url()).pathname === '/recherche') {
      await Promise.race([page.waitForEvent('load'), new Promise((r) => setTimeout(r, 2_000))]);
    }
  }

  async function signOut() {
    await header()
      .getByRole('button', { name: /Awa Zongo/ })
      .click();
    await header().getByRole('button', { name: 'Se déconnecter' }).click();
    await header().getByRole('button', { name: 'Connexion' }).waitFor();
  }

  it('registers in the modal, confirms the address from the mailed link and shows the user menu', async () => {
    await page.goto(`${baseUrl()}/`);
    await header().getByRole('button', { name: "S'inscrire" }).click();
    await dialog().getByRole('heading', { name: 'Inscription' }).waitFor();

    // The phone tab is disabled: it shows the maintenance message and a way back to email.
    await dialog().getByRole('button', { name: 'Téléphone' }).click();
    await dialog()
      .getByText(/temporairement indisponible/)
      .waitFor();
    await dialog().getByRole('button', { name: "Utiliser l'email" }).click();

    // The client checks the confirmation and the length with the spec's messages.
    await dialog().getByLabel('Prénom').fill('Awa');
    await dialog().getByLabel('Nom', { exact: true }).fill('Zongo');
    await dialog().getByLabel('Vous êtes').selectOption('etudiant');
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByLabel('Mot de passe', { exact: true }).fill('court');
    await dialog().getByLabel('Confirmer le mot de passe').fill('autre');
    await dialog().getByRole('button', { name: 'Créer mon compte' }).click();
    await dialog().getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();

    await dialog().getByLabel('Mot de passe', { exact: true }).fill(password);
    await dialog().getByLabel('Confirmer le mot de passe').fill(password);
    await dialog().getByRole('button', { name: 'Créer mon compte' }).click();

    // The same answer as for an address that already has an account: no session yet, a mail to open.
    await dialog()
      .getByText(/un lien de confirmation vient de vous être envoyé/)
      .waitFor();
    expect(await storedToken()).toBeNull();
    await dialog().getByRole('button', { name: 'Renvoyer le lien' }).waitFor();

    // Before the confirmation, the right password gets the confirmation message and a resend action.
    await dialog().getByRole('button', { name: 'Retour à la connexion' }).click();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByLabel('Mot de passe', { exact: true }).fill(password);
    await dialog().getByRole('button', { name: 'Se connecter' }).click();
    await dialog()
      .getByText(/Veuillez confirmer votre adresse email/)
      .waitFor();
    await dialog().getByRole('button', { name: 'Renvoyer le lien' }).click();
    await dialog()
      .getByText(/un nouveau lien de confirmation vient d'être envoyé/)
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    // Two links were sent (registration, resend): only the newest works, with the registration's password.
    const mail = await waitForOutboxMail(new RegExp(`${escaped}[\\s\\S]*/verify-email/`), 15_000, 2);
    const link = /(http:\/\/[^\s]+\/verify-email\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    expect(link!.startsWith(baseUrl())).toBe(true);
    await page.goto(link!);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Pas#LeBon2025');
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await page.getByText(/Mot de passe incorrect/).waitFor();
    expect(await storedToken()).toBeNull();
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await page.getByRole('heading', { name: 'Inscription terminée avec succès !' }).waitFor();
    expect(await storedToken()).toBeTruthy();
    // After 3 s: the search page, signed in.
    await page.waitForURL((url) => url.pathname === '/recherche', { timeout: 10_000 });

    await header()
      .getByRole('button', { name: /Awa Zongo/ })
      .click();
    const menu = header().locator('.user-menu__panel');
    await menu.getByText('Étudiant').waitFor();
    await menu.getByText(email).waitFor();
    await menu.getByRole('link', { name: 'Mon profil' }).waitFor();
    await header()
      .getByRole('button', { name: /Awa Zongo/ })
      .click();

    // The link served once.
    const again = await browser.newPage();
    await again.goto(link!);
    await again.getByLabel('Mot de passe', { exact: true }).fill(password);
    await again.getByRole('button', { name: 'Activer mon compte' }).click();
    await again.getByRole('heading', { name: 'Lien invalide' }).waitFor();
    await again.getByText('Lien de confirmation invalide ou expiré').waitFor();
    await again.getByRole('button', { name: 'Renvoyer le lien' }).waitFor();
    await again.close();
  });

  it('signs out (the server revokes the session) and signs in again', async () => {
    const token = await storedToken();
    expect(token).toBeTruthy();
    expect(await meStatus(token!)).toBe(200);
    await signOut();
    expect(await storedToken()).toBeNull();
    // The screen forgets the session at once and revokes it on the server in the background.
    await expect.poll(() => meStatus(token!), { timeout: 10_000 }).toBe(401);

    await header().getByRole('button', { name: 'Connexion' }).click();
    // A wrong password gets the constant message.
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByLabel('Mot de passe', { exact: true }).fill('Mauvais-Passe-1');
    await dialog().getByRole('button', { name: 'Se connecter' }).click();
    await dialog().getByText('Email ou mot de passe incorrect').waitFor();
    await signIn(password);
    const again = await storedToken();
    expect(again).not.toBe(token);
  });

  it('resets the password from the mail in the outbox, which logs out the old session', async () => {
    const oldToken = (await storedToken())!;
    await signOut();
    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByLabel('Email ou numéro de téléphone').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('heading', { name: 'Email envoyé !' }).waitFor();
    await page.getByRole('button', { name: 'Renvoyer un email' }).waitFor();

    const mail = await waitForOutboxMail(new RegExp(`${escaped}[\\s\\S]*/reset-password/`));
    const link = /(http:\/\/[^\s]+\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    expect(link!.startsWith(baseUrl())).toBe(true);

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Nouveau mot de passe' }).waitFor();
    await page.getByText(/Expire dans \d+ minutes/).waitFor();
    const submit = page.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    await page.getByLabel('Nouveau mot de passe').fill('faible');
    await page.getByText('Très faible').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByText('Très fort').waitFor();
    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText(/réinitialisé avec succès/).waitFor();

    // After 3 s: home and the login modal.
    await dialog().getByRole('heading', { name: 'Connexion' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await meStatus(oldToken)).toBe(401);
    await signIn(newPassword);

    // The link served once.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Lien invalide' }).waitFor();
    await page.getByText('Token invalide ou expiré').waitFor();
    expect(errors).toEqual([]);
  });

  it('changes the email on the profile: the current password is asked, the account confirms it from the mailed link', async () => {
    const newEmail = `e2e.nouvelle.${Date.now().toString(36)}@example.bf`;
    await page.goto(`${baseUrl()}/profile`);
    const form = page.locator('#profile-form');
    await form.getByLabel('Email', { exact: true }).fill(newEmail);
    await form.getByLabel('Mot de passe actuel').waitFor();
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await form
      .getByText(/Saisissez votre mot de passe actuel/)
      .first()
      .waitFor();

    await form.getByLabel('Mot de passe actuel').fill(newPassword);
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText(`Nouvelle adresse ${newEmail}`, { exact: false }).waitFor();
    // Until the link is opened, the account keeps its address.
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    const escapedNew = newEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mail = await waitForOutboxMail(new RegExp(`${escapedNew}[\\s\\S]*/change-email/`));
    const link = /(http:\/\/[^\s]+\/change-email\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    // Opening the link changes nothing: the signed-in account confirms with the button (issue 29).
    await page.getByRole('button', { name: "Confirmer le changement d'adresse" }).click();
    await page.getByText('Votre adresse email a été modifiée', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Aller à mon profil' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.waitForFunction(
      (expected) => (document.querySelector('#profile-email') as HTMLInputElement | null)?.value === expected,
      newEmail,
    );
    expect(errors).toEqual([]);
  });
});
