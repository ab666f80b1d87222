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

/** A call of the public API with a bearer token and a JSON body: its status and answer. */
async function sendJson(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * The demo reader's library with something in it (personal library, issue 30): a folder, and a favourite
 * article filed there with a note. Saving again answers the existing items, so it can run more than once.
 */
export async function seedFavorites() {
  const token = await userToken();
  const folder = await sendJson('POST', '/me/folders', token, { name: 'Droit de la famille' });
  const folders = await getJson<{ folders: Array<{ id: number; name: string }> }>('/me/folders', token);
  const folderId = folders.folders.find((f) => f.name === 'Droit de la famille')?.id;
  if (folder.status !== 201 && folder.status !== 409) throw new Error(`folder: ${folder.status}`);
  const hits = await getJson<{ documents: Array<{ id: number; articles: Array<{ id: string }> }> }>(
    '/documents/filtered?q=mariage&limit=5',
    token,
  );
  const hit = hits.documents.find((d) => d.articles.some((a) => a.id.startsWith('article-')));
  if (!hit) throw new Error('no article about marriage');
  const articleId = hit.articles.find((a) => a.id.startsWith('article-'))?.id;
  const saved = await sendJson('POST', '/me/favorites', token, {
    documentId: hit.id,
    articleId,
    folderId,
    note: 'À citer',
  });
  if (saved.status !== 201 && saved.status !== 200) throw new Error(`favourite: ${saved.status}`);
  await sendJson('POST', '/me/favorites', token, { documentId: hit.id });
}

/** The demo premium reader downloads a PDF, so that /downloads lists it. */
export async function seedDownload() {
  const token = await userToken('ROLE_PREMIUM');
  const hits = await getJson<{ documents: Array<{ id: number }> }>(
    '/documents/filtered?withPdf=true&limit=1',
    token,
  );
  const id = hits.documents[0]?.id;
  if (id === undefined) throw new Error('no document with a PDF');
  const res = await fetch(`${baseUrl()}/api/documents/${id}/download-pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`download: ${res.status}`);
  await res.arrayBuffer();
}
