import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { AUTH_KEY, type AuthState, CHROMIUM } from './web';

export interface LighthouseFigures {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse 12, default (mobile) profile: Moto G Power emulation, simulated 4G-slow throttling
 * (1.6 Mb/s, 150 ms RTT, 4x CPU slowdown). Pages with `signedIn` get the auth state in localStorage
 * first (through CDP), and Lighthouse is told not to wipe storage for them.
 */
export async function runLighthouse(
  origin: string,
  pages: Array<{ name: string; path: string; signedIn: boolean }>,
  auth: AuthState,
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const out: LighthouseFigures[] = [];
  try {
    for (const p of pages) {
      if (p.signedIn) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = browser.contexts()[0];
        const page = await context.newPage();
        await page.goto(`${origin}/robots.txt`);
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key, value),
          [AUTH_KEY, JSON.stringify({ user: auth.user, token: auth.token, isAuthenticated: true })],
        );
        await page.close();
        await browser.close();
      }
      const result = await lighthouse(`${origin}${p.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: p.signedIn,
      });
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${p.path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse ${p.path} : ${lhr.runtimeError.message}`);
      out.push({
        page: p.name,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN),
        cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN) * 1000) / 1000,
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
