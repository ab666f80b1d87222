import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { loadAverage } from './machine';
import { AUTH_KEY, type AuthState, CHROMIUM } from './web';

interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** 1-minute load average when the run started (recorded since the seventh full run). */
  load?: number;
}

/** The median run's figures (Lighthouse's own choice: closest to the median FCP and TTI), and every run's. */
export interface LighthouseFigures extends RunFigures {
  page: string;
  runs?: RunFigures[];
}

/**
 * Runs per page. The score of one page moved between 79 and 94 over consecutive runs of the same code on
 * this machine (2026-11-24, /actualites), so the report gives the median run and the spread, as
 * Lighthouse's documentation advises.
 */
const LIGHTHOUSE_RUNS = 3;

type Lhr = Parameters<typeof computeMedianRun>[0][number];
const figuresOf = (lhr: Lhr): RunFigures => ({
  performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN),
  tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN),
  cls: Math.round((lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN) * 1000) / 1000,
});

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** API calls answered 401 during a run: a signed-in page measured signed out would show them. */
const refusedApiCalls = (lhr: Lhr) =>
  (
    (lhr.audits['network-requests'].details as { items?: Array<{ url: string; statusCode: number }> })
      ?.items ?? []
  ).filter((r) => new URL(r.url).pathname.startsWith('/api/') && r.statusCode === 401).length;

/**
 * Lighthouse 12, default (mobile) profile: Moto G Power emulation, simulated 4G-slow throttling
 * (1.6 Mb/s, 150 ms RTT, 4x CPU slowdown). Pages with `signedIn` get the auth state in localStorage
 * first (through CDP). Every run starts with an empty HTTP cache: Lighthouse 12's storage reset clears the
 * cache but not localStorage (its default clearStorageTypes), so the session survives it. Reports before
 * 2026-11-24 turned the reset off for the signed-in page, which then ran with the chunks the two pages
 * before it had cached.
 */
export async function runLighthouse(
  origin: string,
  pages: Array<{ name: string; path: string; signedIn: boolean }>,
  auth: AuthState,
  /** Where each run's full report is kept (JSON), to read its long tasks and timings afterwards. */
  reportsDir?: string,
): Promise<LighthouseFigures[]> {
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
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
      const lhrs: Lhr[] = [];
      const loads: number[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        loads.push(loadAverage());
        const result = await lighthouse(`${origin}${p.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${p.path}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse ${p.path} : ${result.lhr.runtimeError.message}`);
        if (p.signedIn && refusedApiCalls(result.lhr) > 0)
          throw new Error(`Lighthouse ${p.path} : la page a été chargée sans session (réponse 401 de l'API)`);
        lhrs.push(result.lhr);
        if (reportsDir) {
          const file = `${p.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}.json`;
          fs.writeFileSync(path.join(reportsDir, file), JSON.stringify(result.lhr));
        }
      }
      const median = computeMedianRun(lhrs);
      out.push({
        page: p.name,
        ...figuresOf(median),
        load: loads[lhrs.indexOf(median)],
        runs: lhrs.map((lhr, i) => ({ ...figuresOf(lhr), load: loads[i] })),
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
