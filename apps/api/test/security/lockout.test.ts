import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/accounts/limits';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { startSmtpCatcher } from '../smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const LINK = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Nouveau#Passe2025';

/**
 * Issue 19, finding 5: five wrong passwords from anyone locked the owner out for 15 minutes everywhere, and a
 * password reset did not lift the back-office lock. A client is now slowed down on an account by its own
 * failures; the global per-account limit stays, and a reset lifts every lock of the account.
 */
describe(`lock-out is not a weapon (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    t.deps.mailer.start(100);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function reset(email: string) {
    const has = () => smtp.mails.filter((m) => m.to.includes(email) && LINK.test(m.text));
    const before = has().length;
    expect((await post(t, '/api/auth/forgot-password', { identifier: email })).statusCode).toBe(200);
    await smtp.waitFor(() => has().length > before);
    const [, selector, token] = LINK.exec(has().at(-1)!.text)!;
    const done = await post(t, '/api/auth/reset-password/confirm', {
      selector,
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  it("an attacker's failures slow down the attacker's client, not the owner's", async () => {
    const user = await createUser(t.deps);
    const attacker = freshIp();
    for (let i = 0; i < 8; i += 1)
      await post(t, '/api/auth/login', { email: user.email, password: `Faux#${i}` }, { ip: attacker });
    const fromAttacker = await post(
      t,
      '/api/auth/login',
      { email: user.email, password: 'x' },
      { ip: attacker },
    );
    expect(fromAttacker.statusCode).toBe(429);
    const owner = await post(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('a password reset lifts the back-office lock', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    for (let i = 0; i < LIMITS.loginPerAccount.max + 1; i += 1)
      await post(t, '/api/admin/auth/login', { email: admin.email, password: `Faux#${i}` });
    const locked = await post(t, '/api/admin/auth/login', { email: admin.email, password: admin.password });
    expect(locked.statusCode).toBe(429);
    await reset(admin.email);
    const after = await post(t, '/api/admin/auth/login', { email: admin.email, password: NEW_PASSWORD });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a password reset lifts every lock of the account, the global one and each client one', async () => {
    const user = await createUser(t.deps);
    const attacker = freshIp();
    for (let i = 0; i < 6; i += 1)
      await post(t, '/api/auth/login', { email: user.email, password: `Faux#${i}` }, { ip: attacker });
    for (let i = 0; i < LIMITS.loginPerAccount.max + 1; i += 1)
      await post(t, '/api/auth/login', { email: user.email, password: `X#${i}` });
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(429);
    await reset(user.email);
    const right = { email: user.email, password: NEW_PASSWORD };
    expect((await post(t, '/api/auth/login', right)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', right, { ip: attacker })).statusCode).toBe(200);
  });
});
