import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  rowWritesCounter,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';
import { createDocument, updateDocument } from './document-store';

describe(`document publication (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  const search = async (q: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/filtered?q=${encodeURIComponent(q)}`,
        headers,
      })
    ).json();

  it('an undated public text is found, shown without an invented date, and left out of date filters', async () => {
    const id = await createDocument(t.deps.db, {
      title: 'Traité relatif à l’harmonisation sans date',
      content: 'Article 1\n\nLe présent traité harmonise le droit des affaires.',
      publishedAt: null,
      isPublished: true,
    });
    const found = await search('harmonise');
    expect(found.documents.map((d: { id: number }) => d.id)).toContain(id);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers })).json();
    expect(detail).toMatchObject({ publishedAt: null, isPublished: true });
    const dated = (
      await t.app.inject({
        method: 'GET',
        url: '/api/documents/filtered?q=harmonise&period=current-year',
        headers,
      })
    ).json();
    expect(dated.documents.map((d: { id: number }) => d.id)).not.toContain(id);
  });

  it('no date means draft for a new document; saving an undated public text keeps it public', async () => {
    const draft = await createDocument(t.deps.db, {
      title: 'Projet de décret',
      content: 'Texte brouillon',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${draft}`, headers })).statusCode).toBe(
      404,
    );

    const undated = await createDocument(t.deps.db, {
      title: 'Convention ancienne',
      content: 'Texte',
      isPublished: true,
    });
    await updateDocument(t.deps.db, undated, {
      title: 'Convention ancienne (révisée)',
      publishedAt: null,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/documents/${undated}`, headers })).json().isPublished,
    ).toBe(true);

    const dated = await createDocument(t.deps.db, {
      title: 'Loi datée',
      content: 'Texte',
      publishedAt: '2020-05-04',
    });
    await updateDocument(t.deps.db, dated, { publishedAt: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${dated}`, headers })).statusCode).toBe(
      404,
    );
  });

  it('a saved text is found by its words and, re-saved, by its new words only; PostgreSQL writes each save once', async () => {
    // Writing the vector in a second statement left a dead copy of every row (a third of the table after a
    // bulk import); the vector now goes with the row's own INSERT or UPDATE.
    const id = await t.deps.db.transaction().execute(async (trx) => {
      const rowWrites = t.deps.dialect === 'postgres' ? await rowWritesCounter(trx, 'documents') : null;
      const created = await createDocument(trx, {
        title: 'Arrêté sur le transport fluvial',
        content: 'Article 1\n\nLe batelier tient un registre des passagers.',
        publishedAt: '2021-03-02',
      });
      if (rowWrites) expect(await rowWrites()).toEqual({ inserted: 1, updated: 0 });
      await updateDocument(trx, created, {
        content: 'Article 1\n\nLe passeur tient un registre des passagers.',
      });
      if (rowWrites) expect(await rowWrites()).toEqual({ inserted: 1, updated: 1 });
      return created;
    });
    expect((await search('passeur')).documents.map((d: { id: number }) => d.id)).toEqual([id]);
    expect((await search('batelier')).documents).toEqual([]);
    expect((await search('fluvial')).documents.map((d: { id: number }) => d.id)).toEqual([id]);
  });
});
