import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

/** The most password checks one account may get in a window, from all clients together (decisions.md §5). */
const ACCOUNT_BUDGET = 30;

/**
 * Issue 19, finding 4: the counter was read, the hash checked (~25 ms), then the failure counted, so 40
 * parallel guesses were all checked (the right one answered 200); public and back-office logins had separate
 * counters. Attempts are now taken atomically before the check, one budget per account for both.
 */
describe(`parallel guesses cannot bypass the brute-force limit (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** 40 guesses at once, each from its own client, the right password last. */
  async function guessInParallel(url: string, email: string, password: string) {
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `Mauvais#Essai${i}`));
    const answers = await Promise.all(
      guesses.map((p) => post(t, url, { email, password: p }, { ip: freshIp() })),
    );
    return answers.map((a) => a.statusCode);
  }

  it('public login: 40 guesses at once, those beyond the budget refused (429) without a check', async () => {
    const user = await createUser(t.deps);
    const statuses = await guessInParallel('/api/auth/login', user.email, user.password);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(ACCOUNT_BUDGET);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - ACCOUNT_BUDGET);
  });

  it('back-office login: the same, for an administrator', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    const statuses = await guessInParallel('/api/admin/auth/login', admin.email, admin.password);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(ACCOUNT_BUDGET);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - ACCOUNT_BUDGET);
  });

  it('public and back-office logins of one account share one budget', async () => {
    const admin = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    for (let i = 0; i < ACCOUNT_BUDGET; i += 1) {
      const url = i % 2 ? '/api/admin/auth/login' : '/api/auth/login';
      expect((await post(t, url, { email: admin.email, password: `Faux#${i}` })).statusCode).toBe(401);
    }
    const right = { email: admin.email, password: admin.password };
    expect((await post(t, '/api/admin/auth/login', right)).statusCode).toBe(429);
    expect((await post(t, '/api/auth/login', right)).statusCode).toBe(429);
  });
});
