import { ACCOUNT_SECURITY_MESSAGES, AUTH_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtMail, startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../../../test/support';
import { sha256 } from '../../platform/tokens';
import { freshIp, post, validRegistration } from './test-helpers';

const LINK = /http:\/\/localhost:3000\/verify-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const INVALID = { success: false, code: 'VALIDATION_ERROR', message: AUTH_MESSAGES.verificationInvalid };

describe(`accounts: email confirmation before the first sign-in (${TEST_DIALECT})`, () => {
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

  const linkMailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email) && LINK.test(m.text));
  const linkOf = (mail: CaughtMail) => {
    const [, selector, token] = LINK.exec(mail.text)!;
    return { selector: selector!, token: token! };
  };
  async function nextLink(email: string, before: number) {
    await smtp.waitFor(() => linkMailsTo(email).length > before);
    return linkOf(linkMailsTo(email).at(-1)!);
  }
  /** Registers a fresh address and returns it with the link mailed to it. */
  async function register(over: Record<string, unknown> = {}) {
    const input = validRegistration(over);
    const res = await post(t, '/api/auth/register', input);
    expect(res.statusCode, res.body).toBe(201);
    return { input, link: await nextLink(input.email as string, 0) };
  }
  const verify = (link: { selector: string; token: string }, password = validRegistration().password) =>
    post(t, '/api/auth/verify-email', { ...link, password });
  const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });
  const resend = (email: string, ip = freshIp()) =>
    post(t, '/api/auth/resend-verification', { email }, { ip });
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const statusOf = (email: string) =>
    t.deps.db
      .selectFrom('users')
      .select(['account_status', 'is_verified'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('the mailed link (caught by a real SMTP server) activates the account and signs it in once, not twice', async () => {
    const { input, link } = await register({ firstname: 'Fatimata' });
    const mail = linkMailsTo(input.email as string)[0]!;
    expect(mail.subject.replace(/\s+/g, '')).toContain('Confirmezvotreadresseemail');
    expect(mail.text).toContain('Bonjour Fatimata');
    expect(mail.text).toContain('expire dans 24 heures');
    expect(link.token.length * 6).toBeGreaterThanOrEqual(128);

    const done = await verify(link);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Inscription terminée avec succès !',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      user: { email: input.email, isVerified: true, roles: ['ROLE_USER'] },
    });
    expect(done.body).not.toMatch(/password|argon2/i);
    expect((await me(done.json().token)).json().user.email).toBe(input.email);
    expect(await statusOf(input.email as string)).toEqual({ account_status: 'active', is_verified: 1 });

    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(INVALID);
    expect(again.body).not.toContain('"token"');

    const signIn = await login(input.email as string, input.password as string);
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('login before confirmation: 403 EMAIL_NOT_VERIFIED with the right password, the usual 401 with a wrong one', async () => {
    const { input } = await register();
    const right = await login(input.email as string, input.password as string);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      error: AUTH_MESSAGES.emailNotVerified,
      message: AUTH_MESSAGES.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
    });
    const wrong = await login(input.email as string, 'Mauvais#Passe1');
    const unknown = await login('personne.en.attente@example.bf', 'Mauvais#Passe1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('an expired link is refused (expires_at moved into the past) and the account stays pending', async () => {
    const { input, link } = await register();
    await t.deps.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('selector', '=', link.selector)
      .execute();
    const res = await verify(link);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(INVALID);
    expect(await statusOf(input.email as string)).toEqual({ account_status: 'pending', is_verified: 0 });
  });

  it('a tampered link is refused: changed verifier, unknown selector, swapped parts, empty', async () => {
    const { link } = await register();
    const flipped = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      { selector: link.selector, token: flipped },
      { selector: `${link.selector}x`, token: link.token },
      { selector: link.token, token: link.selector },
      { selector: '', token: '' },
      {},
    ]) {
      const res = await verify(bad as { selector: string; token: string });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.verificationInvalid);
    }
    expect((await verify(link)).statusCode).toBe(200);
  });

  it("opening the link also takes the registration's password; a wrong one is refused and the link stays usable", async () => {
    const { input, link } = await register({ password: 'Mon#Inscription1' });
    const wrong = await verify(link, 'Pas#LeMien2025');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.verificationPasswordWrong);
    expect(wrong.body).not.toContain('"token"');
    expect(await statusOf(input.email as string)).toEqual({ account_status: 'pending', is_verified: 0 });
    expect((await verify(link, 'Mon#Inscription1')).statusCode).toBe(200);
  });

  it('only a hash of the verifier is stored, and the delivered mail keeps no body', async () => {
    const { input, link } = await register();
    const row = await t.deps.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('selector', '=', link.selector)
      .executeTakeFirstOrThrow();
    expect(row.verifier_hash).toBe(sha256(link.token));
    expect(row.expires_at > new Date(Date.now() + 23.9 * 3600_000).toISOString()).toBe(true);
    // The catcher has the mail; the queue records the delivery a moment later.
    const sentMails = async () =>
      t.deps.db
        .selectFrom('mail_queue')
        .selectAll()
        .where('to_address', '=', input.email as string)
        .where('status', '=', 'sent')
        .execute();
    const until = Date.now() + 5_000;
    while ((await sentMails()).length === 0 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    const mails = await sentMails();
    expect(mails).toHaveLength(1);
    expect(JSON.stringify([row, mails])).not.toContain(link.token);
  });

  it('resend: the same neutral answer for any address; a new link only for a pending account', async () => {
    const { input, link: first } = await register();
    const active = await createUser(t.deps);
    const answers = [
      await resend(input.email as string),
      await resend(active.email),
      await resend('jamais.vu@example.bf'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.verificationResent });
    }
    const second = await nextLink(input.email as string, 1);
    expect(second.selector).not.toBe(first.selector);
    await t.deps.mailer.deliverDue();
    const others = await t.deps.db
      .selectFrom('mail_queue')
      .select('to_address')
      .where('to_address', 'in', [active.email, 'jamais.vu@example.bf'])
      .execute();
    expect(others).toEqual([]);
    // Only the newest link works (issue 19: a link never outlives the one sent after it).
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    // A confirmed account gets no more links.
    await resend(input.email as string);
    await t.deps.mailer.deliverDue();
    expect(linkMailsTo(input.email as string)).toHaveLength(2);
  });

  it('resend is limited to 3 per 15 minutes per address and per client, with the same answer beyond', async () => {
    const { input } = await register();
    for (let i = 0; i < 4; i += 1) {
      const res = await resend((input.email as string).toUpperCase());
      expect(res.json().message).toBe(AUTH_MESSAGES.verificationResent);
    }
    await t.deps.mailer.deliverDue();
    const count = (email: string) =>
      t.deps.db
        .selectFrom('email_verifications')
        .innerJoin('users', 'users.id', 'email_verifications.user_id')
        .select('email_verifications.id')
        .where('users.email', '=', email)
        .execute();
    expect(await count(input.email as string)).toHaveLength(4); // the registration's link + 3 resends

    const ip = freshIp();
    const pending = [await register(), await register(), await register(), await register()];
    for (const p of pending) {
      const res = await resend(p.input.email as string, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(AUTH_MESSAGES.verificationResent);
    }
    const links = await Promise.all(pending.map((p) => count(p.input.email as string)));
    expect(links.map((l) => l.length)).toEqual([2, 2, 2, 1]);
  });

  it('a password reset through its mailed link also confirms a pending account (the mail proves the address)', async () => {
    const { input } = await register();
    const forgot = await post(t, '/api/auth/forgot-password', { identifier: input.email });
    expect(forgot.statusCode).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(input.email as string) && /reset-password\//.test(m.text),
    );
    const [, selector, token] = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail.text)!;
    const password = 'Proprietaire#2025';
    const done = await post(t, '/api/auth/reset-password/confirm', {
      selector,
      token,
      password,
      confirmPassword: password,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(input.email as string, input.password as string)).statusCode).toBe(401);
    expect((await login(input.email as string, password)).statusCode).toBe(200);
  });

  it('accounts made without registration (seed, back-office, test helper) sign in as before', async () => {
    const user = await createUser(t.deps);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
