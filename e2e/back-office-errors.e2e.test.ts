import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, isOnScreen } from './helpers';
import { baseUrl, launchBrowser, superAdmin } from './support';

const ADMIN_KEY = 'lexfaso-admin-auth';

/** Opens /admin with the back-office session of the e2e super administrator (signed in through the API). */
async function adminPage(browser: Browser): Promise<Page> {
  const res = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(superAdmin()),
  });
  const answer = (await res.json()) as { token: string; user: unknown; expires_at: number };
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${baseUrl()}/`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [ADMIN_KEY, JSON.stringify({ token: answer.token, user: answer.user, expiresAt: answer.expires_at })],
  );
  await page.goto(`${baseUrl()}/admin`);
  await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
  return page;
}

async function openNewDocument(page: Page) {
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: '+ Nouveau document' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Titre *').fill(`Loi d'essai ${Date.now()}`);
  await dialog.getByLabel('Domaine *').selectOption({ index: 1 });
  return dialog;
}

/** Issue 23, items 6 to 8: what an administrator runs into in the back-office. */
describe('back-office errors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a file renamed .pdf is refused when chosen, at the PDF field, on screen', async () => {
    const page = await adminPage(browser);
    const dialog = await openNewDocument(page);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'faux.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ ceci est un programme, pas un PDF'),
    });
    const message = dialog.getByText("Le fichier n'est pas un PDF valide");
    await message.waitFor({ timeout: 5_000 });
    expect(await isOnScreen(message)).toBe(true);
    expect(
      await dialog.locator('.admin-pdf-zone').getByText("Le fichier n'est pas un PDF valide").count(),
    ).toBe(1);
    await page.close();
  });

  it("the server's refusal of the file shows at the PDF field and is scrolled into view", async () => {
    const page = await adminPage(browser);
    const dialog = await openNewDocument(page);
    const doc = await PDFDocument.create();
    doc.addPage();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'loi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await doc.save()),
    });
    await dialog.getByText('loi.pdf').first().waitFor();
    // The server refuses it (as it would a file it cannot read): its answer, with the field it is about.
    await page.route('**/api/documents/create-with-pdf', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: "Le fichier n'est pas un PDF valide",
          message: "Le fichier n'est pas un PDF valide",
          code: 'BAD_REQUEST',
          errors: [{ field: 'pdf', message: "Le fichier n'est pas un PDF valide" }],
        }),
      }),
    );
    await dialog.locator('.admin-pdf-zone').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const message = dialog.locator('.admin-pdf-zone').getByText("Le fichier n'est pas un PDF valide");
    await message.waitFor({ timeout: 5_000 });
    await expect.poll(() => isOnScreen(message)).toBe(true);
    await page.close();
  });

  it('a general refusal is scrolled into view too', async () => {
    const page = await adminPage(browser);
    const dialog = await openNewDocument(page);
    await dialog.getByLabel('Contenu').fill('Article premier. Texte.');
    await page.route('**/api/documents', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, error: 'Erreur serveur', code: 'INTERNAL' }),
          })
        : route.continue(),
    );
    await dialog.locator('.admin-pdf-zone').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'Erreur serveur' });
    await alert.waitFor({ timeout: 5_000 });
    await expect.poll(() => isOnScreen(alert)).toBe(true);
    await page.close();
  });

  it('domains refuse a name that exists (case and accents aside) and show the one created', async () => {
    const api = await adminApi();
    // More than one page of domains, so that a new one would sort off the first page.
    const list = await api.get('/domaines?limit=1');
    for (let n = Number(list.body.totalItems); n <= 21; n++)
      await api.post('/domaines', { name: `Aaa domaine de remplissage ${n}` });

    const page = await adminPage(browser);
    await page.getByRole('button', { name: 'Domaines', exact: true }).click();
    await page.getByRole('button', { name: '+ Nouveau domaine' }).click();
    const name = `Zone économique spéciale ${Date.now().toString(36)}`;
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom *').fill(name);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 5_000 });
    expect(await isOnScreen(row)).toBe(true);

    await page.getByRole('button', { name: '+ Nouveau domaine' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom *').fill(name.toUpperCase().replace('É', 'E'));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText(/existe déjà/).waitFor({ timeout: 5_000 });
    await page.close();

    const same = await api.get(`/domaines?search=${encodeURIComponent(name.slice(0, 20))}`);
    expect(same.body.totalItems).toBe(1);
  });

  it('a stored back-office session it cannot read is discarded, the page never goes blank', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ token: 'abc', expiresAt: Math.floor(Date.now() / 1000) + 3600, user: { id: 1 } }),
        ),
      ADMIN_KEY,
    );
    await page.goto(`${baseUrl()}/admin`);
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
    await page.getByLabel('Mot de passe').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });
});
