import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/modules/accounts/limits';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

/**
 * Issue 29, finding 8: three `request-otp` calls for a number, from any client, gave 429 to everyone (the
 * phone's owner included) for 15 minutes, and each call voided the code in flight.
 */
describe(`nobody but its owner can stop a phone's sign-in codes (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  let counter = 0;
  const newPhone = () => {
    counter += 1;
    return `+2267${String(3000000 + counter).slice(-7)}`;
  };
  const codesTo = (phone: string) =>
    t.sms.sent.filter((s) => s.phone === phone).map((s) => /\b(\d{6})\b/.exec(s.text)?.[1]);

  /** A browser: its address and the device cookie the API set on it. */
  const browser = () => ({ ip: freshIp(), cookie: '' });
  async function call(b: ReturnType<typeof browser>, url: string, payload: Record<string, unknown>) {
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

  it("strangers' requests neither refuse the owner nor void the code in flight", async () => {
    const phone = newPhone();
    const user = await createUser(t.deps, { phone });
    const owner = browser();
    expect((await call(owner, '/api/auth/request-otp', { phone })).statusCode).toBe(200);
    const [code] = codesTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    // Strangers, each from its own address, then one of them insisting.
    const pest = browser();
    for (let i = 0; i < 3; i += 1) {
      expect((await call(browser(), '/api/auth/request-otp', { phone })).statusCode).toBe(200);
      expect((await call(pest, '/api/auth/request-otp', { phone })).statusCode).toBe(200);
    }
    const refused = await call(pest, '/api/auth/request-otp', { phone });
    expect(refused.statusCode).toBe(429);
    // The owner still asks without a 429, and the first code still signs in.
    expect((await call(owner, '/api/auth/request-otp', { phone })).statusCode).toBe(200);
    const signIn = await call(owner, '/api/auth/login', { phone, otp: code });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user.id).toBe(user.id);
  });

  it('a number gets at most its daily SMS budget from unknown clients, with the same answer; the owner’s browser still gets a code', async () => {
    const phone = newPhone();
    await createUser(t.deps, { phone });
    // The owner signed in by code on this browser before.
    const owner = browser();
    await call(owner, '/api/auth/request-otp', { phone });
    expect((await call(owner, '/api/auth/login', { phone, otp: codesTo(phone).at(-1) })).statusCode).toBe(
      200,
    );
    const sentBefore = codesTo(phone).length;
    const answers = new Set<string>();
    for (let i = 0; i < LIMITS.otpSmsPerPhone.max + 5; i += 1) {
      const res = await call(browser(), '/api/auth/request-otp', { phone });
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect(codesTo(phone).length - sentBefore).toBe(LIMITS.otpSmsPerPhone.max - 1);
    // The budget is spent for strangers; the owner's known browser gets a code and signs in with it.
    await call(owner, '/api/auth/request-otp', { phone });
    expect(codesTo(phone).length - sentBefore).toBe(LIMITS.otpSmsPerPhone.max);
    const signIn = await call(owner, '/api/auth/login', { phone, otp: codesTo(phone).at(-1) });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
