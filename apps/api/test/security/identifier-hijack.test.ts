import { ACCOUNT_SECURITY_MESSAGES as SM } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { startSmtpCatcher } from '../smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const CHANGE_LINK = /\/change-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const NOT_ME_LINK = /\/not-me\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const RESET_LINK = /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const ANY_LINK = /https?:\/\/\S+/g;
const NEW_PASSWORD = 'Nouveau#Passe2025';

/**
 * Issue 29, findings 4 and 5: the email-change link confirmed on page load, with no session (a mail scanner or a
 * curious click attached the victim's mailbox to the attacker's account), and a confirmed change invalidated
 * nothing (a reset link mailed to the old address before it, the other sessions). Now only the account that
 * asked, signed in, confirms by posting the link; confirming voids every pending link and the other sessions;
 * the previous address gets a "ce n'était pas moi" link that takes the account back and locks it.
 */
describe(`identifier changes cannot be hijacked (${TEST_DIALECT})`, () => {
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

  async function account(phone?: string) {
    const user = await createUser(t.deps, phone ? { phone } : {});
    const { token } = await createSession(t.deps.db, user.id, 'user');
    return { ...user, token };
  }
  const row = (id: number) =>
    t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const names = { firstname: 'Aminata', lastname: 'Traoré' };
  const update = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...names, ...payload },
      remoteAddress: freshIp(),
    });
  async function linkTo(email: string, pattern: RegExp) {
    const mail = await smtp.waitFor((m) => m.to.includes(email) && pattern.test(m.text));
    const [, selector, token] = pattern.exec(mail.text)!;
    return { selector: selector!, token: token!, mail };
  }
  const confirm = (link: { selector: string; token: string }, token?: string) =>
    post(t, '/api/auth/email-change/confirm', { selector: link.selector, token: link.token }, { token });
  /** An account asks for a new address and confirms it, signed in; then the previous address's notice. */
  async function changeEmail(a: Awaited<ReturnType<typeof account>>, email: string) {
    expect((await update(a.token, { email, currentPassword: a.password })).statusCode).toBe(200);
    const link = await linkTo(email, CHANGE_LINK);
    const done = await confirm(link, a.token);
    expect(done.statusCode, done.body).toBe(200);
    return { notice: () => linkTo(a.email, NOT_ME_LINK) };
  }

  it('the link mailed to the victim changes nothing unless the account that asked posts it, signed in', async () => {
    const attacker = await account();
    const victimEmail = `victime.${Math.random().toString(36).slice(2, 8)}@example.bf`;
    // The attacker asks for the victim's (free) address; the link lands in the victim's mailbox.
    const asked = await update(attacker.token, { email: victimEmail, currentPassword: attacker.password });
    expect(asked.statusCode).toBe(200);
    const link = await linkTo(victimEmail, CHANGE_LINK);
    // A mail scanner or a click with no session: refused, nothing changes.
    const scanner = await confirm(link);
    expect(scanner.statusCode).toBe(401);
    // The victim, signed in to an account of their own, clicks: a clear French refusal, nothing changes.
    const own = await account();
    const clicked = await confirm(link, own.token);
    expect(clicked.statusCode).toBe(403);
    expect(clicked.json()).toMatchObject({ code: 'OTHER_ACCOUNT', message: SM.emailChangeOtherAccount });
    expect((await row(attacker.id)).email).toBe(attacker.email);
    expect((await row(own.id)).email).toBe(own.email);
    // The victim's registration still takes the address.
    const reg = await post(t, '/api/auth/register', {
      ...names,
      email: victimEmail,
      password: 'Motdepasse1',
    });
    expect(reg.statusCode).toBe(201);
    const registered = await t.deps.db
      .selectFrom('users')
      .select(['id', 'account_status'])
      .where('email', '=', victimEmail)
      .executeTakeFirstOrThrow();
    expect(registered.id).not.toBe(attacker.id);
    expect(registered.account_status).toBe('pending');
    // The mail said what the link would do and what to do when one did not ask.
    expect(link.mail.text).toMatch(/connecté à ce compte/);
    expect(link.mail.text).toMatch(/Si vous n'êtes pas à l'origine de cette demande, ne cliquez sur rien/);
  });

  it('confirming voids the reset links mailed before, the pending links and the other sessions; the old address is told', async () => {
    const a = await account();
    const other = await post(t, '/api/auth/login', { email: a.email, password: a.password });
    const otherToken = other.json().token as string;
    expect((await post(t, '/api/auth/forgot-password', { identifier: a.email })).statusCode).toBe(200);
    const reset = await linkTo(a.email, RESET_LINK);
    // A phone change left waiting, too.
    await update(a.token, { email: a.email, phone: '+22670111222', currentPassword: a.password });
    const newEmail = `change.${Math.random().toString(36).slice(2, 8)}@example.bf`;
    const changed = await changeEmail(a, newEmail);
    expect((await row(a.id)).email).toBe(newEmail);
    // The reset link mailed to the old address before the change is dead.
    const validate = await post(t, '/api/auth/reset-password/validate', reset);
    expect(validate.json().valid).toBe(false);
    const used = await post(t, '/api/auth/reset-password/confirm', {
      ...reset,
      password: 'Vole#Compte2025',
      confirmPassword: 'Vole#Compte2025',
    });
    expect(used.statusCode).toBe(400);
    // The other session is revoked; the one that confirmed stays.
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await me(a.token)).statusCode).toBe(200);
    // Nothing of the account waits any more.
    for (const table of ['identifier_changes', 'password_resets', 'email_verifications'] as const) {
      const waiting = await t.deps.db
        .selectFrom(table)
        .select('id')
        .where('user_id', '=', a.id)
        .where('used_at', 'is', null)
        .execute();
      expect(waiting, table).toEqual([]);
    }
    // The old address is told, with no link but "ce n'était pas moi".
    const notMe = await changed.notice();
    // (The signature's site address aside.)
    const links = (notMe.mail.text.match(ANY_LINK) ?? []).filter((l) => l !== t.config.publicUrl);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(NOT_ME_LINK);
    expect((await post(t, '/api/auth/login', { email: newEmail, password: a.password })).statusCode).toBe(
      200,
    );
  });

  it('"ce n\'était pas moi" takes the account back to its address, closes it and asks for a new password; once only', async () => {
    const a = await account();
    const thief = `voleur.${Math.random().toString(36).slice(2, 8)}@example.bf`;
    const notMe = await (await changeEmail(a, thief)).notice();
    // Another change within the window is refused before anything is saved.
    const again = await update(a.token, {
      firstname: 'Changé',
      email: `encore.${Math.random().toString(36).slice(2, 8)}@example.bf`,
      currentPassword: a.password,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors?.[0]?.field).toBe('email');
    expect((await row(a.id)).firstname).toBe(names.firstname);
    // A tampered link, then the real one.
    expect(
      (await post(t, '/api/auth/identifier-change/not-me', { ...notMe, token: 'x'.repeat(43) })).statusCode,
    ).toBe(400);
    const res = await post(t, '/api/auth/identifier-change/not-me', notMe);
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(a.id);
    expect(after.email).toBe(a.email);
    expect(after.password_hash).toBeNull();
    expect(after.identifiers_locked_at).not.toBeNull();
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email: thief, password: a.password })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email: a.email, password: a.password })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/identifier-change/not-me', notMe)).statusCode).toBe(400);
    // The reset link goes to the restored address; the owner chooses a new password and signs in.
    const reset = await linkTo(a.email, RESET_LINK);
    const done = await post(t, '/api/auth/reset-password/confirm', {
      ...reset,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await row(a.id)).identifiers_locked_at).toBeNull();
    expect((await post(t, '/api/auth/login', { email: a.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('"ce n\'était pas moi" expires', async () => {
    const a = await account();
    const changed = await changeEmail(a, `plus-tard.${Math.random().toString(36).slice(2, 8)}@example.bf`);
    const notMe = await changed.notice();
    await t.deps.db
      .updateTable('identifier_changes')
      .set({ dispute_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('dispute_selector', '=', notMe.selector)
      .execute();
    expect((await post(t, '/api/auth/identifier-change/not-me', notMe)).statusCode).toBe(400);
    expect((await me(a.token)).statusCode).toBe(200);
  });

  it('a phone change: confirmed by the signed-in account, it revokes the other sessions and the email is told', async () => {
    const a = await account('+22670222333');
    const other = await createSession(t.deps.db, a.id, 'user');
    const phone = '+22670222444';
    expect((await update(a.token, { email: a.email, phone, currentPassword: a.password })).statusCode).toBe(
      200,
    );
    const sms = t.sms.sent.filter((s) => s.phone === phone).at(-1)!;
    const code = /(\d{6})/.exec(sms.text)![1]!;
    const done = await post(t, '/api/auth/phone-change/confirm', { otp: code }, { token: a.token });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    // The code's SMS said what it does and what to do when one did not ask.
    expect(sms.text).toMatch(/si vous n'avez rien demandé, ignorez ce message/);
    const notMe = await linkTo(a.email, NOT_ME_LINK);
    expect((await post(t, '/api/auth/identifier-change/not-me', notMe)).statusCode).toBe(200);
    expect(await row(a.id)).toMatchObject({ phone: '+22670222333', phone_verified: 1, password_hash: null });
  });
});
