import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAt, type Size, wcagViolations } from './a11y';
import { getJson, userToken } from './helpers';
import { demoAccount, launchBrowser, signInThroughApi } from './support';

interface Hit {
  id: number;
  title: string;
  reference: string | null;
  decision?: { court: { id: string; name: string } } | null;
}
interface Block {
  id: string;
  kind: string;
  text: string;
  links?: { from: number; to: number; documentId: number; articleId?: string }[];
}

/** A shipped decision one of whose paragraphs links to an article of another text, read through the API. */
async function decisionApplyingAnArticle() {
  const token = await userToken();
  const { documents } = await getJson<{ documents: Hit[] }>(
    '/documents/filtered?category=jurisprudence&limit=100',
    token,
  );
  for (const hit of documents) {
    const doc = await getJson<{ blocks: Block[] }>(`/documents/${hit.id}?full=1`, token);
    for (const block of doc.blocks)
      for (const link of block.links ?? [])
        if (block.kind === 'paragraph' && link.articleId && link.documentId !== hit.id)
          return { hit, block, link, words: block.text.slice(link.from, link.to) };
  }
  throw new Error('no decision links to an article');
}

/**
 * Issue 32, end to end in Chromium, desktop and phone: a decision searched by its citation, filtered by its
 * court, opened (its facts and the source's attribution), a link to an article it applies followed, and the
 * decision found again under that article's "Cité par"; axe-core finds nothing in these states.
 */
describe.each<Size>(['desktop', 'phone'])('case law, %s', (size) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('finds a decision by its citation and court, opens it, follows a link to an article and finds it under "Cité par"', async () => {
    const { hit, block, link, words } = await decisionApplyingAnArticle();
    const court = hit.decision?.court;
    if (!court || !hit.reference) throw new Error(`decision ${hit.id} without court or reference`);
    page = await pageAt(browser, size);
    const search = `/recherche?q=${encodeURIComponent(hit.reference)}&category=jurisprudence&court=${court.id}`;
    await signInThroughApi(page, demoAccount('ROLE_USER'), search);
    const first = page.locator('.result-card').first();
    await first.waitFor({ timeout: 20_000 });
    expect(await first.locator('.result-card__title').innerText()).toBe(hit.title);
    expect(await first.locator('.result-card__meta').innerText()).toContain(court.name);
    expect(await wcagViolations(page)).toEqual([]);

    await first.locator('.result-card__title a').click();
    const facts = page.getByRole('region', { name: 'La décision' });
    await facts.waitFor({ timeout: 20_000 });
    expect(await facts.innerText()).toContain(court.name);
    await page.getByText('Source : Juricaf (AHJUCAF), ODbL 1.0').waitFor();
    expect(await page.locator('.doc-division--part').count()).toBeGreaterThan(0);
    expect(await wcagViolations(page)).toEqual([]);

    const linked = page.locator(`[id="${block.id}"]`).getByRole('link', { name: words });
    await linked.first().scrollIntoViewIfNeeded();
    await linked.first().click();
    await page.waitForURL(new RegExp(`/document/${link.documentId}.*#${link.articleId}$`));
    const article = page.locator(`[id="${link.articleId}"]`);
    await article.waitFor({ timeout: 20_000 });
    const toggle = article.getByRole('button', { name: /^Cité par \d+$/ });
    await toggle.click();
    const panel = article.locator('.cited-by__panel');
    await panel.getByRole('link', { name: hit.reference }).waitFor({ timeout: 20_000 });
    expect(await panel.innerText()).toContain(court.name);
    expect(await wcagViolations(page)).toEqual([]);
    await page.context().close();
  });
});
