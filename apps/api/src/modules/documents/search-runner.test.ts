import { DocumentSearchQuery } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { readDocumentsVersion, updateDocument } from './document-store';
import { searchDocuments } from './search-service';
import { insertFixtures } from './test-fixtures';

describe(`searches computed in search threads (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: Record<string, number>;
  let headers: Record<string, string>;
  const search = (qs: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/filtered?${qs}`, headers });

  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_THREADS: '2' } });
    ids = await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  const inThisThread = async (params: Record<string, string>) =>
    searchDocuments(
      t.deps.db,
      t.deps.dialect,
      DocumentSearchQuery.parse(params),
      { role: 'ROLE_USER', canDownloadPdf: false },
      await readDocumentsVersion(t.deps.db),
    );

  it.runIf(TEST_DIALECT === 'sqlite')(
    'answers what the request thread would, computed in the threads',
    async () => {
      const before = t.deps.searchRunner.threadedSearches;
      for (const params of <Record<string, string>[]>[
        { q: 'travail' },
        { q: '"contrat de travail"', page: '1', limit: '2' },
        { q: 'arbitrage OR sociétés', sort: 'date' },
        { domain: 'Droit du travail' },
      ]) {
        const res = await search(new URLSearchParams(params).toString());
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual(JSON.parse(JSON.stringify(await inThisThread(params))));
      }
      expect(t.deps.searchRunner.threadedSearches - before).toBe(4);
    },
  );

  it.runIf(TEST_DIALECT === 'sqlite')(
    'sees a document write at once, and parallel searches all answer',
    async () => {
      await updateDocument(t.deps.db, t.deps.dialect, ids.arbitrage, {
        title: 'Arbitrage révisé et cormoran',
      });
      const found = (await search('q=cormoran')).json();
      expect(found.documents.map((d: { id: number }) => d.id)).toEqual([ids.arbitrage]);
      const answers = await Promise.all(
        ['travail', 'arbitrage', 'sociétés', 'salarié', 'contrat', 'charte'].map((q) => search(`q=${q}`)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    },
  );

  it('keeps the French 400 of a filter refused in a thread', async () => {
    const res = await search('domain=Inconnu');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Domaine inconnu', code: 'VALIDATION_ERROR' });
  });

  it.runIf(TEST_DIALECT === 'postgres')(
    'searches PostgreSQL in place: its work runs in its own processes',
    async () => {
      expect((await search('q=travail')).statusCode).toBe(200);
      expect(t.deps.searchRunner.threadedSearches).toBe(0);
    },
  );
});
