import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { NEWS_VERSION_KEY, NEWS_VERSION_TTL_MS, readNewsVersion } from './news-version';

/** The public news answers are cached per news version: every back-office write shows at once. */
describe(`public news response cache (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
  });
  afterAll(() => t.close());

  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headersWithCsrf, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const titles = async (url: string) =>
    (await get(url)).json().actualities.map((a: { title: string }) => a.title) as string[];
  const item = (title: string, isPublished: boolean) => ({
    title,
    description: `${title} : description`,
    isPublished,
  });

  it('a cached list reflects a publish, an unpublish and a delete at once; drafts never leak', async () => {
    const lists = [
      '/api/v1/actualities',
      '/api/v1/actualities/recent?limit=5',
      '/api/v1/actualities?limit=5',
    ];
    for (const url of lists) expect(await titles(url)).toEqual([]);

    const draft = (await write('POST', '/api/admin/actualities', item('Brouillon secret', false))).json();
    const draftId = draft.actuality.id as number;
    for (const url of lists) expect(await titles(url)).toEqual([]);
    expect((await get(`/api/v1/actualities/${draftId}`)).statusCode).toBe(404);

    const published = await write('PUT', `/api/admin/actualities/${draftId}`, item('Brouillon secret', true));
    expect(published.statusCode, published.body).toBe(200);
    for (const url of lists) expect(await titles(url)).toEqual(['Brouillon secret']);
    expect((await get(`/api/v1/actualities/${draftId}`)).json().actuality.title).toBe('Brouillon secret');

    await write('PUT', `/api/admin/actualities/${draftId}`, item('Brouillon secret', false));
    for (const url of lists) expect(await titles(url)).toEqual([]);
    expect((await get(`/api/v1/actualities/${draftId}`)).statusCode).toBe(404);

    await write('PUT', `/api/admin/actualities/${draftId}`, item('Brouillon secret', true));
    expect(await titles('/api/v1/actualities')).toEqual(['Brouillon secret']);
    expect((await write('DELETE', `/api/admin/actualities/${draftId}`)).statusCode).toBe(200);
    for (const url of lists) expect(await titles(url)).toEqual([]);
    expect((await get(`/api/v1/actualities/${draftId}`)).statusCode).toBe(404);
  });

  it('a category write shows in the cached category list at once, and bumps the version', async () => {
    const names = async () =>
      (await get('/api/v1/actuality-categories')).json().categories.map((c: { name: string }) => c.name);
    const before = await names();
    const version = await readNewsVersion(t.deps.db);
    const created = await write('POST', '/api/admin/actuality-categories', {
      name: 'Cache test',
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await readNewsVersion(t.deps.db)).toBeGreaterThan(version);
    expect(await names()).toEqual(expect.arrayContaining([...before, 'Cache test']));
    await write('DELETE', `/api/admin/actuality-categories/${created.json().category.id}`);
    expect(await names()).toEqual(before);
  });

  it("sees another process's write within the version's trust delay", async () => {
    const first = await get('/api/v1/actualities?limit=2');
    // What another API process does in its transaction: the row and the counter, not this process's memo.
    await sql`UPDATE counters SET count = count + 1 WHERE key = ${NEWS_VERSION_KEY}`.execute(t.deps.db);
    await new Promise((resolve) => setTimeout(resolve, NEWS_VERSION_TTL_MS + 50));
    const later = await get('/api/v1/actualities?limit=2');
    expect(later.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers with an ETag, 304 on If-None-Match, and a new ETag after a write', async () => {
    const first = await get('/api/v1/actualities?limit=3');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"n\d+-[\w-]+"$/);
    const second = await get('/api/v1/actualities?limit=3');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const notModified = await get('/api/v1/actualities?limit=3', {
      'if-none-match': `"autre", ${etag.slice(2)}`,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await get('/api/v1/actualities?limit=3', { 'if-none-match': '"autre"' })).statusCode).toBe(200);

    await write('POST', '/api/admin/actualities', item('Nouvelle publication', true));
    const changed = await get('/api/v1/actualities?limit=3', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().actualities[0].title).toBe('Nouvelle publication');
  });

  it('the same query written differently shares one entry; validation still answers 400', async () => {
    const a = await get('/api/v1/actualities?page=1&limit=5');
    const b = await get('/api/v1/actualities?limit=5&page=1');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await get('/api/v1/actualities?limit=abc')).statusCode).toBe(400);
  });

  it('sends the cached bytes compressed as the client accepts, with the same ETag', async () => {
    for (let i = 0; i < 12; i++) await write('POST', '/api/admin/actualities', item(`Article ${i}`, true));
    const plain = await get('/api/v1/actualities');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/v1/actualities', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/v1/actualities', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(1);
  });
});
