import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

const INDEX_HTML = `<!doctype html>
<html lang="fr"><head><meta name="application-name" content="LexFaso"><!--ssr-head--></head>
<body><div id="root"></div></body></html>`;

describe(`the web app's pages: real 404s, the footer's links (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      env: {
        WEB_DIST_DIR: webDir,
        SOCIAL_LINKS: 'Facebook=https://www.facebook.com/lexfaso;X=https://x.com/lexfaso?a=1&b=$&',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ url });

  it('answers the app with 200 for its routes, a trailing slash or a query string allowed', async () => {
    for (const url of [
      '/',
      '/recherche?q=bail',
      '/actualites/',
      '/contact',
      '/profile',
      '/reset-password/abc/def',
      '/verify-email/abc/def',
      '/admin',
      '/admin/documents',
      '/error/403',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers the app with 404, not indexed, for any other address (no soft 404)', async () => {
    for (const url of ['/une-page', '/recherche/en-trop', '/document', '/document/1/2', '/actualites/1/x']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('noindex');
    }
  });

  it('answers 404 for a document address that cannot be one, or a document that does not exist', async () => {
    for (const url of ['/document/abc', '/document/0', '/document/987654']) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('gives the app the SOCIAL_LINKS, escaped, for the footer', async () => {
    const res = await get('/');
    expect(res.body).toContain(
      '<meta name="social-links" content="Facebook=https://www.facebook.com/lexfaso;X=https://x.com/lexfaso?a=1&amp;b=$&amp;">',
    );
  });
});

describe(`without SOCIAL_LINKS (${TEST_DIALECT})`, () => {
  it('gives no social-links meta: the footer shows no such section', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    const t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    const res = await t.app.inject({ url: '/' });
    expect(res.body).not.toContain('social-links');
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
});
