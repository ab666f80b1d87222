import { API_ERRORS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';

/**
 * Issue 19, finding 7: one free account sending costly searches in parallel took a normal search from 12 ms
 * to 4.9 s. Searches are now rate-limited per account and per client (429, Retry-After, a French message);
 * bounding a query's own cost belongs to the search engine.
 */
describe(`search rate limits (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SEARCH_RATE_LIMIT_PER_ACCOUNT: '5', SEARCH_RATE_LIMIT_PER_CLIENT: '8' },
    });
  });
  afterAll(() => t?.close());

  const search = (headers: Record<string, string>, ip: string, q = 'loi') =>
    t.app.inject({
      url: `/api/documents/filtered?q=${encodeURIComponent(q)}`,
      headers,
      remoteAddress: ip,
    });

  it('an account beyond its searches per minute gets 429 with Retry-After and a French message, from any client', async () => {
    const reader = await signedInAs(t.deps);
    for (let i = 0; i < 5; i += 1)
      expect((await search(reader.headers, freshIp(), `loi ${i}`)).statusCode).toBe(200);
    const refused = await search(reader.headers, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.json().message).toBe(API_ERRORS.searchRateLimited(Number(refused.headers['retry-after'])));
    // Another account is not slowed down by that one.
    const other = await signedInAs(t.deps);
    expect((await search(other.headers, freshIp())).statusCode).toBe(200);
  });

  it('one client is limited whatever the accounts it uses', async () => {
    const ip = freshIp();
    const accounts = await Promise.all([1, 2, 3].map(() => signedInAs(t.deps)));
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await search(accounts[i % 3]!.headers, ip)).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });

  it('by default an account may search 60 times a minute, enough to page through results', () => {
    const config = loadConfig({});
    expect(config.searchRateLimit).toEqual({ perAccount: 60, perClient: 300, windowMs: 60_000 });
  });
});
