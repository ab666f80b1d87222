import type { Role } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions';
import { nowIso } from '../../src/platform/clock';
import { randomToken, sha256 } from '../../src/platform/tokens';
import { fingerprint, makePdf, multipart } from '../back-office-support';
import {
  adminSession,
  createTestApp,
  createUser,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../support';

type Method = 'POST' | 'PUT' | 'DELETE';
interface ChangingRoute {
  name: string;
  method: Method;
  url: () => string;
  body: () => Promise<{ payload?: unknown; headers?: Record<string, string> }>;
}

/**
 * Every changing back-office route refuses a caller without an admin session, without the right role,
 * or without a valid CSRF token of its own session, and then nothing changed at all (database and files).
 */
describe(`back-office role and CSRF enforcement on every changing route (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let superAdmin: Awaited<ReturnType<typeof adminSession>>;
  const ids: Record<string, number> = {};
  let pdf: Buffer;

  const json = (payload: unknown) => async () => ({ payload });
  const pdfForm = (fields: Record<string, string | number>) => async () =>
    multipart(fields, { name: 'loi.pdf', data: pdf });

  const routes: ChangingRoute[] = [
    {
      name: 'create user',
      method: 'POST',
      url: () => '/api/admin/users',
      body: json({
        firstname: 'Nouveau',
        lastname: 'Compte',
        email: 'nouveau@example.bf',
        password: 'MotDePasse1!',
      }),
    },
    {
      name: 'update user',
      method: 'PUT',
      url: () => `/api/admin/users/${ids.user}`,
      body: json({ firstname: 'Modifié', lastname: 'Nom', statut: 'inactive' }),
    },
    {
      name: 'delete user',
      method: 'DELETE',
      url: () => `/api/admin/users/${ids.user2}`,
      body: json(undefined),
    },
    {
      name: 'create document',
      method: 'POST',
      url: () => '/api/documents',
      body: async () => ({
        payload: { title: 'Loi test', content: 'Article 1 : texte.', domaineId: ids.domaine },
      }),
    },
    {
      name: 'update document',
      method: 'PUT',
      url: () => `/api/documents/${ids.document}`,
      body: async () => ({
        payload: { title: 'Loi modifiée', content: 'Article 1 : autre.', domaineId: ids.domaine },
      }),
    },
    {
      name: 'create document with PDF',
      method: 'POST',
      url: () => '/api/documents/create-with-pdf',
      body: async () => pdfForm({ title: 'Loi PDF', content: 'Texte', domaineId: ids.domaine })(),
    },
    {
      name: 'update document with PDF',
      method: 'POST',
      url: () => `/api/documents/${ids.document}/update-with-pdf`,
      body: async () => pdfForm({ title: 'Loi PDF 2', content: 'Texte 2', domaineId: ids.domaine })(),
    },
    {
      name: 'upload PDF',
      method: 'POST',
      url: () => `/api/admin/documents/${ids.document}/upload-pdf`,
      body: async () => pdfForm({})(),
    },
    {
      name: 'delete PDF',
      method: 'DELETE',
      url: () => `/api/admin/documents/${ids.document}/delete-pdf`,
      body: json(undefined),
    },
    {
      name: 'delete document',
      method: 'DELETE',
      url: () => `/api/documents/${ids.document2}`,
      body: json(undefined),
    },
    {
      name: 'create domain',
      method: 'POST',
      url: () => '/api/domaines',
      body: json({ name: 'Droit minier' }),
    },
    {
      name: 'update domain',
      method: 'PUT',
      url: () => `/api/domaines/${ids.domaine}`,
      body: json({ name: 'Droit maritime' }),
    },
    {
      name: 'delete domain',
      method: 'DELETE',
      url: () => `/api/domaines/${ids.domaine2}`,
      body: json(undefined),
    },
    {
      name: 'create body',
      method: 'POST',
      url: () => '/api/admin/organismes',
      body: json({ name: 'Sénat' }),
    },
    {
      name: 'update body',
      method: 'PUT',
      url: () => `/api/admin/organismes/${ids.organisme}`,
      body: json({ name: 'Cour constitutionnelle' }),
    },
    {
      name: 'delete body',
      method: 'DELETE',
      url: () => `/api/admin/organismes/${ids.organisme}`,
      body: json(undefined),
    },
    {
      name: 'create document type',
      method: 'POST',
      url: () => '/api/doc_types',
      body: json({ type: 'Note de service', category: 'actes-administratifs' }),
    },
    {
      name: 'update document type',
      method: 'PUT',
      url: () => `/api/doc_types/${ids.docType}`,
      body: json({ type: 'Note interne', category: 'actes-administratifs' }),
    },
    {
      name: 'delete document type',
      method: 'DELETE',
      url: () => `/api/doc_types/${ids.docType}`,
      body: json(undefined),
    },
    {
      name: 'create news',
      method: 'POST',
      url: () => '/api/admin/actualities',
      body: json({ title: 'Annonce', description: 'Une annonce.' }),
    },
    {
      name: 'update news',
      method: 'PUT',
      url: () => `/api/admin/actualities/${ids.actuality}`,
      body: json({ title: 'Annonce modifiée', description: 'Texte.' }),
    },
    {
      name: 'delete news',
      method: 'DELETE',
      url: () => `/api/admin/actualities/${ids.actuality}`,
      body: json(undefined),
    },
    {
      name: 'create news category',
      method: 'POST',
      url: () => '/api/admin/actuality-categories',
      body: json({ name: 'Doctrine', color: '#112233', isActive: true }),
    },
    {
      name: 'update news category',
      method: 'PUT',
      url: () => `/api/admin/actuality-categories/${ids.category}`,
      body: json({ name: 'Doctrine 2', color: '#445566', isActive: false }),
    },
    {
      name: 'delete news category',
      method: 'DELETE',
      url: () => `/api/admin/actuality-categories/${ids.category}`,
      body: json(undefined),
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    pdf = await makePdf(['Article premier : texte de test.']);
    superAdmin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
    const h = superAdmin.headersWithCsrf;
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url, headers: h, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      return res.json();
    };
    ids.domaine = (await post('/api/domaines', { name: 'Domaine fixe' })).item.id;
    ids.domaine2 = (await post('/api/domaines', { name: 'Domaine à supprimer' })).item.id;
    ids.organisme = (await post('/api/admin/organismes', { name: 'Organisme fixe' })).item.id;
    ids.docType = (await post('/api/doc_types', { type: 'Type fixe', category: 'guides-doctrine' })).item.id;
    ids.category = (await post('/api/admin/actuality-categories', { name: 'Catégorie fixe' })).category.id;
    ids.actuality = (
      await post('/api/admin/actualities', { title: 'Actu', description: 'Desc' })
    ).actuality.id;
    ids.document = (
      await post('/api/documents', {
        title: 'Document fixe',
        content: 'Article 1 : texte.',
        domaineId: ids.domaine,
      })
    ).document.id;
    ids.document2 = (
      await post('/api/documents', {
        title: 'Document 2',
        content: 'Article 1 : texte.',
        domaineId: ids.domaine,
      })
    ).document.id;
    // The document with a PDF, so that deleting its PDF is a real change.
    const form = await multipart({}, { name: 'a.pdf', data: pdf });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${ids.document}/upload-pdf`,
      payload: form.payload,
      headers: { ...h, ...form.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    ids.user = (await createUser(t.deps, { role: 'ROLE_USER' })).id;
    ids.user2 = (await createUser(t.deps, { role: 'ROLE_USER' })).id;
  }, 60_000);
  afterAll(() => t.close());

  async function send(route: ChangingRoute, headers: Record<string, string>) {
    const b = await route.body();
    return t.app.inject({
      method: route.method,
      url: route.url(),
      headers: { ...headers, ...(b.headers ?? {}) },
      ...(b.payload !== undefined ? { payload: b.payload as string } : {}),
    });
  }

  async function expectRefused(route: ChangingRoute, headers: Record<string, string>, status: number) {
    const before = await fingerprint(t.deps);
    const res = await send(route, headers);
    expect(res.statusCode, `${route.name}: ${res.body}`).toBe(status);
    expect(res.json().success).toBe(false);
    expect(await fingerprint(t.deps), `${route.name} changed something`).toBe(before);
  }

  async function adminKindSessionOf(role: Role) {
    return adminSession(t.deps, role);
  }

  it.each(routes.map((r) => [r.name, r] as const))('%s: without a token -> 401', async (_n, route) => {
    await expectRefused(route, {}, 401);
  });

  it.each(routes.map((r) => [r.name, r] as const))(
    '%s: a public-site session of an administrator -> 403',
    async (_n, route) => {
      const user = await createUser(t.deps, { role: 'ROLE_SUPER_ADMIN' });
      const { token } = await createSession(t.deps.db, user.id, 'user');
      await expectRefused(route, { authorization: `Bearer ${token}`, 'x-csrf-token': superAdmin.csrf }, 403);
    },
  );

  it.each(routes.map((r) => [r.name, r] as const))(
    '%s: ROLE_USER and ROLE_PREMIUM, even with an admin-kind session and its CSRF -> 403',
    async (_n, route) => {
      for (const role of ['ROLE_USER', 'ROLE_PREMIUM'] as const) {
        await expectRefused(route, (await adminKindSessionOf(role)).headersWithCsrf, 403);
        await expectRefused(route, (await signedInAs(t.deps, role)).headers, 403);
      }
    },
  );

  it.each(routes.map((r) => [r.name, r] as const))('%s: no CSRF token -> 403', async (_n, route) => {
    await expectRefused(route, superAdmin.headers, 403);
  });

  it.each(routes.map((r) => [r.name, r] as const))(
    "%s: another session's CSRF token -> 403",
    async (_n, route) => {
      const other = await adminSession(t.deps, 'ROLE_ADMIN');
      await expectRefused(route, { ...superAdmin.headers, 'x-csrf-token': other.csrf }, 403);
    },
  );

  it.each(routes.map((r) => [r.name, r] as const))('%s: an expired CSRF token -> 403', async (_n, route) => {
    const session = await t.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', sha256(superAdmin.token))
      .executeTakeFirstOrThrow();
    const expired = randomToken(32);
    await t.deps.db
      .insertInto('csrf_tokens')
      .values({
        session_id: session.id,
        token_hash: sha256(expired),
        created_at: nowIso(),
        expires_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    await expectRefused(route, { ...superAdmin.headers, 'x-csrf-token': expired }, 403);
  });

  it('with the admin token and its own CSRF token, every one of these routes does its change', async () => {
    for (const route of routes) {
      const before = await fingerprint(t.deps);
      const res = await send(route, superAdmin.headersWithCsrf);
      expect([200, 201], `${route.name}: ${res.body}`).toContain(res.statusCode);
      expect(await fingerprint(t.deps), `${route.name} changed nothing`).not.toBe(before);
    }
  }, 60_000);
});
