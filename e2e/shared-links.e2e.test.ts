import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, isOnScreen, longDocumentWith, userToken } from './helpers';
import { baseUrl, demoAccount, launchBrowser } from './support';

interface Block {
  id: string;
  kind: string;
  text: string;
}

/** Issue 23, item 2: a link to a document (the Share button's) opened by a visitor. */
describe('a shared document link opened by a visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the title, reference and table of contents, never the text; signing in lands on the same article', async () => {
    const doc = await longDocumentWith('hypothèque');
    const token = await userToken();
    const { toc } = await getJson<{ toc: Array<{ id: string; kind: string }> }>(
      `/documents/${doc.id}/toc`,
      token,
    );
    const articles = toc.filter((e) => e.kind === 'article');
    const target = articles[Math.floor(articles.length / 2)]!;
    let article: Block | undefined;
    for (let from = 0; !article; from += 500) {
      const page = await getJson<{ blocks: Block[] }>(
        `/documents/${doc.id}/blocks?from=${from}&limit=500`,
        token,
      );
      if (page.blocks.length === 0) break;
      article = page.blocks.find((b) => b.id === target.id);
    }
    const articleText = (article?.text ?? '').trim().split('\n')[0]!.slice(0, 60);
    expect(articleText.length).toBeGreaterThan(10);
    const detail = await getJson<{ reference: string | null }>(`/documents/${doc.id}`, token);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/document/${doc.id}#${target.id}`);

    await page.getByRole('heading', { level: 1, name: doc.title }).waitFor();
    if (detail.reference) await page.locator('.document-info').getByText(detail.reference).waitFor();
    const toc1 = page.getByRole('navigation', { name: 'Table des matières' });
    await toc1.getByRole('link').first().waitFor();
    expect(await page.getByText('Document non trouvé').count()).toBe(0);
    expect(await page.getByText(articleText).count()).toBe(0);
    expect(await page.content()).not.toContain(articleText);

    // The invitation opens the sign-in modal; once signed in, the whole document, at the same article.
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog');
    const account = demoAccount('ROLE_USER');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await dialog.waitFor({ state: 'detached' });
    const anchored = page.locator(`[id="${target.id}"]`);
    await anchored.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).hash).toBe(`#${target.id}`);
    await expect.poll(() => isOnScreen(anchored.locator('h3')), { timeout: 10_000 }).toBe(true);
    await page.getByText(articleText).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers registration too, in the same modal', async () => {
    const doc = await longDocumentWith('hypothèque');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/document/${doc.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Créer un compte' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Inscription' }).waitFor();
    await page.close();
  });
});
