import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../src/modules/accounts/test-helpers';
import { adminSession, createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';

/**
 * Issue 29, finding 9: the "no link in a name" rule (names are printed in mails' greetings) let through a
 * full-width or ideographic dot, an IDN top-level domain and an IP address.
 */
describe(`names hold no link, however it is written (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps);
  });
  afterAll(() => t?.close());

  const register = (firstname: string) =>
    post(t, '/api/auth/register', {
      firstname,
      lastname: 'Kaboré',
      email: `nom.${Math.random().toString(36).slice(2)}@example.bf`,
      password: 'Motdepasse1',
    });

  it.each([
    ['a full-width dot', 'evil．com'],
    ['an ideographic full stop', 'evil。com'],
    ['an IDN top-level domain', 'Visitez evil.рф'],
    ['an IPv4 address', '203.0.113.5'],
    ['an IPv6 address', 'Voir [2001:db8::1]'],
  ])(
    '%s is refused at registration, by phone, on the profile and in the back-office',
    async (_what, firstname) => {
      const reg = await register(firstname);
      expect(reg.statusCode, reg.body).toBe(400);
      expect(reg.json().errors?.[0]?.field).toBe('firstname');
      const phone = await post(t, '/api/auth/register-phone', {
        firstname,
        lastname: 'Kaboré',
        phone: '70999112',
      });
      expect(phone.statusCode, phone.body).toBe(400);
      const reader = await signedInAs(t.deps);
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/update',
        headers: reader.headers,
        payload: { firstname, lastname: 'Kaboré', email: reader.user.email },
      });
      expect(profile.statusCode, profile.body).toBe(400);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: admin.headersWithCsrf,
        payload: { firstname, lastname: 'Kaboré', email: 'nom.admin2@example.bf', password: 'Motdepasse1!' },
      });
      expect(created.statusCode, created.body).toBe(400);
    },
  );

  it.each(['Zoungrana Jr.', 'A. B.', "N'Diaye", 'Ki-Zerbo', 'Hélène-Noëlle'])(
    '%s is still a name',
    async (firstname) => {
      const reg = await register(firstname);
      expect(reg.statusCode, reg.body).toBe(201);
    },
  );
});
