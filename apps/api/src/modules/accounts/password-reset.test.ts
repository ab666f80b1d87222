import { AUTH_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtMail, startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../../../test/support';
import { sha256 } from '../../platform/tokens';
import { freshIp, post } from './test-helpers';

const NEW_PASSWORD = 'Nouveau#Passe2025';
const LINK = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/;

describe(`accounts: password reset by email (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    // The delivery worker, as server.ts runs it (a mail queued during a delivery pass waits for the next one).
    t.deps.mailer.start(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // The catcher's header decoding may leave spaces where long encoded subjects were folded: compare without them.
  const subjectHas = (m: CaughtMail, words: string) =>
    m.subject.replace(/\s+/g, '').includes(words.replace(/\s+/g, ''));
  const resetMailsTo = (email: string) =>
    smtp.mails.filter((m) => m.to.includes(email) && subjectHas(m, 'Réinitialisation de votre mot de passe'));
  const linkOf = (mail: CaughtMail) => {
    const m = LINK.exec(mail.text);
    if (!m) throw new Error(`no link in mail: ${mail.text}`);
    return { selector: m[1]!, token: m[2]! };
  };
  async function requestLink(email: string) {
    const before = resetMailsTo(email).length;
    const res = await post(t, '/api/auth/forgot-password', { identifier: email });
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetNeutral });
    await smtp.waitFor(() => resetMailsTo(email).length > before);
    return linkOf(resetMailsTo(email).at(-1)!);
  }
  const validate = (link: { selector: string; token: string }) =>
    post(t, '/api/auth/reset-password/validate', link);
  const confirm = (
    link: { selector: string; token: string },
    password = NEW_PASSWORD,
    confirmPassword = password,
  ) => post(t, '/api/auth/reset-password/confirm', { ...link, password, confirmPassword });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('the mailed link (caught by a real SMTP server) completes the reset, logs out every session and sends a notice', async () => {
    const user = await createUser(t.deps, { firstname: 'Salif' });
    const oldTokens = [
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).json().token,
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).json().token,
    ];
    const link = await requestLink(user.email);
    const mail = resetMailsTo(user.email)[0]!;
    expect(subjectHas(mail, 'LexFaso - Réinitialisation')).toBe(true);
    expect(mail.text).toContain('Bonjour Salif');
    expect(mail.text).toContain('expire dans 1 heure');
    expect(link.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    // Only a hash of the verifier is stored.
    const row = await t.deps.db
      .selectFrom('password_resets')
      .selectAll()
      .where('selector', '=', link.selector)
      .executeTakeFirstOrThrow();
    expect(row.verifier_hash).toBe(sha256(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const valid = await validate(link);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ valid: true });
    expect(valid.json().remaining_minutes).toBeGreaterThanOrEqual(59);
    expect(valid.json().remaining_minutes).toBeLessThanOrEqual(60);

    const done = await confirm(link);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetDone });

    for (const token of oldTokens) expect((await me(token)).statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    expect((await post(t, '/api/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    const notice = await smtp.waitFor(
      (m) => m.to.includes(user.email) && subjectHas(m, 'Votre mot de passe a été modifié'),
    );
    expect(notice.text).toContain('toutes vos sessions actives ont été déconnectées');

    // Single use.
    expect((await validate(link)).json()).toEqual({ valid: false, message: AUTH_MESSAGES.tokenInvalid });
    const reuse = await confirm(link, 'Encore#Autre2025');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it('answers the same neutral message for an unknown account and sends nothing', async () => {
    const res = await post(t, '/api/auth/forgot-password', { identifier: 'inconnu.reset@example.bf' });
    const phone = await post(t, '/api/auth/forgot-password', { identifier: '70 11 22 33' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetNeutral });
    expect(phone.json()).toEqual(res.json());
    const queued = await t.deps.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', 'inconnu.reset@example.bf')
      .execute();
    expect(queued).toHaveLength(0);
  });

  it.each([
    [{}, AUTH_MESSAGES.identifierRequired],
    [{ identifier: '   ' }, AUTH_MESSAGES.identifierRequired],
    [{ identifier: 'nom@' }, "Format d'email invalide"],
    [{ identifier: '12345' }, 'Format de téléphone invalide (format burkinabé attendu)'],
  ])('forgot-password refuses %o with the spec message', async (payload, message) => {
    const res = await post(t, '/api/auth/forgot-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the fourth request in 15 minutes for one account sends no mail but answers the same', async () => {
    const user = await createUser(t.deps);
    for (let i = 0; i < 3; i += 1) await requestLink(user.email);
    const fourth = await post(t, '/api/auth/forgot-password', { identifier: user.email.toUpperCase() });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetNeutral });
    await t.deps.mailer.deliverDue();
    const queued = await t.deps.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', user.email)
      .where('kind', '=', 'reset')
      .execute();
    expect(queued).toHaveLength(3);
    expect(resetMailsTo(user.email)).toHaveLength(3);
    const links = await t.deps.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(links).toHaveLength(3);
  });

  it('one client gets at most 3 mails in 15 minutes, whatever the accounts', async () => {
    const ip = freshIp();
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.deps)));
    for (const u of users) {
      const res = await post(t, '/api/auth/forgot-password', { identifier: u.email }, { ip });
      expect(res.json().message).toBe(AUTH_MESSAGES.resetNeutral);
    }
    const queued = await t.deps.db
      .selectFrom('mail_queue')
      .select('to_address')
      .where(
        'to_address',
        'in',
        users.map((u) => u.email),
      )
      .execute();
    expect(queued.map((q) => q.to_address).sort()).toEqual(
      users
        .slice(0, 3)
        .map((u) => u.email)
        .sort(),
    );
  });

  it('an expired link is refused (expires_at moved into the past)', async () => {
    const user = await createUser(t.deps);
    const link = await requestLink(user.email);
    await t.deps.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('selector', '=', link.selector)
      .execute();
    expect((await validate(link)).json()).toEqual({ valid: false, message: AUTH_MESSAGES.tokenInvalid });
    const res = await confirm(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('a tampered link is refused: changed verifier, unknown selector, garbage', async () => {
    const user = await createUser(t.deps);
    const link = await requestLink(user.email);
    const flipped = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    for (const bad of [
      { selector: link.selector, token: flipped },
      { selector: `${link.selector}x`, token: link.token },
      { selector: link.token, token: link.selector },
      { selector: '', token: '' },
    ]) {
      const v = await validate(bad);
      expect(v.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
      const c = await confirm(bad);
      expect(c.statusCode).toBe(400);
      expect(c.json().message).toBe(AUTH_MESSAGES.tokenInvalid);
    }
    expect((await validate(link)).json().valid).toBe(true);
  });

  it('a link is voided by a later password change (another link used first)', async () => {
    const user = await createUser(t.deps);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await validate(first)).json().valid).toBe(false);
    expect((await confirm(first, 'Autre#Passe2026')).statusCode).toBe(400);
  });

  it('confirm checks the strength rule and the confirmation with the spec messages, and changes nothing then', async () => {
    const user = await createUser(t.deps);
    const link = await requestLink(user.email);
    for (const weak of ['court1A', 'toutenminuscules', 'minuscules1', 'Ab1!xyz']) {
      const res = await confirm(link, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Le mot de passe ne respecte pas les critères de sécurité');
    }
    const mismatch = await confirm(link, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Les mots de passe ne correspondent pas');
    expect((await validate(link)).json().valid).toBe(true);
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('neither the verifier nor the link appears in any answer', async () => {
    const user = await createUser(t.deps);
    const res = await post(t, '/api/auth/forgot-password', { identifier: user.email });
    const row = await t.deps.db
      .selectFrom('password_resets')
      .select('selector')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(res.body).not.toContain(row.selector);
    expect(res.body).not.toContain('reset-password');
  });
});
