import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const AUTH_KEY = 'lexfaso-auth';

export interface PageWeight {
  page: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
  adminFiles: string[];
}

export interface AuthState {
  token: string;
  user: unknown;
}

const authScript = (auth: AuthState) =>
  `localStorage.setItem(${JSON.stringify(AUTH_KEY)}, ${JSON.stringify(
    JSON.stringify({ user: auth.user, token: auth.token, isAuthenticated: true }),
  )});`;

/**
 * Loads each page in headless Chromium and sums the gzip size (zlib level 6) of every script and stylesheet
 * it fetched, whatever the server sent on the wire. Admin chunks are recognised by name (Admin*), as
 * Vite names a lazy chunk after its module.
 */
export async function measurePageWeights(
  origin: string,
  pages: Array<{ name: string; path: string }>,
  auth: AuthState,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const out: PageWeight[] = [];
  try {
    for (const p of pages) {
      const context = await browser.newContext();
      await context.addInitScript(authScript(auth));
      const page = await context.newPage();
      const assets: Promise<{ url: string; type: string; gzip: number }>[] = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        assets.push(res.body().then((b) => ({ url: res.url(), type, gzip: gzipSync(b).length })));
      });
      await page.goto(`${origin}${p.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const loaded = await Promise.all(assets);
      const files = loaded.map((a) => new URL(a.url).pathname.split('/').pop() ?? a.url);
      out.push({
        page: p.name,
        jsGzip: loaded.filter((a) => a.type === 'script').reduce((s, a) => s + a.gzip, 0),
        cssGzip: loaded.filter((a) => a.type === 'stylesheet').reduce((s, a) => s + a.gzip, 0),
        files,
        adminFiles: files.filter((f) => /^admin/i.test(f)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

const firstScreenPredicate = (probe: string) => `(() => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!(n.textContent || '').replace(/\\s+/g, ' ').includes(${JSON.stringify(probe)})) continue;
    const rect = n.parentElement && n.parentElement.getBoundingClientRect();
    if (rect && rect.height > 0 && rect.top < window.innerHeight) return performance.now();
  }
  return false;
})()`;

/**
 * Time from navigation start until the first paragraph of the document's text is on screen (in the
 * viewport and laid out), signed in, no throttling. `probe` is the start of that paragraph.
 */
export async function measureFirstScreen(
  origin: string,
  path: string,
  probe: string,
  auth: AuthState,
  runs = 3,
) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // bypassCSP: the probe is evaluated from a string, which the app's CSP (rightly) forbids.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
      await context.addInitScript(authScript(auth));
      const page = await context.newPage();
      await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });
      // A string, not a function: tsx's keepNames would wrap a function in a __name() the page lacks.
      const handle = await page.waitForFunction(firstScreenPredicate(probe), undefined, {
        polling: 'raf',
        timeout: 60_000,
      });
      times.push((await handle.jsonValue()) as number);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
