import { expect } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { randomToken, sha256 } from '../../src/platform/tokens';
import { multipart } from '../back-office-support';
import { type Caller, type CallerName, makeCallers } from '../security/callers';
import { type ContentIds, createContent } from '../security/fixtures';
import { adminSession, createUser, type TestContext } from '../support';

/** The unsubscribe token of the reader's alert mail (a path parameter of the scenarios, so fixed). */
export const CONTRACT_UNSUBSCRIBE_TOKEN = 'jeton-de-desabonnement-du-contrat-0123456789';

/** What the scenarios act on: the security suite's content set, plus spare rows that deletions may take. */
export interface ContractFixtures {
  t: TestContext;
  callers: Record<CallerName, Caller>;
  ids: ContentIds;
  spare: Omit<ContentIds, 'draftDocument' | 'draftActuality'>;
  /** A text with two recorded versions (POST /documents/{id}/versions), for their comparison. */
  versioned: { document: number; from: number; to: number };
  /** The user caller's favourites and folders (personal library), and spare ones for the deletions. */
  library: { favorite: number; folder: number; spareFavorite: number; spareFolder: number };
  /** The reader's saved searches (one to change, one to delete) and an alert mail's unsubscribe token. */
  savedSearches: { kept: number; spare: number; unsubscribeToken: string };
}

export async function createContractFixtures(t: TestContext): Promise<ContractFixtures> {
  const callers = await makeCallers(t.deps);
  const headers = callers.superAdmin.headersWithCsrf;
  const ids = await createContent(t, headers);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshIp() });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json();
  };
  const spare = {
    domaine: (await post('/api/domaines', { name: 'Domaine à supprimer' })).item.id,
    organisme: (await post('/api/admin/organismes', { name: 'Organisme à supprimer' })).item.id,
    docType: (await post('/api/doc_types', { type: 'Type à supprimer', category: 'guides-doctrine' })).item
      .id,
    category: (await post('/api/admin/actuality-categories', { name: 'Catégorie à supprimer' })).category.id,
    document: (
      await post('/api/documents', { title: 'À supprimer', content: 'Texte.', domaineId: ids.domaine })
    ).document.id,
    actuality: (await post('/api/admin/actualities', { title: 'À supprimer', description: 'Texte.' }))
      .actuality.id,
    user: (await createUser(t.deps)).id,
  };
  const document = (
    await post('/api/documents', {
      title: 'Texte en deux versions',
      content: 'Article 1 : première rédaction.',
      domaineId: ids.domaine,
      publishedAt: '2010-01-01',
    })
  ).document.id;
  const form = await multipart({ content: 'Article 1 : seconde rédaction.', validFrom: '2020-01-01' });
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/documents/${document}/versions`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
    remoteAddress: freshIp(),
  });
  expect(added.statusCode, added.body).toBe(201);
  const versions = (
    await t.app.inject({
      method: 'GET',
      url: `/api/documents/${document}/versions`,
      headers: callers.user.headers,
    })
  ).json().versions as Array<{ id: number }>;
  const mine = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url, headers: callers.user.headers, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json();
  };
  const library = {
    folder: (await mine('/api/me/folders', { name: 'Dossier du contrat' })).folder.id,
    spareFolder: (await mine('/api/me/folders', { name: 'Dossier à supprimer' })).folder.id,
    favorite: (await mine('/api/me/favorites', { documentId: ids.document })).favorite.id,
    spareFavorite: (await mine('/api/me/favorites', { documentId: ids.document, articleId: 'article-1' }))
      .favorite.id,
  };
  const saveSearch = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers: callers.user.headers,
      payload: { name, q: 'travail', alert: 'weekly' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().savedSearch.id as number;
  };
  const savedSearches = {
    kept: await saveSearch('Droit du travail'),
    spare: await saveSearch('À supprimer'),
    unsubscribeToken: CONTRACT_UNSUBSCRIBE_TOKEN,
  };
  await t.deps.db
    .insertInto('alert_unsubscribes')
    .values({
      token_hash: sha256(savedSearches.unsubscribeToken),
      saved_search_id: savedSearches.kept,
      created_at: new Date().toISOString(),
    })
    .execute();
  return {
    t,
    callers,
    ids,
    spare,
    versioned: { document, from: versions[0].id, to: versions[1].id },
    library,
    savedSearches,
  };
}

/** A signed-in session of its own (of a new account, or of `userId`), for a call that ends it or needs it. */
export async function ownSession(t: TestContext, kind: 'user' | 'admin', userId?: number) {
  if (kind === 'admin') return (await adminSession(t.deps)).headers;
  const { token } = await createSession(t.deps.db, userId ?? (await createUser(t.deps)).id, 'user');
  return { authorization: `Bearer ${token}` };
}

/** The selector and verifier of the last link of this kind mailed to an address (read from the mail queue). */
export async function linkMailedTo(
  t: TestContext,
  email: string,
  page: 'verify-email' | 'reset-password' | 'change-email' | 'not-me',
) {
  const rows = await t.deps.db
    .selectFrom('mail_queue')
    .select(['to_address', 'text_body'])
    .orderBy('id', 'desc')
    .execute();
  const pattern = new RegExp(`/${page}/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`);
  for (const row of rows) {
    const match = row.to_address.includes(email) ? pattern.exec(row.text_body) : null;
    if (match) return { selector: match[1]!, token: match[2]! };
  }
  throw new Error(`no ${page} link mailed to ${email}`);
}

/** The code texted to a phone, as only its owner sees it. */
export function codeTextedTo(t: TestContext, phone: string) {
  const sms = t.sms.sent.filter((s) => s.phone.endsWith(phone.slice(-8))).at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

let counter = 0;
/** A fresh address or Burkinabè phone number for one call. */
export const uniqueEmail = (what: string) =>
  `${what}-${++counter}-${randomToken(3).toLowerCase()}@example.bf`;
export const uniquePhone = () =>
  `7${String(1_000_000 + ++counter + Math.floor(Math.random() * 8_000_000)).slice(-7)}`;
