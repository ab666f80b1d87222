import type { Locator, Page } from 'playwright-core';
import { apiSession, baseUrl, demoAccount, superAdmin } from './support';

/** The back-office API as the e2e super administrator: bearer token and CSRF header, JSON bodies. */
export async function adminApi() {
  const login = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(superAdmin()),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
  const csrf = (await (await fetch(`${baseUrl()}/api/admin/tokens/csrf`, { headers: auth })).json()) as {
    token: string;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { ...auth, 'x-csrf-token': csrf.token, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    token,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

/** The bearer token of a demo account, signed in through the public API (a session the file already has). */
export async function userToken(role: Parameters<typeof demoAccount>[0] = 'ROLE_USER') {
  return (await apiSession(demoAccount(role))).token;
}

/** GET on the public API with a bearer token. */
export async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

interface Hit {
  id: number;
  title: string;
}
interface Detail {
  id: number;
  title: string;
  content: string | null;
  tocTotal: number;
}

/** A long document (its answer comes without `content`) holding `word`: the Code civil in the demo corpus. */
export async function longDocumentWith(word: string) {
  const token = await userToken();
  const hits = await getJson<{ documents: Hit[] }>(
    `/documents/filtered?q=${encodeURIComponent(word)}&limit=20`,
    token,
  );
  for (const hit of hits.documents) {
    const doc = await getJson<Detail>(`/documents/${hit.id}`, token);
    if (doc.content === null && doc.tocTotal > 0) return doc;
  }
  throw new Error(`no long document holds ${word}`);
}

/**
 * Whether the element is entirely on screen: inside the window and inside every scrolling box around it
 * (a modal's body, a side panel), as a person would see it.
 */
export function isOnScreen(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) return false;
    for (let box = el.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
      const b = box.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1) return false;
    }
    return true;
  });
}

/** Opens the page at phone size (390×844, touch), as the phone checks do. */
export async function phonePage(browser: import('playwright-core').Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

/** The id of the demo text whose reference is `reference` (the first search hit by it). */
export async function documentByReference(reference: string): Promise<number> {
  const token = await userToken();
  const hits = await getJson<{ documents: Array<{ id: number; reference: string | null }> }>(
    `/documents/filtered?q=${encodeURIComponent(reference)}&limit=20`,
    token,
  );
  const hit = hits.documents.find((d) => d.reference === reference);
  if (!hit) throw new Error(`no document ${reference}`);
  return hit.id;
}
