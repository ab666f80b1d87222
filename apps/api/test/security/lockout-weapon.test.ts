import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/accounts/limits';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { startSmtpCatcher } from '../smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const LINK = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Nouveau#Passe2025';

/**
 * Issue 29, finding 10: 30 failures from 6 addresses locked an account for everyone, its owner included, for
 * the rest of the window. Following OWASP (throttling per account and client with a growing wait, device
 * cookies), a browser that signed in to the account before, or reset its password, keeps its own budget.
 */
describe(`strangers cannot lock the owner out (${TEST_DIALECT})`, () => {
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

  /** A browser: its address and the cookies the API set on it. */
  const browser = () => ({ ip: freshIp(), cookie: '' });
  type Browser = ReturnType<typeof browser>;
  async function call(b: Browser, url: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: b.ip,
      headers: b.cookie ? { cookie: b.cookie } : {},
    });
    const set = res.headers['set-cookie'];
    const device = (Array.isArray(set) ? set : set ? [set] : []).find((c) => c.startsWith('lexfaso_device='));
    if (device) b.cookie = device.split(';')[0]!;
    await t.app.afterAnswerSettled();
    return res;
  }
  const login = (b: Browser, email: string, password: string) =>
    call(b, '/api/auth/login', { email, password });

  /** 30 failures, 5 from each of 6 addresses: each address stays under its own limit. */
  async function strangersFail(email: string) {
    for (let a = 0; a < 6; a += 1) {
      const stranger = browser();
      for (let i = 0; i < 5; i += 1)
        expect((await login(stranger, email, `Faux#${a}-${i}`)).statusCode).toBe(401);
    }
  }

  it('the owner signing in from a browser that signed in before is not locked out; strangers are', async () => {
    const user = await createUser(t.deps, { role: 'ROLE_PREMIUM' });
    const owner = browser();
    expect((await login(owner, user.email, user.password)).statusCode).toBe(200);
    await strangersFail(user.email);
    // The account is locked for every unknown client, even with the right password.
    const stranger = await login(browser(), user.email, user.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.headers['retry-after']).toBeDefined();
    // Its owner's browser still signs in, from its usual address or a new one.
    const again = await login(owner, user.email, user.password);
    expect(again.statusCode, again.body).toBe(200);
    owner.ip = freshIp();
    expect((await login(owner, user.email, user.password)).statusCode).toBe(200);
    // What made the browser known: an HttpOnly device cookie holding a 256-bit token.
    expect(owner.cookie).toMatch(/^lexfaso_device=[A-Za-z0-9_-]{43}$/);
  });

  it('after a password reset, the browser that reset it signs in while strangers keep failing', async () => {
    const user = await createUser(t.deps);
    await strangersFail(user.email);
    const owner = browser();
    expect((await login(owner, user.email, user.password)).statusCode).toBe(429);
    const before = smtp.mails.filter((m) => m.to.includes(user.email) && LINK.test(m.text)).length;
    expect((await call(owner, '/api/auth/forgot-password', { identifier: user.email })).statusCode).toBe(200);
    const mail = await smtp.waitFor(
      () => smtp.mails.filter((m) => m.to.includes(user.email) && LINK.test(m.text)).length > before,
    );
    const [, selector, token] = LINK.exec(
      smtp.mails.filter((m) => m.to.includes(user.email) && LINK.test(m.text)).at(-1)!.text,
    )!;
    expect(mail).toBeTruthy();
    const reset = await call(owner, '/api/auth/reset-password/confirm', {
      selector,
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The strangers go on after the reset and lock the account again for unknown clients.
    await strangersFail(user.email);
    expect((await login(browser(), user.email, NEW_PASSWORD)).statusCode).toBe(429);
    const signIn = await login(owner, user.email, NEW_PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('a known device is throttled too: its cookie is no free pass for guessing', async () => {
    const user = await createUser(t.deps);
    const device = browser();
    expect((await login(device, user.email, user.password)).statusCode).toBe(200);
    const max = LIMITS.loginKnownDevice[0]!.max;
    for (let i = 0; i < max; i += 1)
      expect((await login(device, user.email, `Faux#${i}`)).statusCode).toBe(401);
    const refused = await login(device, user.email, user.password);
    expect(refused.statusCode).toBe(429);
    // A cookie known for another account gives nothing on this one.
    const other = await createUser(t.deps);
    await strangersFail(other.email);
    expect((await login(device, other.email, other.password)).statusCode).toBe(429);
  });

  it('the wait grows with the failures of a client on an account (a minute, then the quarter of an hour)', async () => {
    const user = await createUser(t.deps);
    const stranger = browser();
    for (let i = 0; i < 5; i += 1) await login(stranger, user.email, `Faux#${i}`);
    const first = await login(stranger, user.email, user.password);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(60);
    // A minute later (the one-minute window ends), five more failures, then a longer wait.
    await t.deps.db.deleteFrom('counters').where('key', 'like', `login:pair:%:${60_000}`).execute();
    for (let i = 0; i < 4; i += 1)
      expect((await login(stranger, user.email, `Encore#${i}`)).statusCode).toBe(401);
    const second = await login(stranger, user.email, user.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(60);
  });
});
