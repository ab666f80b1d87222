import { type DocumentHit, DocumentSearchAnswer, DocumentSearchQuery } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { updateDocument } from '../document-store';
import { readDocumentsVersion } from '../documents-version';
import { insertFixtures } from '../test-fixtures';
import { searchDocuments } from './service';

// Counts the computations behind the answers; the search itself is the real one.
vi.mock('./service', async (original) => {
  const real = await original<typeof import('./service')>();
  return { ...real, searchDocuments: vi.fn(real.searchDocuments) };
});
const computations = vi.mocked(searchDocuments);

describe(`search answers: identical searches in flight computed once (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: Record<string, number>;
  let headers: Record<string, string>;
  const search = (qs: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/filtered?${qs}`, headers });

  beforeAll(async () => {
    // In the request thread: the computations are counted through this thread's module.
    t = await createTestApp();
    ids = await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  it('answers eight simultaneous identical searches with one computation, and the same answer', async () => {
    computations.mockClear();
    const answers = await Promise.all(Array.from({ length: 8 }, () => search('q=travail')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers[0].json().pagination.total).toBeGreaterThan(0);
    expect(computations).toHaveBeenCalledTimes(1);
  });

  it('computes different searches, and a search after a document write, apart', async () => {
    computations.mockClear();
    await Promise.all([search('q=arbitrage'), search('q=arbitrage&page=2'), search('q=arbitrage')]);
    expect(computations).toHaveBeenCalledTimes(2);
    const before = (await search('q=arbitrage')).json();
    expect(computations).toHaveBeenCalledTimes(2);
    await updateDocument(t.deps.db, ids.arbitrage, {
      title: 'Acte uniforme relatif au droit de l’arbitrage (révisé)',
    });
    const after = (await search('q=arbitrage')).json();
    expect(computations).toHaveBeenCalledTimes(3);
    expect(after.documents.map((d: { title: string }) => d.title)).toContain(
      'Acte uniforme relatif au droit de l’arbitrage (révisé)',
    );
    expect(before.documents.map((d: { title: string }) => d.title)).not.toContain(
      'Acte uniforme relatif au droit de l’arbitrage (révisé)',
    );
  });

  it('keeps no failed computation: the next identical search computes again', async () => {
    computations.mockClear();
    // A computation that fails a moment later, while the second request waits for it.
    computations.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('panne simulée');
    });
    const [failed, waiting] = await Promise.all([search('q=conciliation'), search('q=conciliation')]);
    // Both waited for the same failed computation: a server error, in the API's envelope.
    expect(failed.statusCode).toBe(500);
    expect(waiting.statusCode).toBe(500);
    expect(failed.json().error).toBeTruthy();
    expect(computations).toHaveBeenCalledTimes(1);
    const retried = await search('q=conciliation');
    expect(retried.statusCode).toBe(200);
    expect(computations).toHaveBeenCalledTimes(2);
  });
});

describe(`search answers with SEARCH_SHARE_COMPUTATIONS=0: every search computed (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_SHARE_COMPUTATIONS: '0' } });
    await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  it('computes each of simultaneous identical searches, then answers a repeat from the cache', async () => {
    computations.mockClear();
    const search = () => t.app.inject({ method: 'GET', url: '/api/documents/filtered?q=travail', headers });
    const answers = await Promise.all(Array.from({ length: 4 }, search));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(computations.mock.calls.length).toBeGreaterThan(1);
    const calls = computations.mock.calls.length;
    expect((await search()).statusCode).toBe(200);
    expect(computations).toHaveBeenCalledTimes(calls);
  });
});

describe(`search answers without snippets (alerts) are never the search page's (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  it('answers the page with snippets after the same search, same version and viewer, without them', async () => {
    // The parameters of the page's request below, as its route parses them.
    const params = DocumentSearchQuery.parse({ q: 'licenciement', sort: 'date', limit: '20' });
    const viewer = { role: 'ROLE_USER', canDownloadPdf: false };
    const version = await readDocumentsVersion(t.deps.db);
    // No scope either: the page's very search but for the option, which a cache must tell apart.
    const withoutSnippets = () =>
      t.deps.searchRunner.search(params, viewer, version, 'background:alerts', undefined, {
        snippets: false,
      });
    const bare = await withoutSnippets();
    const bareHits = bare.answer.documents;
    expect(bareHits.length).toBeGreaterThan(0);
    expect(bareHits.every((d) => d.snippet === '' && d.articles.length === 0)).toBe(true);
    // Still an answer of the public contract: empty extracts, not missing ones.
    expect(() => DocumentSearchAnswer.parse(bare.answer)).not.toThrow();

    for (let i = 0; i < 2; i++) {
      // The first computed, the second from the answer cache: both with their snippets.
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/documents/filtered?q=licenciement&sort=date&limit=20',
        headers,
      });
      expect(res.statusCode).toBe(200);
      const hits = res.json().documents as DocumentHit[];
      expect(hits.map((d) => d.snippet)).toHaveLength(bareHits.length);
      expect(hits.every((d) => d.snippet.includes('<mark>'))).toBe(true);
      expect(hits.some((d) => d.articles.length > 0)).toBe(true);
    }
    // And a search without snippets after the page's is still without them.
    const again = await withoutSnippets();
    expect(again.answer.documents.every((d) => d.snippet === '')).toBe(true);
  });
});
