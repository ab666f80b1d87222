import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt, type Size, wcagViolations } from './a11y';
import { getJson, userToken } from './helpers';
import {
  baseUrl,
  dataDir,
  demoAccount,
  launchBrowser,
  signInThroughApi,
  superAdmin,
  waitForOutboxMail,
} from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORD = 'zébrolithe';
const TITLE = `Loi portant statut de la ${WORD}`;

/** Publishes a text through the back-office's form, as an administrator does. */
async function publishInBackOffice(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${baseUrl()}/admin`);
  const admin = superAdmin();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Mot de passe').fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: '+ Nouveau document' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titre *').fill(TITLE);
  await dialog.getByLabel('Domaine *').selectOption({ index: 1 });
  await dialog.getByLabel('Type de document').selectOption({ label: 'Loi' });
  await dialog.getByLabel('Date de publication').fill('2024-06-15');
  await dialog.getByLabel('Contenu').fill(`Article 1\n\nLa ${WORD} est un minerai protégé.`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.close();
}

/**
 * Issue 30 end to end: a search saved with an alert from the search page, a matching text published in the
 * back-office, `npm run alerts:send`, and the mail in the outbox with the text's link; its unsubscribe link
 * stops the alert; /alerts lists the search.
 */
describe('saved searches and alerts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('saves a search with an alert, and mails the text published after it once the alerts are sent', async () => {
    const page = await pageAt(browser, 'desktop');
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/recherche?q=${encodeURIComponent(WORD)}`);
    await page.getByRole('button', { name: 'Enregistrer cette recherche' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
    await dialog.getByLabel('Nom de la recherche').fill('Minerais protégés');
    await dialog.getByLabel('Alerte par courriel').selectOption({ label: 'Hebdomadaire' });
    // The free plan gives weekly alerts only, and the dialog says so.
    expect(await dialog.locator('option').allInnerTexts()).toEqual(['Aucune', 'Hebdomadaire']);
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await dialog.getByText('Recherche enregistrée : retrouvez-la dans Mes alertes.').waitFor();

    await publishInBackOffice(browser);
    const token = await userToken();
    const found = await getJson<{ documents: Array<{ id: number; title: string }> }>(
      `/documents/filtered?q=${encodeURIComponent(WORD)}`,
      token,
    );
    const id = found.documents.find((d) => d.title === TITLE)?.id;
    expect(id).toBeDefined();

    execFileSync('npm', ['run', 'alerts:send'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        PUBLIC_URL: baseUrl(),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'pipe',
    });
    const mail = await waitForOutboxMail(/Minerais prot/);
    expect(mail).toContain(TITLE);
    expect(mail).toContain(`${baseUrl()}/document/${id}`);
    // Another pass mails nothing new.
    execFileSync('npm', ['run', 'alerts:send'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        PUBLIC_URL: baseUrl(),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'pipe',
    });
    await expect(waitForOutboxMail(/Minerais prot/, 1_000, 2)).rejects.toThrow();

    // /alerts lists it with its weekly alert; the mail's link, opened without signing in, stops it.
    await page.goto(`${baseUrl()}/alerts`);
    const item = page.locator('.saved-search', { hasText: 'Minerais protégés' });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.getByLabel('Alerte de la recherche « Minerais protégés »').inputValue()).toBe('weekly');
    const link = /(http:\/\/\S+\/alerts\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const visitor = await pageAt(browser, 'phone');
    await visitor.goto(link as string);
    await visitor.getByRole('heading', { name: 'Alerte désactivée' }).waitFor({ timeout: 20_000 });
    await visitor.getByText('« Minerais protégés » est désactivée').waitFor();
    expect(await wcagViolations(visitor)).toEqual([]);
    await visitor.context().close();
    await page.reload();
    await item.waitFor({ timeout: 20_000 });
    expect(await item.getByLabel('Alerte de la recherche « Minerais protégés »').inputValue()).toBe('none');

    // One click reruns the search.
    await item.getByRole('button', { name: 'Relancer la recherche « Minerais protégés »' }).click();
    await page.waitForURL(/\/recherche\?q=z%C3%A9brolithe/);
    await page.locator('.result-card', { hasText: TITLE }).waitFor({ timeout: 20_000 });
    await page.context().close();
  }, 180_000);
});

describe.each<Size>(['desktop', 'phone'])('/alerts, %s', (size) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('meets WCAG 2.2 AA with saved searches listed, and with its rename dialog open', async () => {
    page = await pageAt(browser, size);
    const { token } = await signInThroughApi(page, demoAccount('ROLE_PREMIUM'));
    await fetch(`${baseUrl()}/api/me/saved-searches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Baux commerciaux (${size})`,
        q: 'bail commercial',
        filters: { withPdf: true },
        alert: 'daily',
      }),
    });
    await page.goto(`${baseUrl()}/alerts`);
    const item = page.locator('.saved-search', { hasText: `Baux commerciaux (${size})` });
    await item.waitFor({ timeout: 20_000 });
    await page.getByText('Premium :', { exact: false }).first().waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await item.getByRole('button', { name: `Renommer la recherche « Baux commerciaux (${size}) »` }).click();
    await page.getByRole('dialog', { name: 'Renommer la recherche' }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
