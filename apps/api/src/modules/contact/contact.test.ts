import { CONTACT_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

const valid = {
  name: '  Awa Ouédraogo  ',
  email: 'awa.ouedraogo@example.bf',
  subject: 'Question sur le Code du travail',
  message: 'Bonjour, où trouver la dernière version du Code du travail ? Merci.',
};

let ipCounter = 0;
/** Each test posts from its own client address, so the per-client limit of one test does not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe(`POST /api/contact/send (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const send = (payload: unknown, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/contact/send', payload: payload as object, remoteAddress: ip });
  const storedCount = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'equipe@lexfaso.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the trimmed message and mails it to the team address', async () => {
    const res = await send(valid, '10.9.9.9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.success });
    const row = await t.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', valid.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Awa Ouédraogo',
      subject: valid.subject,
      message: valid.message,
      ip: '10.9.9.9',
    });
    // The catcher joins folded encoded-word header lines with an extra space: compare with spaces collapsed.
    const mail = await smtp.waitFor((m) => m.subject.replace(/\s+/g, ' ').includes(valid.subject));
    expect(mail.subject.replace(/\s+/g, ' ')).toBe(`[LexFaso – Contact] ${valid.subject}`);
    expect(mail.to).toEqual(['equipe@lexfaso.test']);
    expect(mail.text).toContain('Awa Ouédraogo');
    expect(mail.text).toContain(valid.email);
    expect(mail.text).toContain('la dernière version du Code du travail');
  });

  it('refuses missing fields with a French message per field and stores nothing', async () => {
    const before = await storedCount();
    const res = await send({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CONTACT_MESSAGES.nameRequired },
        { field: 'email', message: CONTACT_MESSAGES.emailRequired },
        { field: 'subject', message: CONTACT_MESSAGES.subjectRequired },
        { field: 'message', message: CONTACT_MESSAGES.messageRequired },
      ]),
    );
    expect(await storedCount()).toBe(before);
  });

  it('treats blank fields as missing', async () => {
    const res = await send({ ...valid, name: '   ', subject: '\n\t' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: CONTACT_MESSAGES.nameRequired },
        { field: 'subject', message: CONTACT_MESSAGES.subjectRequired },
      ]),
    );
  });

  it('checks the email format and the lengths', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ email: 'pas-un-email' }, 'email', CONTACT_MESSAGES.emailInvalid],
      [{ name: 'n'.repeat(101) }, 'name', CONTACT_MESSAGES.nameTooLong],
      [{ subject: 's'.repeat(201) }, 'subject', CONTACT_MESSAGES.subjectTooLong],
      [{ message: 'Trop court'.slice(0, 9) }, 'message', CONTACT_MESSAGES.messageTooShort],
      [{ message: 'm'.repeat(5001) }, 'message', CONTACT_MESSAGES.messageTooLong],
    ];
    for (const [override, field, message] of cases) {
      const res = await send({ ...valid, ...override });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toBe(message);
      expect(res.json().errors, field).toEqual([{ field, message }]);
    }
    expect((await send({ ...valid, name: 'n'.repeat(100), message: 'm'.repeat(5000) })).statusCode).toBe(200);
  });

  it('limits each client to 5 messages per 10 minutes, with Retry-After and a French message', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 5; i++)
      expect((await send({ ...valid, subject: `Envoi ${i}` }, ip)).statusCode).toBe(200);
    const before = await storedCount();
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.json().error).toMatch(
      /^Trop de messages envoyés\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    expect(await storedCount()).toBe(before);
    // Another client is not affected.
    expect((await send(valid, '10.200.0.2')).statusCode).toBe(200);
  });
});
