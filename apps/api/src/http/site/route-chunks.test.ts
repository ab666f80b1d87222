import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { routeAssets, type ViteManifest } from './route-chunks';

const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta name="application-name" content="LexFaso">
    <!--ssr-head-->
    <link rel="stylesheet" crossorigin href="/assets/index-E1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The shape Vite writes: the entry (with the vendor chunk it imports), lazy pages, shared chunks, the query provider. */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    css: ['assets/index-E1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_query-Q1.js': { file: 'assets/query-Q1.js', imports: ['_react-R1.js'] },
  '_news-N1.js': { file: 'assets/news-N1.js', imports: ['index.html'], css: ['assets/news-N1.css'] },
  'src/app/query-provider.tsx': {
    file: 'assets/query-provider-P1.js',
    imports: ['_query-Q1.js', 'index.html'],
  },
  'src/features/news/NewsListPage.tsx': {
    file: 'assets/NewsListPage-L1.js',
    imports: ['index.html', '_news-N1.js', '_query-Q1.js'],
  },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-H1.js',
    imports: ['index.html'],
    css: ['assets/HomePage-H1.css'],
  },
};

describe(`modulepreload links of a route's page chunks (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(() => t.close());

  const preloads = async (url: string) => {
    // Status aside: an unknown news id answers its HTML with 404.
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toContain('text/html');
    return [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  };
  const stylesheets = async (url: string) =>
    [
      ...(await t.app.inject({ method: 'GET', url })).body.matchAll(
        /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      ),
    ].map((m) => m[1]);

  it('names the page chunk and its imports, without the entry, each once, imports first', async () => {
    expect(await preloads('/actualites')).toEqual([
      '/assets/news-N1.js',
      '/assets/query-Q1.js',
      '/assets/NewsListPage-L1.js',
      '/assets/query-provider-P1.js',
    ]);
    expect(await preloads('/')).toEqual(['/assets/HomePage-H1.js']);
  });

  it("names the page's stylesheets after the entry's (the cascade Vite would give), so the first paint does not wait for them", async () => {
    expect(await stylesheets('/actualites')).toEqual(['/assets/index-E1.css', '/assets/news-N1.css']);
    expect(await stylesheets('/')).toEqual(['/assets/index-E1.css', '/assets/HomePage-H1.css']);
    expect(await stylesheets('/contact')).toEqual(['/assets/index-E1.css']);
  });

  it('names nothing for routes without a known page or modules missing from the build', async () => {
    expect(await preloads('/contact')).toEqual([]);
    // The news detail page is not in this manifest: only the shared provider is named.
    expect(await preloads('/actualites/12')).toEqual(['/assets/query-Q1.js', '/assets/query-provider-P1.js']);
  });

  it('lists page modules that exist in the front end', () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    for (const route of ['/', '/actualites', '/actualites/1', '/recherche', '/document/1']) {
      const modules = Object.fromEntries(
        routeAssets(
          new Proxy({} as ViteManifest, {
            get: (_target, key) => (typeof key === 'string' ? { file: key } : undefined),
          }),
          route,
        ).scripts.map((m) => [m, fs.existsSync(path.join(web, m))]),
      );
      expect(Object.values(modules).length, route).toBeGreaterThan(0);
      for (const [module, exists] of Object.entries(modules)) expect(exists, module).toBe(true);
    }
  });
});
