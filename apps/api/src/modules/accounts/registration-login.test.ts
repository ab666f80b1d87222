import { AUTH_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../../../test/support';
import { LIMITS } from './limits';
import { freshIp, post, validRegistration } from './test-helpers';

describe(`accounts: registration, login, sessions (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('registration creates a pending, unverified account and answers without a token (confirmation by mail)', async () => {
    const input = validRegistration({ email: '  Nouveau.Membre@Example.BF ' });
    const res = await post(t, '/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.registrationPending });
    expect(res.body).not.toMatch(/password|argon2|token/i);
    const stored = await t.deps.db
      .selectFrom('users')
      .select(['password_hash', 'account_status', 'is_verified', 'roles', 'subscription_plan', 'statut'])
      .where('email', '=', 'nouveau.membre@example.bf')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).toMatchObject({
      account_status: 'pending',
      is_verified: 0,
      roles: '["ROLE_USER"]',
      subscription_plan: 'free',
      statut: 'etudiant',
    });
    const mails = await t.deps.db
      .selectFrom('mail_queue')
      .select('kind')
      .where('to_address', '=', 'nouveau.membre@example.bf')
      .execute();
    expect(mails).toEqual([{ kind: 'verify-email' }]);
  });

  it.each([
    [{ firstname: '   ' }, AUTH_MESSAGES.namesRequired],
    [{ lastname: undefined }, AUTH_MESSAGES.namesRequired],
    [{ email: undefined }, AUTH_MESSAGES.emailPasswordRequired],
    [{ password: '' }, AUTH_MESSAGES.emailPasswordRequired],
    [{ password: 'Court1!' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ email: 'pas-un-email' }, "Format d'email invalide"],
    [{ statut: 'ministre' }, AUTH_MESSAGES.statutInvalid],
  ])('registration refuses %o with the spec message', async (over, message) => {
    const res = await post(t, '/api/auth/register', validRegistration(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, message, code: 'VALIDATION_ERROR' });
  });

  it('an address already registered (in any case) creates nothing, answers exactly as a new one, and warns the owner by mail', async () => {
    const owner = await createUser(t.deps, { email: 'deja.inscrit@example.bf' });
    const res = await post(t, '/api/auth/register', validRegistration({ email: 'DEJA.Inscrit@example.bf' }));
    const fresh = await post(t, '/api/auth/register', validRegistration());
    expect(res.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.registrationPending });
    expect(fresh.json()).toEqual(res.json());
    const rows = await t.deps.db.selectFrom('users').select('id').where('email', '=', owner.email).execute();
    expect(rows).toHaveLength(1);
    const mails = await t.deps.db
      .selectFrom('mail_queue')
      .select(['kind', 'to_address'])
      .where('to_address', '=', owner.email)
      .execute();
    expect(mails).toEqual([{ kind: 'register-existing', to_address: owner.email }]);
    // The owner's password still works: nothing was overwritten.
    const login = await post(t, '/api/auth/login', { email: owner.email, password: owner.password });
    expect(login.statusCode).toBe(200);
  });

  it('registration is limited per client: 429 with a French message and Retry-After', async () => {
    const ip = freshIp();
    let last = await post(t, '/api/auth/register', validRegistration(), { ip });
    for (let i = 0; i < 10; i += 1) last = await post(t, '/api/auth/register', validRegistration(), { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Trop de requêtes/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('login answers the same 401 body for an unknown email and a wrong password', async () => {
    const user = await createUser(t.deps);
    const unknown = await post(t, '/api/auth/login', {
      email: 'personne@example.bf',
      password: 'Nimporte1!',
    });
    const wrong = await post(t, '/api/auth/login', { email: user.email, password: 'Mauvais1!' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Email ou mot de passe incorrect',
      message: 'Email ou mot de passe incorrect',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('login needs both email and password', async () => {
    const res = await post(t, '/api/auth/login', { email: 'a@example.bf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.emailPasswordRequired);
  });

  it('login is case-insensitive on the email and gives a new token each time', async () => {
    const user = await createUser(t.deps, { email: 'casse@example.bf' });
    const a = await post(t, '/api/auth/login', { email: 'CASSE@Example.bf', password: user.password });
    const b = await post(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ success: true, message: 'Connexion réussie !', user: { id: user.id } });
    expect(a.json().token).not.toBe(b.json().token);
    expect(a.json().user).not.toHaveProperty('password_hash');
  });

  it('after its global budget of failures the account is locked (429 + Retry-After) from any client, for known and unknown addresses alike; forgot-password still works', async () => {
    const user = await createUser(t.deps);
    for (let i = 0; i < LIMITS.loginPerAccount.max; i += 1) {
      const r = await post(t, '/api/auth/login', { email: user.email, password: `Faux${i}pass!` });
      expect(r.statusCode).toBe(401);
    }
    for (let i = 0; i < LIMITS.loginPerAccount.max; i += 1)
      await post(t, '/api/auth/login', { email: 'inconnu.verrou@example.bf', password: `Faux${i}pass!` });

    const locked = await post(
      t,
      '/api/auth/login',
      { email: user.email, password: user.password },
      { ip: freshIp() },
    );
    const lockedUnknown = await post(t, '/api/auth/login', {
      email: 'inconnu.verrou@example.bf',
      password: 'x',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^Trop de tentatives de connexion/);
    expect(lockedUnknown.statusCode).toBe(429);
    expect(lockedUnknown.json().message.replace(/\d+/g, 'N')).toBe(
      locked.json().message.replace(/\d+/g, 'N'),
    );

    const forgot = await post(t, '/api/auth/forgot-password', { identifier: user.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetNeutral });
  });

  it("a successful login forgives that client's failures on the account", async () => {
    const user = await createUser(t.deps);
    const ip = freshIp();
    const attempt = (password: string) => post(t, '/api/auth/login', { email: user.email, password }, { ip });
    for (let i = 0; i < 4; i += 1) await attempt('Mauvais1!');
    expect((await attempt(user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await attempt('Mauvais1!');
    expect((await attempt(user.password)).statusCode).toBe(200);
  });

  it('one client is refused after 20 failures, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1)
      await post(t, '/api/auth/login', { email: `essai${i}@example.bf`, password: 'Mauvais1!' }, { ip });
    const user = await createUser(t.deps);
    const res = await post(t, '/api/auth/login', { email: user.email, password: user.password }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('an inactive account cannot sign in, and its sessions stop working', async () => {
    const user = await createUser(t.deps);
    const login = await post(t, '/api/auth/login', { email: user.email, password: user.password });
    await t.deps.db
      .updateTable('users')
      .set({ account_status: 'inactive' })
      .where('id', '=', user.id)
      .execute();
    const again = await post(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(AUTH_MESSAGES.accountInactive);
    expect((await me(login.json().token)).statusCode).toBe(401);
  });

  it('GET /auth/me needs a valid session: 401 "Authentification requise"', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    const bogus = await me('not-a-real-token');
    for (const res of [none, bogus]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Authentification requise');
    }
  });

  it('logout revokes the current session only: its token then gets 401', async () => {
    const user = await createUser(t.deps);
    const first = (await post(t, '/api/auth/login', { email: user.email, password: user.password })).json()
      .token;
    const second = (await post(t, '/api/auth/login', { email: user.email, password: user.password })).json()
      .token;
    const out = await post(t, '/api/auth/logout', {}, { token: first });
    expect(out.statusCode).toBe(200);
    expect(out.json().success).toBe(true);
    expect((await me(first)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/logout', {}, { token: first })).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});
