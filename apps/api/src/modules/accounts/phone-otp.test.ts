import { AUTH_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../../../test/support';
import { freshIp, post } from './test-helpers';

describe(`accounts: phone OTP (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let phoneCounter = 0;
  const newPhone = () => {
    phoneCounter += 1;
    return `7${String(1000000 + phoneCounter).slice(-7)}`;
  };
  /** The code, as only the phone's owner sees it: in the text handed to the SMS provider. */
  const lastCode = (phone: string) => {
    const sms = t.sms.sent.filter((s) => s.phone === phone).at(-1);
    return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  };

  it('phone registration: register-phone sends a code by SMS (never in the answer), verify-phone creates the account and signs in', async () => {
    const phone = newPhone();
    const res = await post(t, '/api/auth/register-phone', {
      firstname: 'Ousmane',
      lastname: 'Kaboré',
      statut: 'entreprise',
      phone: `+226 ${phone.slice(0, 2)} ${phone.slice(2)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Code OTP envoyé à votre téléphone' });
    const code = lastCode(`+226${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const stored = await t.deps.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('phone', '=', `+226${phone}`)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(stored[0]!.code_hash).not.toContain(code!);

    const verify = await post(t, '/api/auth/verify-phone', { phone, otp: code });
    expect(verify.statusCode).toBe(200);
    const body = verify.json();
    expect(body.success).toBe(true);
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({
      firstname: 'Ousmane',
      phone: `+226${phone}`,
      email: null,
      statut: 'entreprise',
      isVerified: true,
    });
    // Single use.
    expect((await post(t, '/api/auth/verify-phone', { phone, otp: code })).statusCode).toBe(400);
  });

  it('phone login: a phone alone asks for the code (otpRequired), phone + code signs in', async () => {
    const phone = newPhone();
    const user = await createUser(t.deps, { phone: `+226${phone}` });
    const first = await post(t, '/api/auth/login', { phone });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, otpRequired: true, message: AUTH_MESSAGES.otpSent });
    const code = lastCode(`+226${phone}`)!;
    expect(first.body).not.toContain(code);
    const second = await post(t, '/api/auth/login', { phone, otp: code });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, user: { id: user.id } });
  });

  it('request-otp answers the same for an unknown phone and sends nothing', async () => {
    const phone = newPhone();
    const res = await post(t, '/api/auth/request-otp', { phone });
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.otpSent });
    expect(lastCode(`+226${phone}`)).toBeUndefined();
  });

  it('a wrong code counts; after 5 attempts even the right code is refused', async () => {
    const phone = newPhone();
    await createUser(t.deps, { phone: `+226${phone}` });
    await post(t, '/api/auth/request-otp', { phone });
    const code = lastCode(`+226${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post(t, '/api/auth/verify-phone', { phone, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Code OTP invalide');
    }
    const right = await post(t, '/api/auth/verify-phone', { phone, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(AUTH_MESSAGES.otpTooManyAttempts);
  });

  it('an expired code is refused', async () => {
    const phone = newPhone();
    await createUser(t.deps, { phone: `+226${phone}` });
    await post(t, '/api/auth/request-otp', { phone });
    const code = lastCode(`+226${phone}`)!;
    await t.deps.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', `+226${phone}`)
      .execute();
    const res = await post(t, '/api/auth/verify-phone', { phone, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Code OTP invalide');
  });

  it('a new code leaves the codes in flight valid; using one spends the others', async () => {
    const phone = newPhone();
    await createUser(t.deps, { phone: `+226${phone}` });
    await post(t, '/api/auth/request-otp', { phone });
    const old = lastCode(`+226${phone}`)!;
    await post(t, '/api/auth/request-otp', { phone });
    const fresh = lastCode(`+226${phone}`)!;
    expect((await post(t, '/api/auth/verify-phone', { phone, otp: old })).statusCode).toBe(200);
    if (old !== fresh)
      expect((await post(t, '/api/auth/verify-phone', { phone, otp: fresh })).statusCode).toBe(400);
  });

  it('requests of one client for one phone are limited: 429 to that client, with a French message and Retry-After', async () => {
    const phone = newPhone();
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1)
      expect((await post(t, '/api/auth/request-otp', { phone }, { ip })).statusCode).toBe(200);
    const res = await post(t, '/api/auth/request-otp', { phone }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Trop de demandes de code/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not refused for that number.
    expect((await post(t, '/api/auth/request-otp', { phone })).statusCode).toBe(200);
  });

  it.each([
    ['/api/auth/request-otp', { phone: '12 34' }, 'Format de téléphone invalide (format burkinabé attendu)'],
    ['/api/auth/register-phone', { firstname: 'A', lastname: 'B', phone: '' }, 'Numéro de téléphone requis'],
    [
      '/api/auth/register-phone',
      { firstname: ' ', lastname: 'B', phone: '70000000' },
      'Prénom et nom sont requis',
    ],
    ['/api/auth/verify-phone', { phone: '70000000' }, 'Code OTP requis'],
    ['/api/auth/verify-phone', { phone: '70000000', otp: '12a456' }, AUTH_MESSAGES.otpFormat],
    ['/api/auth/login', { phone: '+33612345678' }, 'Format de téléphone invalide (format burkinabé attendu)'],
  ])('%s refuses %o with the spec message', async (url, payload, message) => {
    const res = await post(t, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
