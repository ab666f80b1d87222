import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, updateDocument } from '../../src/modules/documents/document-store';
import { insertFixtures } from '../../src/modules/documents/test-fixtures';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';

/** What a reader's search may not depend on: queries about the draft's title, words and articles. */
const PROBES = [
  'article 1 zorglub confidentiel',
  'article 7 zorglub',
  'article 2 zorglub',
  'zorglub',
  'zorglob',
  'confidentiel',
  'article 3',
  'projet confidentiel',
];

/**
 * Issue 29, finding 7: with a draft titled "Projet confidentiel zorglub…", a reader's `article 1 zorglub
 * confidentiel` answered textName "Zorglub confidentiel" and `article 7 zorglub` listed missing ["7"]: the
 * draft's title and article numbers showed through reference search. A reader's answers are now the same
 * whether the draft exists or not.
 */
describe(`drafts never show in a reader's search (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  const answers = async () => {
    const out: Record<string, unknown> = {};
    for (const q of PROBES) {
      const res = await t.app.inject({ url: `/api/documents/filtered?q=${encodeURIComponent(q)}`, headers });
      expect(res.statusCode).toBe(200);
      out[q] = res.json();
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps)).headers;
  });
  afterAll(() => t?.close());

  it('answers every probe of the draft as if it did not exist, and finds it once published', async () => {
    const before = await answers();
    const draft = await createDocument(t.deps.db, {
      title: 'Projet confidentiel zorglub portant réforme du statut',
      content: [1, 2, 3, 4, 5, 6]
        .map((n) => `Article ${n}\nDisposition confidentielle zorglub numéro ${n}.`)
        .join('\n\n'),
      isPublished: false,
    });
    const withDraft = await answers();
    for (const q of PROBES) expect(withDraft[q], q).toEqual(before[q]);
    expect((withDraft['article 1 zorglub confidentiel'] as { reference: unknown }).reference).toMatchObject({
      textName: null,
    });

    // Published, it is found; unpublished again, it is gone.
    await updateDocument(t.deps.db, draft, { isPublished: true, publishedAt: '2024-01-01' });
    const published = (await answers())['article 1 zorglub confidentiel'] as {
      documents: Array<{ id: number }>;
      reference: { textName: string | null };
    };
    expect(published.documents[0]?.id).toBe(draft);
    await updateDocument(t.deps.db, draft, { isPublished: false });
    const hidden = await answers();
    for (const q of PROBES) expect(hidden[q], q).toEqual(before[q]);
  });
});
