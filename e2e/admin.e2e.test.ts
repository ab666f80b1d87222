import fs from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi, superAdmin } from './support';

/** A real, small PDF whose only copy of the search word is its text layer. */
async function lawPdf(word: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  page.drawText(`LOI PORTANT REGIME DE LA ${word.toUpperCase()}`, { x: 50, y: 760, size: 13, font });
  page.drawText(`Article premier : La ${word} est une ressource nationale.`, {
    x: 50,
    y: 730,
    size: 11,
    font,
  });
  page.drawText('Article 2 : Son exploitation est soumise a autorisation.', {
    x: 50,
    y: 712,
    size: 11,
    font,
  });
  return Buffer.from(await doc.save());
}

describe('back-office: an administrator publishes a document with a PDF, a premium user finds and downloads it', () => {
  let browser: Browser;
  const word = `quarzolite${Date.now().toString(36).replace(/[0-9]/g, '')}`;
  const title = `Loi relative au régime de la ${word}`;
  let pdf: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    pdf = await lawPdf(word);
  });
  afterAll(() => browser?.close());

  it('the administrator signs in at /admin and creates the document through the form and its file input', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/admin`);
    // The public header is not part of the back-office.
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
    expect(await page.locator('.site-header').count()).toBe(0);

    // A wrong password gets the spec's message.
    const admin = superAdmin();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Email ou mot de passe incorrect').waitFor();

    await page.getByLabel('Mot de passe').fill(admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();

    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByRole('button', { name: '+ Nouveau document' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Titre *').fill(title);
    await dialog.getByLabel('Domaine *').selectOption({ index: 1 });
    await dialog.getByLabel('Type de document').selectOption({ label: 'Loi' });
    await dialog.getByLabel('Date de publication').fill('2024-06-15');
    // Content left empty: the server takes the PDF's text.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'loi-quarzolite.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText('loi-quarzolite.pdf').first().waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The new document is listed, published and with its PDF.
    await page.getByLabel('Rechercher', { exact: true }).fill(word);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('Oui');
    expect(await row.textContent()).toContain('Publié');

    // The session is restored from storage on reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the user form says what is wrong next to each field, then creates the account', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/admin`);
    const admin = superAdmin();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Mot de passe').fill(admin.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    await page.getByRole('button', { name: 'Utilisateurs', exact: true }).click();
    await page.getByRole('button', { name: '+ Nouvel utilisateur' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email *').fill('pas-une-adresse');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Each message is next to its field and read with it (aria-describedby), nothing is sent.
    const email = dialog.getByLabel('Email *');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const messageId = (await email.getAttribute('aria-describedby')) ?? '';
    expect((await page.locator(`[id="${messageId}"]`).textContent())?.trim()).toBeTruthy();
    expect(await dialog.getByLabel('Prénom *').getAttribute('aria-invalid')).toBe('true');
    const address = `agent.${Date.now().toString(36)}@exemple.bf`;
    await dialog.getByLabel('Prénom *').fill('Issa');
    await dialog.getByLabel('Nom *', { exact: true }).fill('Sawadogo');
    await email.fill(address);
    await dialog.getByLabel('Mot de passe *').fill('Mot-de-passe-1');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: address }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a premium user finds it in /recherche by a word of the PDF and downloads the PDF', async () => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    // The public site never downloads the back-office code.
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await signInThroughApi(page, demoAccount('ROLE_PREMIUM'), `/recherche?q=${word}`);
    const result = page.getByRole('link', { name: title }).first();
    await result.waitFor({ timeout: 20_000 });
    await result.click();
    await page.getByRole('heading', { name: title }).first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /Télécharger/ })
        .first()
        .click(),
    ]);
    const file = await download.path();
    expect(file).toBeTruthy();
    const bytes = fs.readFileSync(file!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.compare(bytes, pdf)).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /AdminApp/.test(u))).toEqual([]);
    await context.close();
  });
});
