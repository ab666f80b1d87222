import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { sha256 } from '../../platform/tokens';
import { LIMITS } from './limits';

describe(`admin sign-in and CSRF tokens (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('an administrator gets an admin token, their identity and an expiry in epoch seconds', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN', firstname: 'Mariam', lastname: 'Kaboré' });
    const res = await login(admin.email.toUpperCase(), admin.password);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toMatchObject({
      id: admin.id,
      email: admin.email,
      fullName: 'Mariam Kaboré',
      roles: ['ROLE_ADMIN'],
    });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(body.expires_at).toBeLessThan(Date.now() / 1000 + 9 * 3600);
    const session = await t.deps.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', sha256(body.token))
      .executeTakeFirstOrThrow();
    expect(session.kind).toBe('admin');
    // The admin token opens the back-office.
    const dash = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(dash.statusCode).toBe(200);
  });

  it('refuses a non-administrator, a wrong password and an unknown email with the same answer', async () => {
    const user = await createUser(t.deps, { role: 'ROLE_PREMIUM' });
    const admin = await createUser(t.deps, { role: 'ROLE_SUPER_ADMIN' });
    const answers = [
      await login(user.email, user.password, '10.0.0.2'),
      await login(admin.email, 'mauvais-mot-de-passe', '10.0.0.2'),
      await login('personne@example.bf', 'whatever-password', '10.0.0.2'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Email ou mot de passe incorrect');
    }
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it('blocks an account after repeated failures from many clients, even with the right password then', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    for (let i = 0; i < LIMITS.loginPerAccount.max; i++)
      expect((await login(admin.email, 'faux-mot-de-passe', `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login(admin.email, admin.password, '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a public login session is not a back-office session', async () => {
    const { headers } = await signedInAs(t.deps, 'ROLE_SUPER_ADMIN');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/tokens/csrf', headers });
    expect(res.statusCode).toBe(403);
  });

  it('issues CSRF tokens bound to the session, stored hashed, valid one hour', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    const { token } = (await login(admin.email, admin.password, '10.2.0.1')).json();
    const auth = { authorization: `Bearer ${token}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/tokens/csrf', headers: auth });
    expect(res.statusCode).toBe(200);
    const csrf = res.json();
    expect(csrf.expires_at - Date.now() / 1000).toBeGreaterThan(3500);
    expect(csrf.expires_at - Date.now() / 1000).toBeLessThanOrEqual(3600);
    const row = await t.deps.db
      .selectFrom('csrf_tokens')
      .selectAll()
      .where('token_hash', '=', sha256(csrf.token))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(csrf.token);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/domaines',
      headers: { ...auth, 'x-csrf-token': csrf.token },
      payload: { name: 'Droit spatial' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('logout revokes the admin token', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    const { token } = (await login(admin.email, admin.password, '10.3.0.1')).json();
    const auth = { authorization: `Bearer ${token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: auth })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Non autorisé - token invalide');
  });

  it('validates the body with French messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['email', 'password']);
  });
});
