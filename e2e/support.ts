import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@lexfaso/contracts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchBrowser } from './browser';

export const baseUrl = () => inject('baseUrl');
export const dataDir = () => inject('dataDir');
export const superAdmin = () => inject('superAdmin');

/** Demo accounts created at first start (one per role), read from DATA_DIR/credentials.txt. */
export function demoAccount(role: Role) {
  for (const line of inject('credentials').split('\n')) {
    const [r, email, password] = line.split('\t');
    if (r === role && email && password) return { email, password };
  }
  throw new Error(`no demo account for ${role}`);
}

/** The newest mail in the outbox whose text matches, decoded from its .eml file. */
export async function waitForOutboxMail(match: RegExp, timeoutMs = 15_000, atLeast = 1) {
  const outbox = path.join(dataDir(), 'outbox');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (fs.existsSync(outbox)) {
      const files = fs.readdirSync(outbox).sort().reverse();
      const matching = files
        .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), 'utf8')))
        .filter((text) => match.test(text));
      // The newest, once `atLeast` have arrived (only the newest confirmation link works).
      if (matching.length >= atLeast) return matching[0]!;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no outbox mail matching ${match}`);
}

function decodeQuotedPrintable(raw: string) {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_m, h: string) =>
    String.fromCharCode(Number.parseInt(h, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Sessions this test file opened, reused while they last: the login route allows 60 sign-ins per client per 15 min. */
const sessions = new Map<string, { token: string; user: unknown }>();

/** A session of `account` through the real login API: the one this file already has while it is valid. */
export async function apiSession(account: { email: string; password: string }) {
  const kept = sessions.get(account.email);
  if (kept) {
    const me = await fetch(`${baseUrl()}/api/auth/me`, {
      headers: { authorization: `Bearer ${kept.token}` },
    });
    if (me.ok) return kept;
    sessions.delete(account.email); // signed out or changed by a test
  }
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: unknown };
  sessions.set(account.email, body);
  return body;
}

/** Puts a signed-in public session in local storage through the real login API, then opens `path`. */
export async function signInThroughApi(page: Page, account: { email: string; password: string }, path = '/') {
  const body = await apiSession(account);
  await page.goto(`${baseUrl()}/`);
  const key = await page.evaluate(() => {
    const name =
      document.querySelector('meta[name="application-name"]')?.getAttribute('content') ?? 'LexFaso';
    return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-auth`;
  });
  await page.evaluate(
    ([k, value]) => localStorage.setItem(k as string, value as string),
    [key, JSON.stringify({ user: body.user, token: body.token, isAuthenticated: true })],
  );
  await page.goto(`${baseUrl()}${path}`);
  return body;
}
