import { API_ERRORS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';
import { ROUTE_TABLE } from './route-table';

/** Every route of the accounts area, public and back-office sign-in included. */
const ACCOUNT_ROUTES = Object.keys(ROUTE_TABLE).filter((r) => / \/api\/(auth|admin\/auth)\//.test(r));

/** `[[[…]]]` nested `depth` deep: small, but a full parse of it is the cost the issue measured. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Issue 19, finding 6: 1 MB bodies nested 500,000 deep cost ~340 ms of main-thread time each on login, forgot,
 * resend and request-otp, with no rate limit there. Account routes now take a few KB, every JSON body has a
 * nesting limit checked before it is parsed, and every account route is rate-limited.
 */
describe(`request bodies on the account routes (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let session: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signedInAs(t.deps);
  });
  afterAll(() => t?.close());

  const send = (route: string, payload: string, headers: Record<string, string> = {}) => {
    const [method, url] = route.split(' ') as ['POST' | 'PUT' | 'GET', string];
    return t.app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: freshIp(),
    });
  };

  it.each([
    'POST /api/auth/login',
    'POST /api/auth/forgot-password',
    'POST /api/auth/resend-verification',
    'POST /api/auth/request-otp',
    'POST /api/admin/auth/login',
  ])('%s refuses a 1 MB body nested 500,000 deep with 413 and a JSON-size message', async (route) => {
    const res = await send(route, `{"email":${nested(500_000)}}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: API_ERRORS.payloadTooLarge });
  });

  it('a body of a few KB over the limit of an account route is refused (413)', async () => {
    const res = await send(
      'POST /api/auth/login',
      JSON.stringify({ email: 'a@b.bf', password: 'x'.repeat(20_000) }),
    );
    expect(res.statusCode).toBe(413);
  });

  it.each(['POST /api/auth/login', 'POST /api/contact/send'])(
    '%s refuses a small body nested deeper than the limit before parsing it (400 JSON_TOO_DEEP)',
    async (route) => {
      const res = await send(route, `{"email":"a@b.bf","password":"x","extra":${nested(1000)}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'JSON_TOO_DEEP', message: API_ERRORS.jsonTooDeep });
    },
  );

  it('brackets inside strings do not count as nesting', async () => {
    const res = await send(
      'POST /api/auth/login',
      JSON.stringify({ email: 'crochets@example.bf', password: `${'['.repeat(100)}\\"{{{` }),
    );
    expect(res.statusCode).toBe(401);
  });

  it.each(ACCOUNT_ROUTES)('%s is rate-limited', async (route) => {
    const headers =
      route.includes('/logout') ||
      route.includes('/me') ||
      route.includes('/profile') ||
      route.includes('phone-change')
        ? session.headers
        : {};
    const res = await send(route, route.startsWith('GET') ? '' : '{}', headers);
    expect(res.headers['x-ratelimit-limit'], `${route}: ${res.statusCode}`).toBeDefined();
  });
});
