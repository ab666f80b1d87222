import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { Mailer } from '../../src/platform/mailer';
import { LoggingSmsProvider } from '../../src/platform/sms-provider';
import { startSmtpCatcher } from '../smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';
import { dumpAllTables, secretsIn } from './db-scan';

const LINK = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;

/**
 * decisions.md §5: no password, session or CSRF token, OTP code or reset verifier is kept in clear, neither in
 * any column of any table nor in any log line. One full flow through the real HTTP routes collects every
 * secret it handles; then the whole database and every log line (request logs at trace level, mailer and SMS
 * provider) are searched for each of them.
 */
describe(`secrets at rest and in logs (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const logLines: string[] = [];
  const secrets: Record<string, string> = {};
  let sms: LoggingSmsProvider;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) =>
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
    );
    const logger = pino({ level: 'trace' }, stream);
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      configure: (deps) => {
        deps.mailer = new Mailer(deps.db, {
          smtpUrl: smtp.url,
          from: 'LexFaso <no-reply@lexfaso.bf>',
          dataDir: deps.config.dataDir,
          logger,
        });
        sms = new LoggingSmsProvider(logger, true);
        deps.sms = sms;
      },
    });
    // The same deps behind an app that logs everything it would log in production, and more (trace).
    app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, logLevel: 'trace', logRequests: 'all' } },
      { logStream: stream },
    );
    await app.ready();
    t.deps.mailer.start(200);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await smtp?.close();
  });

  /** A call, answered once the work its route runs after the answer (mails, codes) is done too. */
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    token?: string,
    csrf?: string,
  ) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    await app.afterAnswerSettled();
    return res;
  };

  it('passwords are argon2id with m >= 19456 KiB and t >= 2, read from a stored hash', async () => {
    const res = await call('POST', '/api/auth/register', {
      firstname: 'Mariam',
      lastname: 'Sawadogo',
      email: 'mariam.argon@example.bf',
      password: 'Hachage#Solide1',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'mariam.argon@example.bf')
      .executeTakeFirstOrThrow();
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash ?? '');
    expect(m, row.password_hash ?? 'null').not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(m![2])).toBeGreaterThanOrEqual(2);
  });

  it('after a full flow, no secret is in any table nor in any log line', async () => {
    // Email registration, logins, reset by mail, logout.
    secrets.registerPassword = 'Premier#Secret2025';
    const email = 'flux.complet@example.bf';
    const reg = await call('POST', '/api/auth/register', {
      firstname: 'Issa',
      lastname: 'Kaboré',
      email,
      password: secrets.registerPassword,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    if (reg.json().token) secrets.registerToken = reg.json().token;
    // With email confirmation, the account signs in through the mailed link: its verifier is a secret too.
    const verifyLink = /\/verify-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
    if (!reg.json().token) {
      const mail = await smtp.waitFor((m) => m.to.includes(email) && verifyLink.test(m.text));
      const [, sel, tok] = verifyLink.exec(mail.text)!;
      secrets.verifyEmailVerifier = tok!;
      const verified = await call('POST', '/api/auth/verify-email', {
        selector: sel,
        token: tok,
        password: secrets.registerPassword,
      });
      expect(verified.statusCode, verified.body).toBe(200);
      secrets.verifyEmailToken = verified.json().token;
    }
    const login = await call('POST', '/api/auth/login', { email, password: secrets.registerPassword });
    expect(login.statusCode, login.body).toBe(200);
    secrets.loginToken = login.json().token;
    const wrong = await call('POST', '/api/auth/login', { email, password: 'Mauvais#Essai999' });
    expect(wrong.statusCode).toBe(401);
    secrets.wrongPassword = 'Mauvais#Essai999';

    expect((await call('POST', '/api/auth/forgot-password', { identifier: email })).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && LINK.test(m.text));
    const [, selector, verifier] = LINK.exec(mail.text)!;
    secrets.resetVerifier = verifier!;
    secrets.resetPassword = 'Second#Secret2025';
    const confirm = await call('POST', '/api/auth/reset-password/confirm', {
      selector,
      token: verifier,
      password: secrets.resetPassword,
      confirmPassword: secrets.resetPassword,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const again = await call('POST', '/api/auth/login', { email, password: secrets.resetPassword });
    secrets.afterResetToken = again.json().token;
    expect((await call('POST', '/api/auth/logout', undefined, secrets.afterResetToken)).statusCode).toBe(200);

    // Phone registration and phone login: the OTP codes come only through the SMS provider.
    const phone = '+22670112233';
    const rp = await call('POST', '/api/auth/register-phone', {
      firstname: 'Rasmané',
      lastname: 'Zongo',
      phone,
    });
    expect(rp.statusCode, rp.body).toBe(200);
    secrets.registerOtp = /\b(\d{6})\b/.exec(sms.sent.at(-1)!.text)![1]!;
    const vp = await call('POST', '/api/auth/verify-phone', { phone, otp: secrets.registerOtp });
    expect(vp.statusCode, vp.body).toBe(200);
    secrets.phoneToken = vp.json().token;
    const ask = await call('POST', '/api/auth/login', { phone });
    expect(ask.json().otpRequired, ask.body).toBe(true);
    secrets.loginOtp = /\b(\d{6})\b/.exec(sms.sent.at(-1)!.text)![1]!;
    const pl = await call('POST', '/api/auth/login', { phone, otp: secrets.loginOtp });
    expect(pl.statusCode, pl.body).toBe(200);
    secrets.phoneLoginToken = pl.json().token;

    // Back-office: admin login, CSRF token, a user created with a password, then a contact message.
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN', password: 'Admin#Secret2025' });
    secrets.adminPassword = admin.password;
    const al = await call('POST', '/api/admin/auth/login', { email: admin.email, password: admin.password });
    expect(al.statusCode, al.body).toBe(200);
    secrets.adminToken = al.json().token;
    const csrf = await call('GET', '/api/admin/tokens/csrf', undefined, secrets.adminToken);
    expect(csrf.statusCode, csrf.body).toBe(200);
    secrets.csrfToken = csrf.json().token;
    secrets.createdUserPassword = 'Cree#ParAdmin2025';
    const cu = await call(
      'POST',
      '/api/admin/users',
      {
        firstname: 'Créé',
        lastname: 'Admin',
        email: 'cree@example.bf',
        password: secrets.createdUserPassword,
      },
      secrets.adminToken,
      secrets.csrfToken,
    );
    expect(cu.statusCode, cu.body).toBe(201);
    const contact = await call('POST', '/api/contact/send', {
      name: 'Visiteur',
      email: 'visiteur@example.bf',
      subject: 'Question',
      message: 'Bonjour, une question sur le code du travail.',
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);

    // Let the queue deliver what it holds: the scan looks at the resting state.
    const until = Date.now() + 15_000;
    while (Date.now() < until) {
      const pending = await t.deps.db
        .selectFrom('mail_queue')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      if (pending.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    const leaks: string[] = [];
    for (const [table, row] of await dumpAllTables(t.deps)) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        for (const s of secretsIn(value, secrets)) leaks.push(`${table}.${column} holds ${s}`);
      }
    }
    expect(leaks, 'secrets stored in clear').toEqual([]);

    expect(logLines.length).toBeGreaterThan(20);
    const logLeaks = logLines.flatMap((line) =>
      secretsIn(line, secrets).map((s) => `${s}: ${line.slice(0, 300)}`),
    );
    expect(logLeaks, 'secrets in log lines').toEqual([]);
  }, 60_000);
});
