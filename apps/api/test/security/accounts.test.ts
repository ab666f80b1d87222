import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/accounts/limits';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { type CaughtMail, startSmtpCatcher } from '../smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const LINK = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Nouveau#Passe2025';

/** decisions.md §5 from the attacker's side: enumeration, brute force, reset links, sessions. */
describe(`accounts under attack (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    t.deps.mailer.start(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const login = (email: string, password: string, ip = freshIp()) =>
    post(t, '/api/auth/login', { email, password }, { ip });
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
  async function resetLink(email: string) {
    const before = mailsTo(email).filter((m) => LINK.test(m.text)).length;
    const res = await post(t, '/api/auth/forgot-password', { identifier: email });
    expect(res.statusCode).toBe(200);
    await smtp.waitFor(() => mailsTo(email).filter((m) => LINK.test(m.text)).length > before);
    const [, selector, token] = LINK.exec(
      mailsTo(email)
        .filter((m) => LINK.test(m.text))
        .at(-1)!.text,
    )!;
    return { selector: selector!, token: token! };
  }
  const confirm = (link: { selector: string; token: string }, password = NEW_PASSWORD) =>
    post(t, '/api/auth/reset-password/confirm', { ...link, password, confirmPassword: password });
  const validate = (link: { selector: string; token: string }) =>
    post(t, '/api/auth/reset-password/validate', link);

  describe('no account enumeration', () => {
    it('login: unknown address and wrong password get the same status and body', async () => {
      const user = await createUser(t.deps);
      const known = await login(user.email, 'Pas#LeBon123');
      const unknown = await login('personne.inconnue@example.bf', 'Pas#LeBon123');
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    });

    it('forgot-password: known and unknown accounts get the same status and body', async () => {
      const user = await createUser(t.deps);
      const known = await post(t, '/api/auth/forgot-password', { identifier: user.email });
      const unknown = await post(t, '/api/auth/forgot-password', { identifier: 'absent@example.bf' });
      const phone = await post(t, '/api/auth/forgot-password', { identifier: '+22670999999' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      expect(phone.json()).toEqual(known.json());
    });

    it('registration: same status and body for a new and an existing address; the existing account is untouched', async () => {
      const user = await createUser(t.deps);
      const body = (email: string) => ({
        firstname: 'Awa',
        lastname: 'Kouda',
        email,
        password: 'Autre#Passe2025',
      });
      const existing = await post(t, '/api/auth/register', body(user.email));
      const fresh = await post(t, '/api/auth/register', body('tout.nouveau@example.bf'));
      expect(existing.statusCode).toBe(201);
      expect(fresh.statusCode).toBe(existing.statusCode);
      expect(fresh.json()).toEqual(existing.json());
      expect(existing.json().token).toBeUndefined();
      expect((await login(user.email, 'Autre#Passe2025')).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });
  });

  describe('brute force', () => {
    it('repeated failures on one account, each from a new address, end in 429 for every client; forgot-password still works', async () => {
      const user = await createUser(t.deps);
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.loginPerAccount.max + 3; i += 1)
        statuses.push((await login(user.email, `Faux#Essai${i}`)).statusCode);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      // Even the right password from a client never seen before is refused now.
      const right = await login(user.email, user.password, '203.0.113.77');
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(right.headers['retry-after']).toBeDefined();
      expect(right.body).not.toContain('"token"');
      // The owner can still get a reset link.
      const link = await resetLink(user.email);
      expect((await validate(link)).json().valid).toBe(true);
    });

    it('one client spraying passwords over many accounts is refused (429) after its failures', async () => {
      const ip = '198.51.100.23';
      const statuses: number[] = [];
      for (let i = 0; i < 25; i += 1)
        statuses.push((await login(`cible${i}@example.bf`, 'Printemps2025!', ip)).statusCode);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      // Another client is not blocked by that one.
      const user = await createUser(t.deps);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('a locked unknown address answers exactly like a locked known one', async () => {
      const user = await createUser(t.deps);
      for (let i = 0; i < LIMITS.loginPerAccount.max + 3; i += 1) {
        await login(user.email, `Faux#Essai${i}`);
        await login('fantome@example.bf', `Faux#Essai${i}`);
      }
      const known = await login(user.email, 'x');
      const unknown = await login('fantome@example.bf', 'x');
      expect(known.statusCode).toBe(429);
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().code).toBe(known.json().code);
    });
  });

  describe('reset links', () => {
    it('carry at least 128 random bits, are stored only hashed, and differ every time', async () => {
      const user = await createUser(t.deps);
      const a = await resetLink(user.email);
      const b = await resetLink(user.email);
      // base64url: 6 bits a character.
      expect(a.token.length * 6).toBeGreaterThanOrEqual(128);
      expect(a.token).not.toBe(b.token);
      expect(a.selector).not.toBe(b.selector);
      const rows = await t.deps.db.selectFrom('password_resets').selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(a.token);
      expect(stored).not.toContain(b.token);
    });

    it('serve once only', async () => {
      const user = await createUser(t.deps);
      const link = await resetLink(user.email);
      expect((await confirm(link)).statusCode).toBe(200);
      const second = await confirm(link, 'Encore#Autre2025');
      expect(second.statusCode).toBe(400);
      expect((await validate(link)).json().valid).toBe(false);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('are refused one second after expiry', async () => {
      const user = await createUser(t.deps);
      const link = await resetLink(user.email);
      await t.deps.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('selector', '=', link.selector)
        .execute();
      expect((await validate(link)).json().valid).toBe(false);
      expect((await confirm(link)).statusCode).toBe(400);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('are voided by a later password change', async () => {
      const user = await createUser(t.deps);
      const older = await resetLink(user.email);
      await new Promise((r) => setTimeout(r, 5));
      const newer = await resetLink(user.email);
      expect((await confirm(newer)).statusCode).toBe(200);
      expect((await validate(older)).json().valid).toBe(false);
      expect((await confirm(older, 'Vole#Compte2025')).statusCode).toBe(400);
      expect((await login(user.email, 'Vole#Compte2025')).statusCode).toBe(401);
    });

    it('log out every session of the account and send a notice', async () => {
      const user = await createUser(t.deps);
      const tokens = [
        (await login(user.email, user.password)).json().token as string,
        (await login(user.email, user.password)).json().token as string,
      ];
      for (const tk of tokens) expect((await me(tk)).statusCode).toBe(200);
      const link = await resetLink(user.email);
      const before = mailsTo(user.email).length;
      expect((await confirm(link)).statusCode).toBe(200);
      for (const tk of tokens) expect((await me(tk)).statusCode).toBe(401);
      const notice: CaughtMail = await smtp.waitFor(
        (m) => m.to.includes(user.email) && mailsTo(user.email).indexOf(m) >= before,
      );
      expect(LINK.test(notice.text)).toBe(false);
    });
  });

  describe('sessions', () => {
    it('each login gives a new token; a token replayed after logout gets 401', async () => {
      const user = await createUser(t.deps);
      const a = (await login(user.email, user.password)).json().token as string;
      const b = (await login(user.email, user.password)).json().token as string;
      expect(a).not.toBe(b);
      expect(a.length * 6).toBeGreaterThanOrEqual(256);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${a}` },
      });
      expect(out.statusCode).toBe(200);
      expect((await me(a)).statusCode).toBe(401);
      expect((await me(b)).statusCode).toBe(200);
    });

    it('an admin token replayed after the admin logout gets 401 on the back-office', async () => {
      const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
      const res = await post(t, '/api/admin/auth/login', { email: admin.email, password: admin.password });
      const token = res.json().token as string;
      const h = { authorization: `Bearer ${token}` };
      expect((await t.app.inject({ url: '/api/admin/dashboard', headers: h })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: h })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/api/admin/dashboard', headers: h })).statusCode).toBe(401);
    });
  });
});
