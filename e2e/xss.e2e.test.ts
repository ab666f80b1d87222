import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir, launchBrowser, signInThroughApi, superAdmin } from './support';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const WORD = `xsszorb${Date.now().toString(36).replace(/[0-9]/g, '')}`;

/**
 * Stored XSS (decisions.md §5): a news item, a document and a user name holding HTML and <script> are shown as
 * text on every page that displays them, public and back-office, and no dialog ever fires.
 */
describe('stored XSS: hostile text is shown as text everywhere', () => {
  let browser: Browser;
  const dialogs: string[] = [];
  let newsId: number;
  let documentId: number;
  const user = { email: `${WORD}@example.bf`, password: 'Xss#Compte2025' };

  async function api(method: string, url: string, token: string, csrf: string, body: unknown) {
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return JSON.parse(text);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await fetch(`${baseUrl()}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superAdmin()),
    });
    const { token } = (await login.json()) as { token: string };
    const csrf = (
      (await (
        await fetch(`${baseUrl()}/api/admin/tokens/csrf`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        token: string;
      }
    ).token;
    const domaines = (await (await fetch(`${baseUrl()}/api/domaines`)).json()) as {
      domaines?: Array<{ id: number }>;
    };
    const domaineId = domaines.domaines?.[0]?.id ?? 1;

    newsId = (
      await api('POST', '/api/admin/actualities', token, csrf, {
        title: `Actualité ${IMG} ${WORD}`,
        description: `Résumé ${SCRIPT} ${IMG}`,
        content: `Corps ${SCRIPT} et ${IMG} ${WORD}`,
        isPublished: true,
      })
    ).actuality.id;
    documentId = (
      await api('POST', '/api/documents', token, csrf, {
        title: `Loi ${IMG} ${WORD}`,
        content: `Article 1 : ${SCRIPT} ${WORD} ${IMG}\n\nArticle 2 : fin ${WORD}.`,
        domaineId,
        publishedAt: '2024-03-01',
      })
    ).document.id;

    // The account is made in the back-office (the public registration is rate-limited per client, and other
    // e2e files register from the same address); the hostile name is then written as any other path (import,
    // old data) could.
    await api('POST', '/api/admin/users', token, csrf, { firstname: 'Awa', lastname: 'Sanou', ...user });
    const db = new SQLite(path.join(dataDir(), 'lexfaso.sqlite'));
    db.pragma('busy_timeout = 5000');
    // Confirmed here too, so the test does not depend on the mailed confirmation link.
    db.prepare(
      "UPDATE users SET firstname = ?, lastname = ?, account_status = 'active', is_verified = 1 WHERE email = ?",
    ).run(IMG, SCRIPT, user.email);
    db.close();
  });
  // The e2e server is shared by every file: leave no hostile content behind for the others.
  afterAll(async () => {
    await browser?.close();
    const login = await fetch(`${baseUrl()}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superAdmin()),
    });
    const { token } = (await login.json()) as { token: string };
    const csrf = (
      (await (
        await fetch(`${baseUrl()}/api/admin/tokens/csrf`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { token: string }
    ).token;
    const del = (url: string) =>
      fetch(`${baseUrl()}${url}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}`, 'x-csrf-token': csrf },
      });
    if (newsId) await del(`/api/admin/actualities/${newsId}`);
    if (documentId) await del(`/api/documents/${documentId}`);
    const db = new SQLite(path.join(dataDir(), 'lexfaso.sqlite'), { readonly: true });
    const row = db.prepare('SELECT id FROM users WHERE email = ?').get(user.email) as
      | { id: number }
      | undefined;
    db.close();
    if (row) await del(`/api/admin/users/${row.id}`);
  });

  async function newPage() {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('dialog', (d) => {
      dialogs.push(`${page.url()}: ${d.message()}`);
      void d.dismiss();
    });
    return page;
  }

  /** Nothing hostile became markup: no <img src=x>, no injected script, and the hostile text reads as text. */
  async function expectInert(page: Page, what: string, shown: string[]) {
    for (const text of shown) {
      try {
        // innerText is what a reader sees: the hostile markup must appear there as characters.
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
        await page.waitForFunction((t) => document.body.innerText.includes(t), text, { timeout: 20_000 });
      } catch {
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
        const body = await page.evaluate(() => document.body.innerText);
        throw new Error(
          `${what}: "${text}" is not shown as text at ${page.url()}. Page text:\n${body.slice(0, 3000)}`,
        );
      }
    }
    expect(await page.locator('img[src="x"]').count(), `${what}: an <img src=x> element exists`).toBe(0);
    // JSON-LD blocks hold the text as data (type application/ld+json, `<` escaped): they may mention it,
    // never as markup. Any other script with the payload is an injection.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => ({ type: s.type, text: s.textContent ?? '' })),
    );
    const injected = scripts.filter((s) => s.text.includes('alert(1)') && s.type !== 'application/ld+json');
    expect(injected, `${what}: an injected <script>`).toEqual([]);
    for (const s of scripts.filter((x) => x.type === 'application/ld+json')) {
      expect(s.text, `${what}: JSON-LD with raw markup`).not.toMatch(/<\/?(script|img)/i);
    }
    // The HTML the server sends (head tags for link previews included) never carries the markup raw.
    const raw = await (await fetch(page.url())).text();
    expect(raw, `${what}: raw HTML from the server`).not.toContain(IMG);
    expect(raw, `${what}: raw HTML from the server`).not.toContain(SCRIPT);
    expect(dialogs, what).toEqual([]);
  }

  it('public pages: home, news list and detail, search results, document page, header user menu', async () => {
    const page = await newPage();
    await signInThroughApi(page, user, '/');
    // Cards show plain excerpts (tags dropped by the front end's plainText): the item is there, inert.
    await expectInert(page, 'home', [`Actualité ${WORD}`]);
    // The header shows the user's name: as text.
    await expectInert(page, 'header', [IMG]);
    // The opened user menu repeats the name in its summary.
    // (The header may hold two menus, desktop and mobile: the visible one is opened.)
    await page.locator('.user-menu__button:visible').first().click();
    const panel = page.locator('.user-menu__panel:visible').first();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('.user-menu__summary strong').first().textContent()).toBe(`${IMG} ${SCRIPT}`);
    await expectInert(page, 'open user menu', [IMG]);

    await page.goto(`${baseUrl()}/actualites`);
    await expectInert(page, 'news list', [WORD]);
    await page.goto(`${baseUrl()}/actualites?search=${WORD}`);
    await expectInert(page, 'news search', [WORD]);
    await page.goto(`${baseUrl()}/actualites/${newsId}`);
    await expectInert(page, 'news detail', [`Actualité ${IMG}`, SCRIPT]);

    await page.goto(`${baseUrl()}/recherche?q=${WORD}`);
    await expectInert(page, 'search results', [`Loi ${IMG}`, WORD]);
    expect(await page.content()).not.toContain(IMG); // serialised DOM: < is &lt; if it is text
    await page.goto(`${baseUrl()}/document/${documentId}?q=${WORD}`);
    await expectInert(page, 'document page', [`Loi ${IMG}`, SCRIPT]);
    await page.close();
  });

  it('back-office lists: users, documents, news', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.getByLabel('Email').fill(superAdmin().email);
    await page.getByLabel('Mot de passe').fill(superAdmin().password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    await expectInert(page, 'dashboard', []);

    await page.getByRole('button', { name: 'Utilisateurs', exact: true }).click();
    await page.getByLabel('Rechercher', { exact: true }).fill(WORD);
    await expectInert(page, 'admin users', [IMG]);

    await page.getByRole('button', { name: 'Documents', exact: true }).click();
    await page.getByLabel('Rechercher', { exact: true }).fill(WORD);
    await expectInert(page, 'admin documents', [`Loi ${IMG}`]);

    await page.getByRole('button', { name: 'Actualités', exact: true }).click();
    await expectInert(page, 'admin news', [`Actualité ${IMG}`]);
    await page.close();
    expect(dialogs).toEqual([]);
  });
});
