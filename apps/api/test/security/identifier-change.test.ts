import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { startSmtpCatcher } from '../smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const LINK = /\/change-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;

/**
 * Issue 19, finding 3: a new email or phone was set at once on the profile, with no password and no
 * confirmation, the old address not told (a stolen token became a permanent takeover), and the answer told
 * whether another account had the address (409 or 200).
 */
describe(`email and phone change need proof (${TEST_DIALECT})`, () => {
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

  /** A signed-in account as a thief with its token would hold it. */
  async function victim(phone?: string) {
    const user = await createUser(t.deps, phone ? { phone } : {});
    const { token } = await createSession(t.deps.db, user.id, 'user');
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  }
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile/update', headers, payload });
  const row = (id: number) =>
    t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const names = { firstname: 'Aminata', lastname: 'Traoré' };
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

  it('a stolen token alone cannot change the email or the phone (no or wrong current password)', async () => {
    const v = await victim();
    for (const extra of [{}, { currentPassword: 'Devine#Essai1' }]) {
      const email = await update(v.headers, { ...names, email: 'voleur@example.bf', ...extra });
      expect(email.statusCode, email.body).toBe(400);
      expect(email.json().errors?.[0]?.field).toBe('currentPassword');
      const phone = await update(v.headers, { ...names, email: v.email, phone: '+22670555001', ...extra });
      expect(phone.statusCode, phone.body).toBe(400);
    }
    expect(await row(v.id)).toMatchObject({ email: v.email, phone: null });
  });

  it('with the password, a new email takes effect only through the link mailed to it; the old address is told', async () => {
    const v = await victim();
    const newEmail = 'nouvelle.adresse@example.bf';
    const res = await update(v.headers, { ...names, email: newEmail, currentPassword: v.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, pendingEmail: newEmail, user: { email: v.email } });
    expect((await row(v.id)).email).toBe(v.email);
    const notice = await smtp.waitFor((m) => m.to.includes(v.email) && /n\*\*\*@example\.bf/.test(m.text));
    expect(notice.text).not.toContain(newEmail);
    const mail = await smtp.waitFor((m) => m.to.includes(newEmail) && LINK.test(m.text));
    const [, selector, token] = LINK.exec(mail.text)!;
    const confirm = () => post(t, '/api/auth/email-change/confirm', { selector, token }, { token: v.token });
    const done = await confirm();
    expect(done.statusCode, done.body).toBe(200);
    expect((await row(v.id)).email).toBe(newEmail);
    expect((await confirm()).statusCode).toBe(400);
    const login = await post(t, '/api/auth/login', { email: newEmail, password: v.password });
    expect(login.statusCode).toBe(200);
  });

  it('the same answer whether or not the new email has an account; a taken one never changes hands', async () => {
    const other = await createUser(t.deps);
    const a = await victim();
    const b = await victim();
    const free = 'libre.comme.air@example.bf';
    const taken = await update(a.headers, { ...names, email: other.email, currentPassword: a.password });
    const fresh = await update(b.headers, { ...names, email: free, currentPassword: b.password });
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(taken.statusCode);
    // Identical once the typed address, the account's own address, id and creation time are set aside.
    const neutral = (body: string, email: string, own: string) =>
      body
        .replaceAll(email, '<new>')
        .replaceAll(own, '<own>')
        .replace(/"id":\d+/, '"id":0')
        .replace(/"createdAt":"[^"]+"/, '"createdAt":""');
    expect(neutral(taken.body, other.email, a.email)).toBe(neutral(fresh.body, free, b.email));
    // The owner of the taken address gets no link, so the change cannot complete.
    await smtp.waitFor((m) => m.to.includes(free) && LINK.test(m.text));
    await t.deps.mailer.deliverDue();
    expect(mailsTo(other.email).some((m) => LINK.test(m.text))).toBe(false);
    expect((await row(a.id)).email).toBe(a.email);
    expect((await row(other.id)).email).toBe(other.email);
  });

  it('a new phone takes effect only with the code sent to it, typed by the account', async () => {
    const v = await victim();
    const phone = '+22670555002';
    const res = await update(v.headers, { ...names, email: v.email, phone, currentPassword: v.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pendingPhone: phone, user: { phone: null } });
    expect((await row(v.id)).phone).toBeNull();
    const sms = t.sms.sent.filter((s) => s.phone === phone).at(-1)!;
    const code = /(\d{6})/.exec(sms.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/phone-change/confirm',
        headers: v.headers,
        payload: { otp },
        remoteAddress: freshIp(),
      });
    expect((await confirm(wrong)).statusCode).toBe(400);
    const done = await confirm(code);
    expect(done.statusCode, done.body).toBe(200);
    expect(await row(v.id)).toMatchObject({ phone, phone_verified: 1 });
  });

  it("a phone that is another account's proved number gets no code, with the same answer", async () => {
    const owner = await victim('+22670555003');
    const v = await victim();
    const before = t.sms.sent.filter((s) => s.phone === '+22670555003').length;
    const res = await update(v.headers, {
      ...names,
      email: v.email,
      phone: '+22670555003',
      currentPassword: v.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pendingPhone).toBe('+22670555003');
    expect(t.sms.sent.filter((s) => s.phone === '+22670555003').length).toBe(before);
    expect((await row(owner.id)).phone).toBe('+22670555003');
  });
});
