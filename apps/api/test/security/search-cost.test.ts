import { API_ERRORS, SEARCH_QUERY_LIMITS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { SEARCH_CACHE_LIMITS, searchCacheBytes } from '../../src/modules/documents/search/answer-cache';
import { searchDocuments } from '../../src/modules/documents/search/service';
import { insertFixtures } from '../../src/modules/documents/test-fixtures';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';

// Pads chosen answers to a chosen size (finding 3); every other search is the real one.
const padding = { bytes: 0 };
vi.mock('../../src/modules/documents/search/service', async (original) => {
  const real = await original<typeof import('../../src/modules/documents/search/service')>();
  return {
    ...real,
    searchDocuments: vi.fn(async (...args: Parameters<typeof real.searchDocuments>) => {
      const answer = await real.searchDocuments(...args);
      if (padding.bytes === 0) return answer;
      return { ...answer, query: { ...answer.query, text: 'x'.repeat(padding.bytes) } };
    }),
  };
});
const computations = vi.mocked(searchDocuments);

/** 'articles 1 à 51 à 101 à 151 …' up to 10,000 characters, as the attack of finding 1 sent it. */
function chainedRanges(): string {
  let q = 'articles 1';
  for (let n = 51; q.length + ` à ${n}`.length <= 10_000; n += 50) q += ` à ${n}`;
  return q;
}

/**
 * Issue 29, findings 1 to 3: the cost of one search grew with what was typed (ranges chained over 10,000
 * characters: 63,751 article numbers echoed, 1 MB answers; 1,990 repeated words read by the suggestion and
 * the references), and the answer cache held such answers without a byte bound.
 */
describe(`the cost of one search is bounded (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  const search = (q: string, extra = '') =>
    t.app.inject({ url: `/api/documents/filtered?q=${encodeURIComponent(q)}${extra}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps)).headers;
  });
  afterAll(() => t?.close());

  it('finding 1: ranges chained over 10,000 characters name at most 50 articles, in a small answer that says it is partial', async () => {
    const q = chainedRanges();
    expect(q.length).toBeGreaterThan(9_900);
    const res = await search(q, `&page=${2 + Math.floor(Math.random() * 1000)}`);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    // 1 MB before (63,751 numbers echoed, 61,759 of them as missing).
    expect(res.body.length).toBeLessThan(20_000);
    expect(answer.reference.articles.length).toBeLessThanOrEqual(SEARCH_QUERY_LIMITS.referenceArticles);
    expect(answer.reference.missing.length).toBeLessThanOrEqual(SEARCH_QUERY_LIMITS.referenceArticles);
    expect(answer.query.text.length).toBeLessThanOrEqual(SEARCH_QUERY_LIMITS.characters);
    expect(answer.partial).toBe(true);
  });

  it('finding 2: a word repeated over 10,000 characters is read up to the limit only, suggestion included', async () => {
    const res = await search('tesr '.repeat(1990));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    // Before, the suggestion rewrote all 1,990 words (9,950 characters).
    expect(answer.suggestion?.length ?? 0).toBeLessThanOrEqual(SEARCH_QUERY_LIMITS.characters);
    expect(answer.query.text.length).toBeLessThanOrEqual(SEARCH_QUERY_LIMITS.characters);
    expect(answer.partial).toBe(true);
    // A query within the limits is whole.
    expect((await search('licenciement délégué')).json().partial).toBe(false);
  });

  it('finding 3: an answer larger than an entry may be is sent but not kept: the same search is computed again', async () => {
    padding.bytes = SEARCH_CACHE_LIMITS.maxEntrySize + 1;
    try {
      computations.mockClear();
      const first = await search('arbitrage');
      expect(first.statusCode).toBe(200);
      expect(first.json().query.text).toHaveLength(padding.bytes);
      expect((await search('arbitrage')).statusCode).toBe(200);
      expect(computations).toHaveBeenCalledTimes(2);
    } finally {
      padding.bytes = 0;
    }
    // An ordinary answer is kept.
    computations.mockClear();
    await search('conciliation');
    await search('conciliation');
    expect(computations).toHaveBeenCalledTimes(1);
  });

  it('finding 3: the answer cache holds at most its byte budget, however large the answers', async () => {
    padding.bytes = SEARCH_CACHE_LIMITS.maxEntrySize - 8 * 1024;
    try {
      const answers = Math.ceil((1.5 * SEARCH_CACHE_LIMITS.maxSize) / padding.bytes);
      for (let page = 1; page <= answers; page++)
        expect((await search('travail', `&page=${page}`)).statusCode).toBe(200);
      expect(searchCacheBytes(t.deps.db)).toBeGreaterThan(SEARCH_CACHE_LIMITS.maxSize / 2);
      expect(searchCacheBytes(t.deps.db)).toBeLessThanOrEqual(SEARCH_CACHE_LIMITS.maxSize);
    } finally {
      padding.bytes = 0;
    }
  });
});

/**
 * Fair sharing: engine time is counted per account (or client without one) in each process, from the work its
 * searches did; past its budget a caller gets 429 with Retry-After and a French message before any work, and
 * the others are served.
 */
describe(`engine time per caller (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_ENGINE_MS_PER_MINUTE: '3' } });
    await insertFixtures(t.deps);
  });
  afterAll(() => t?.close());

  it('refuses a caller past its engine time per minute with 429, and serves another account', async () => {
    const costly = await signedInAs(t.deps);
    const search = (headers: Record<string, string>, page: number) =>
      t.app.inject({ url: `/api/documents/filtered?q=travail OR arbitrage&page=${page}`, headers });
    // 3 ms a minute allows 0.5 ms at once; a search is charged its work, at least 3 ms (chargedMs).
    expect((await search(costly.headers, 1)).statusCode).toBe(200);
    const asked = performance.now();
    const refused = await search(costly.headers, 2);
    expect(refused.statusCode).toBe(429);
    // Held a second: a client that asks again at once asks once a second.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(950);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.json().message).toBe(API_ERRORS.searchEngineBudget(seconds));
    // An answer from the cache costs no engine time: refused all the same, before any work.
    expect((await search(costly.headers, 1)).statusCode).toBe(429);
    const other = await signedInAs(t.deps);
    expect((await search(other.headers, 3)).statusCode).toBe(200);
  });

  it('by default an account may spend 1,000 ms of engine time a minute in a process', () => {
    expect(loadConfig({}).searchEngineMsPerMinute).toBe(1000);
  });
});
