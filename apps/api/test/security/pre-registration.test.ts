import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { startSmtpCatcher } from '../smtp-catcher';
import { adminSession, createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const LINK = /\/verify-email\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;
const ATTACKER_PASSWORD = 'Pirate#Passe2025';
const OWNER_PASSWORD = 'Proprio#Passe2025';

/**
 * Issue 19, finding 2: someone registered a victim's address with their own password; when the victim later
 * registered, their password was dropped and the confirmation mail already in their box activated the account
 * with the attacker's password. The same squatting worked with an unverified phone.
 */
describe(`pre-registration hijack (${TEST_DIALECT})`, () => {
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

  const links = (email: string) =>
    smtp.mails
      .filter((m) => m.to.includes(email) && LINK.test(m.text))
      .map((m) => {
        const [, selector, token] = LINK.exec(m.text)!;
        return { selector: selector!, token: token! };
      });
  /** Registers `email` with `password` and returns the link the mailbox received for it. */
  async function register(email: string, password: string, firstname = 'Awa') {
    const before = links(email).length;
    const res = await post(t, '/api/auth/register', { firstname, lastname: 'Kaboré', email, password });
    expect(res.statusCode, res.body).toBe(201);
    await smtp.waitFor(() => links(email).length > before);
    return links(email).at(-1)!;
  }
  const verify = (link: { selector: string; token: string }, password: string) =>
    post(t, '/api/auth/verify-email', { ...link, password });
  const login = (email: string, password: string, ip = freshIp()) =>
    post(t, '/api/auth/login', { email, password }, { ip });

  it("the victim's registration replaces the attacker's: the attacker's link is void and their password never signs in", async () => {
    const email = 'victime.inscription@example.bf';
    const attackerLink = await register(email, ATTACKER_PASSWORD, 'Pirate');
    const ownerLink = await register(email, OWNER_PASSWORD, 'Awa');
    // The mail the attacker caused, opened by the owner, activates nothing.
    const stale = await verify(attackerLink, OWNER_PASSWORD);
    expect(stale.statusCode, stale.body).toBe(400);
    expect((await verify(attackerLink, ATTACKER_PASSWORD)).statusCode).toBe(400);
    const done = await verify(ownerLink, OWNER_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.firstname).toBe('Awa');
    expect((await login(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it("an attacker registering again after the owner cannot win: the latest link still needs that registration's password", async () => {
    const email = 'victime.course@example.bf';
    await register(email, ATTACKER_PASSWORD);
    await register(email, OWNER_PASSWORD);
    const attackerAgain = await register(email, ATTACKER_PASSWORD, 'Pirate');
    // The owner opens the newest mail in their box and types their own password: nothing is activated.
    expect((await verify(attackerAgain, OWNER_PASSWORD)).statusCode).toBe(400);
    expect((await login(email, ATTACKER_PASSWORD)).statusCode).not.toBe(200);
    // The owner registers once more and confirms: the account is theirs, the attacker's password is dead.
    const mine = await register(email, OWNER_PASSWORD);
    expect((await verify(mine, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('polling a pending account with its password is counted like any failed sign-in (then 429)', async () => {
    const email = 'sondage.attente@example.bf';
    await register(email, ATTACKER_PASSWORD);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await login(email, ATTACKER_PASSWORD, ip)).statusCode);
    expect(statuses[0]).toBe(403);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a pending registration expires 24 h after its last link, and its address is free again', async () => {
    const email = 'attente.expiree@example.bf';
    await register(email, ATTACKER_PASSWORD);
    const pending = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', pending.id)
      .execute();
    const admin = await adminSession(t.deps, 'ROLE_ADMIN');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headersWithCsrf,
      payload: { firstname: 'Awa', lastname: 'Kaboré', email, password: OWNER_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  describe('an unverified phone is never a way in', () => {
    const OWNERS_PHONE = '+22671234567';
    let victim: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      // The attacker's number lands on the victim's account without proof (set from the back-office).
      victim = await createUser(t.deps);
      const admin = await adminSession(t.deps, 'ROLE_ADMIN');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${victim.id}`,
        headers: admin.headersWithCsrf,
        payload: { firstname: 'Aminata', lastname: 'Traoré', phone: OWNERS_PHONE },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    const smsTo = (phone: string) => t.sms.sent.filter((s) => s.phone === phone);

    it('no sign-in code and no reset link is sent to it', async () => {
      const before = smsTo(OWNERS_PHONE).length;
      expect((await post(t, '/api/auth/request-otp', { phone: OWNERS_PHONE })).statusCode).toBe(200);
      expect((await post(t, '/api/auth/login', { phone: OWNERS_PHONE })).statusCode).toBe(200);
      expect((await post(t, '/api/auth/forgot-password', { identifier: OWNERS_PHONE })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(smsTo(OWNERS_PHONE).length).toBe(before);
    });

    it("the number's real owner registers it by SMS and gets a new account of their own", async () => {
      const phone = '+22671234568';
      await t.deps.db.updateTable('users').set({ phone }).where('id', '=', victim.id).execute();
      const before = smsTo(phone).length;
      const start = await post(t, '/api/auth/register-phone', {
        firstname: 'Boukary',
        lastname: 'Sanou',
        phone,
      });
      expect(start.statusCode).toBe(200);
      expect(smsTo(phone).length).toBe(before + 1);
      const code = /(\d{6})/.exec(smsTo(phone).at(-1)!.text)![1]!;
      const done = await post(t, '/api/auth/verify-phone', { phone, otp: code });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().user.id).not.toBe(victim.id);
      expect(done.json().user.firstname).toBe('Boukary');
    });
  });
});
