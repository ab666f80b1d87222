import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, waitForOutboxMail } from './support';

describe('news, home and contact in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the home page shows the three latest news; a click opens the detail', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/`);
    const cards = page.getByTestId('home-news-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    await expect(
      page.getByRole('link', { name: 'Rechercher avec un compte gratuit' }).getAttribute('href'),
    ).resolves.toBe('/recherche');

    const recent = (await (await fetch(`${baseUrl()}/api/v1/actualities/recent?limit=3`)).json()) as {
      actualities: { id: number; title: string }[];
    };
    const second = recent.actualities[1]!;
    await cards.nth(1).getByRole('link').click();
    await page.waitForURL(`**/actualites/${second.id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(second.title);
    await page.getByText('Publié', { exact: true }).waitFor(); // the info card's status
    await page.getByRole('heading', { name: 'Actualités récentes' }).waitFor();
    expect(await page.title()).toContain(second.title);
    expect(errors).toEqual([]);
  });

  it('the news list keeps its filters in the URL', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}/actualites`);
    await page.getByRole('heading', { name: 'À la une' }).waitFor();
    await page.getByRole('button', { name: /Réforme législative/ }).click();
    await page.waitForURL(/categoryId=\d+/);
    await page.getByRole('heading', { name: /Résultats/ }).waitFor();
    await page.getByLabel('Par page').selectOption('5');
    await page.waitForURL(/limit=5/);
    expect(page.url()).toMatch(/categoryId=\d+/);

    await page.getByLabel('Rechercher').fill('aucun-resultat-possible-xyz');
    await page.getByLabel('Rechercher').press('Enter');
    await page.getByText('Aucune actualité trouvée').waitFor();
    expect(page.url()).toContain('search=aucun-resultat-possible-xyz');
    await page.getByRole('button', { name: 'Effacer les filtres' }).first().click();
    await page.waitForURL((url) => !url.search.includes('search='));
    await page.getByRole('heading', { name: 'À la une' }).waitFor();
  });

  it('an unknown news id says "Actualité non trouvée"', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseUrl()}/actualites/999999`);
    expect(res?.status()).toBe(404); // the server's head for link previews
    await page.getByText('Actualité non trouvée').first().waitFor();
  });

  it('the contact form sends, clears itself and the team gets the mail', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/contact`);
    const marker = `e2e-${Date.now()}`;
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByText('Le nom est requis').waitFor(); // checked before anything is sent

    await page.getByRole('textbox', { name: 'Nom complet', exact: true }).fill('Issa Sawadogo');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('issa.sawadogo@example.bf');
    await page.getByRole('textbox', { name: 'Sujet', exact: true }).fill('Demande de texte');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill(`Bonjour, je cherche le texte de référence ${marker}.`);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await page
      .getByText('Votre message a été envoyé avec succès ! Nous vous répondrons rapidement.')
      .waitFor();
    await expect(page.getByRole('textbox', { name: 'Nom complet', exact: true }).inputValue()).resolves.toBe(
      '',
    );
    await expect(page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).resolves.toBe('');
    const mail = await waitForOutboxMail(new RegExp(marker));
    expect(mail).toContain('Issa Sawadogo');
  });
});
