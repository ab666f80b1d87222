import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { seedDemoCorpus } from '../seed/demo-corpus';

/**
 * decisions.md §4: title over body. On the real demo corpus "code" and "civil" occur in most documents, so
 * bm25's IDF is at its floor and long codes that say "civil" often would outrank the Code civil itself
 * without the explicit title key.
 */
describe(`search ranking on the demo corpus: title over body (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCorpus(t.deps, () => {});
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  const titles = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/filtered?q=${encodeURIComponent(q)}&sort=relevance`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().documents.map((d: { title: string }) => d.title) as string[];
  };

  // Plain `code civil` is left out: on these 23 texts both words are in nearly every passage, their idf is at
  // its floor and the engine's BM25F puts the Code de procédure pénale (articles full of "partie civile")
  // first by a hair (issue 22: a relevance question for the engine, not for its integration).
  it('`"code civil"` puts the Code civil first', async () => {
    expect((await titles('"code civil"'))[0]).toMatch(/^Code civil de 1804/);
  });

  it('`code de procédure pénale` puts the code in force first, and exclusions still exclude', async () => {
    expect((await titles('code de procédure pénale'))[0]).toMatch(
      /^Code de procédure pénale \(Loi n°040-2019/,
    );
    expect((await titles('code civil -pénale')).join('\n')).not.toMatch(/procédure pénale/);
  });
});
