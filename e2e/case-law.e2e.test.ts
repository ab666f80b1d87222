import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt, type Size, wcagViolations } from './a11y';
import { adminApi } from './helpers';
import { baseUrl, demoAccount, launchBrowser, signInThroughApi, superAdmin } from './support';

/** A CCJA decision of the demo case law, which applies article 144 of the OHADA act on commercial law. */
const CITATION = 'CCJA, arrêt n°014/2005';
const REFERENCE = 'CCJA, arrêt n°014/2005 du 24 février 2005';
const COURT = "Cour commune de justice et d'arbitrage (CCJA)";

/**
 * Issue 32, end to end in Chromium, desktop and phone: a decision searched by its usual citation, the results
 * filtered by its court, the decision opened (its facts, attribution and parts), a link to an article it
 * applies followed, and the decision found again under that article's "Cité par"; axe-core at each step.
 */
describe.each<Size>(['desktop', 'phone'])('case law, %s', (size) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await pageAt(browser, size);
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/recherche?q=${encodeURIComponent(CITATION)}`);
  });
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  it('finds the decision by its citation and shows its court, date and solution', async () => {
    const first = page.locator('.result-card').first();
    await first.waitFor({ timeout: 20_000 });
    expect(await first.locator('.result-card__title').textContent()).toMatch(/arrêt n°014\/2005/);
    expect(await first.locator('.decision-line').textContent()).toBe(
      `${COURT} · 24 février 2005 · Incompétence`,
    );
  });

  it('filters the results by the court', async () => {
    const court = page.getByLabel('Cour ou tribunal');
    expect(await court.locator('option:checked').textContent()).toBe(
      'Toutes les cours et tous les tribunaux',
    );
    await court.selectOption('ohada-ccja');
    await page.waitForURL(/court=ohada-ccja/);
    await page.locator('.search-results[aria-busy="false"]').waitFor();
    const lines = await page.locator('.result-card .decision-line').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.startsWith(COURT)).toBe(true);
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('opens the decision: its facts, its attribution and its parts', async () => {
    await page.locator('.result-card', { hasText: 'n°014/2005' }).locator('.result-card__title a').click();
    const facts = page.getByRole('region', { name: 'La décision' });
    await facts.waitFor({ timeout: 20_000 });
    expect(await facts.textContent()).toContain('Source : Juricaf (AHJUCAF), ODbL 1.0');
    expect(await page.locator('.document-citation').textContent()).toBe(REFERENCE);
    await page.getByRole('heading', { name: 'Motifs', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Dispositif', level: 2 }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('follows a link to an article it applies, and finds the decision under that article’s "Cité par"', async () => {
    const link = page.locator('#paragraph-15').getByRole('link', { name: 'article 144' });
    await link.click();
    await page.waitForURL(/#article-144$/);
    const article = page.locator('#article-144');
    await article.waitFor({ timeout: 20_000 });
    const toggle = article.getByRole('button', { name: /^Cité par \d+$/ });
    await toggle.click();
    const decision = article.locator('.cited-by__item', { hasText: REFERENCE }).first();
    await decision.waitFor({ timeout: 20_000 });
    expect(await decision.locator('.decision-line').textContent()).toBe(
      `${COURT} · 24 février 2005 · Incompétence`,
    );
    expect(await wcagViolations(page)).toEqual([]);
    await decision.getByRole('link').click();
    await page.waitForURL(/#paragraph-1[59]$/);
    await page.getByRole('region', { name: 'La décision' }).waitFor();
  });
});

describe.each<Size>(['desktop', 'phone'])('case law in the back-office, %s', (size) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a decision’s fields for a type of the jurisprudence category, French errors beside them, and saves them', async () => {
    const page = await pageAt(browser, size);
    await page.goto(`${baseUrl()}/admin`);
    await page.getByLabel('Email').fill(superAdmin().email);
    await page.getByLabel('Mot de passe').fill(superAdmin().password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('.admin-header').waitFor();
    const documents = page.locator('.admin-nav').getByRole('button', { name: 'Documents', exact: true });
    if (!(await documents.isVisible())) await page.locator('.admin-header__menu').click();
    await documents.click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.getByRole('button', { name: '+ Nouveau document' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type de document').selectOption({ label: 'Loi' });
    expect(await dialog.getByRole('group', { name: 'Décision de justice' }).count()).toBe(0);
    await dialog.getByLabel('Type de document').selectOption({ label: 'Arrêt' });
    const fields = dialog.getByRole('group', { name: 'Décision de justice' });
    await fields.getByRole('option', { name: COURT }).waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await fields.getByText('La juridiction est requise').waitFor();
    await fields.getByText('Le numéro de la décision est requis').waitFor();
    await fields.getByText('Date de la décision invalide (format attendu AAAA-MM-JJ)').waitFor();
    expect(await wcagViolations(page)).toEqual([]);

    // Filled in, the decision is saved with its fields.
    const title = `CCJA, arrêt de contrôle e2e ${size} ${Date.now()}`;
    await dialog.getByLabel('Titre *').fill(title);
    await dialog.getByLabel('Domaine *').selectOption({ index: 1 });
    await dialog
      .getByLabel('Contenu *')
      .fill('La Cour, Vu le Traité ; Attendu que… ; Par ces motifs, rejette le pourvoi.');
    await fields.getByLabel('Juridiction *').selectOption('ohada-ccja');
    await fields.getByLabel('Nature *').selectOption('arrêt');
    await fields.getByLabel('Numéro de la décision *').fill('099/2024');
    await fields.getByLabel('Date de la décision *').fill('2024-03-14');
    await fields.getByLabel('Solution').selectOption('rejet');
    await fields.getByLabel('Mots-clés').fill('Pourvoi\nRejet');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    const admin = await adminApi();
    const list = await admin.get(`/documents?search=${encodeURIComponent(title)}`);
    const created = (list.body.documents as { id: number; title: string }[]).find((d) => d.title === title);
    expect(created).toBeDefined();
    const saved = await admin.get(`/admin/documents/${created?.id}`);
    expect((saved.body.document as { decision: unknown }).decision).toEqual({
      courtId: 'ohada-ccja',
      chamber: null,
      number: '099/2024',
      date: '2024-03-14',
      nature: 'arrêt',
      solution: 'rejet',
      parties: null,
      summary: null,
      keywords: ['Pourvoi', 'Rejet'],
    });
    await page.context().close();
  });
});

/** Two shipped decisions of the Conseil constitutionnel, the second citing the first (docs/case-law.md). */
const CITED = 'Décision n°2005-007/CC/EPF du 14 octobre 2005';
const CITING = 'Décision n°2005-008/CC/EPF du 14 octobre 2005';

describe.each<Size>(['desktop', 'phone'])('decisions citing decisions, %s', (size) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await pageAt(browser, size);
    await signInThroughApi(page, demoAccount('ROLE_USER'), `/recherche?q=${encodeURIComponent(CITING)}`);
  });
  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  it('shows under a decision the decisions it cites and those citing it, and follows the link in its text', async () => {
    await page.locator('.result-card', { hasText: 'n°2005-008/CC/EPF' }).first().waitFor({ timeout: 20_000 });
    await page
      .locator('.result-card', { hasText: 'n°2005-008/CC/EPF' })
      .first()
      .locator('.result-card__title a')
      .click();
    const related = page.getByRole('region', { name: 'Jurisprudence liée' });
    await related.getByRole('link', { name: CITED }).waitFor({ timeout: 20_000 });
    expect(await related.locator('.decision-line').first().textContent()).toBe(
      'Conseil constitutionnel · 14 octobre 2005 · Rejet',
    );
    await related.getByRole('link', { name: 'Décision n°2005-011/CC/EPF du 25 novembre 2005' }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    // the reference in its text is a link to the decision cited
    const link = page.locator('.document-content').getByRole('link', { name: /2005-007\/CC\/EPF/ });
    await link.click();
    await page.locator('.document-citation', { hasText: CITED }).waitFor({ timeout: 20_000 });
    const back = page.getByRole('region', { name: 'Jurisprudence liée' });
    await back.getByRole('link', { name: CITING }).waitFor({ timeout: 20_000 });
    expect(await wcagViolations(page)).toEqual([]);
  });

  it('shows a signed-out visitor the decision’s court, number, date and solution', async () => {
    const url = page.url().replace(/#.*$/, '');
    const visitor = await pageAt(browser, size);
    await visitor.goto(url);
    const facts = visitor.getByRole('region', { name: 'La décision' });
    await facts.waitFor({ timeout: 20_000 });
    const text = (await facts.textContent()) ?? '';
    for (const words of ['Conseil constitutionnel', '2005-007/CC/EPF', '14 octobre 2005', 'Rejet'])
      expect(text).toContain(words);
    expect(await visitor.getByRole('button', { name: 'Se connecter' }).count()).toBeGreaterThan(0);
    expect(await wcagViolations(visitor)).toEqual([]);
    await visitor.context().close();
  });
});
