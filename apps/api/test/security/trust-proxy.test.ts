import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

const CLIENT = '203.0.113.9';
const SPOOFED = '6.6.6.6';

/**
 * Issue 19, finding 8: TRUST_PROXY=1 trusted every hop, so behind the usual nginx setup
 * (`X-Forwarded-For: <what the client sent>, <real address>`) the client chose its own address and walked
 * past every per-client limit. TRUST_PROXY now names the proxies: a hop count or their addresses.
 */
describe(`TRUST_PROXY names the proxies to trust (${TEST_DIALECT})`, () => {
  it('takes a hop count or addresses and networks, never "all"', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(trust('loopback')).toEqual(['loopback']);
    for (const off of ['', '0', 'false']) expect(trust(off)).toBe(false);
    for (const bad of ['true', 'all', '*', 'nginx', '10.0.0.0/99', '-1'])
      expect(() => trust(bad), bad).toThrow(ConfigError);
  });

  describe.each([
    ['1', 'one hop'],
    ['127.0.0.1', 'the proxy by address'],
  ])('TRUST_PROXY=%s (%s)', (value) => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: value } });
    });
    afterAll(() => t?.close());

    it('the client is the address the proxy saw, not the first entry the client wrote', async () => {
      const user = await createUser(t.deps);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${SPOOFED}, ${CLIENT}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const session = await t.deps.db
        .selectFrom('sessions')
        .select('ip')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(session.ip).toBe(CLIENT);
    });
  });
});
