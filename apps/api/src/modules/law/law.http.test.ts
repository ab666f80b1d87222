import { DocumentCitationsAnswer, DocumentDetail, VersionCompareAnswer } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/back-office-support';
import {
  adminSession,
  createTestApp,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';
import { createDocument, deleteDocument, updateDocument } from '../documents/document-store';

// api.md "Texts as the law stands", at the HTTP edge.

const CODE = [
  'Article 1',
  'Le présent code régit les relations de travail.',
  'Article 2',
  "Le contrat de travail est soumis aux dispositions de l'article 1 ci-dessus.",
  'Article 3',
  'Les articles 1 et 2 sont d’ordre public.',
].join('\n\n');

const DECREE = [
  'Article 1',
  "Le présent décret précise l'article 2 de la loi n°028-2008/AN du 13 mai 2008 et l'article 9 de la loi n°099-2020/AN.",
  'Article 2',
  'Les agents sont recrutés dans les conditions prévues par le code du travail.',
].join('\n\n');

describe(`the law as it stands: links, cité par, statuses, versions (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let reader: Record<string, string>;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let code: number;
  let decree: number;
  let draft: number;
  const get = (url: string, headers = reader) => t.app.inject({ method: 'GET', url, headers });
  const doc = async (id: number, query = '') =>
    DocumentDetail.parse((await get(`/api/documents/${id}${query}`)).json());
  const article = (d: DocumentDetail, id: string) => d.blocks.find((b) => b.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    reader = (await signedInAs(t.deps)).headers;
    admin = await adminSession(t.deps);
    code = await createDocument(t.deps.db, {
      title: 'Loi n°028-2008/AN portant code du travail',
      reference: 'Loi n°028-2008/AN du 13 mai 2008',
      content: CODE,
      publishedAt: '2008-05-13',
    });
    decree = await createDocument(t.deps.db, {
      title: 'Décret n°2014-611/PRES/PM/MEF portant statut des établissements',
      content: DECREE,
      publishedAt: '2014-07-24',
    });
    // Not published: a reference to it is no link.
    draft = await createDocument(t.deps.db, {
      title: 'Loi n°099-2020/AN portant code de test',
      content: 'Article 9\n\nTexte.',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('serves each article with its status and links: offsets into its text, to existing published targets only', async () => {
    const d = await doc(decree);
    const first = article(d, 'article-1');
    expect(first?.status).toBe('en_vigueur');
    expect(first?.statusNote).toBeNull();
    const words = (l: { from: number; to: number }) => first?.text.slice(l.from, l.to);
    expect(first?.links?.map((l) => [words(l), l.documentId, l.articleId])).toEqual([
      ['article 2', code, 'article-2'],
      ['loi n°028-2008/AN', code, undefined],
    ]);
    // The code named by its name, and its own references.
    expect(article(d, 'article-2')?.links).toEqual([expect.objectContaining({ documentId: code })]);
    const c = await doc(code);
    expect(article(c, 'article-2')?.links).toEqual([
      expect.objectContaining({ documentId: code, articleId: 'article-1' }),
    ]);
    expect(article(c, 'article-3')?.links?.map((l) => l.articleId)).toEqual(['article-1', 'article-2']);
    // Cited by article 2 and article 3 of the code itself, and by the decree: 3.
    expect(article(c, 'article-1')?.citedByCount).toBe(2);
    expect(article(c, 'article-2')?.citedByCount).toBe(2);
  });

  it('links a draft text only once it is published, and in every text naming it', async () => {
    const before = await doc(decree);
    expect(article(before, 'article-1')?.links?.some((l) => l.documentId === draft)).toBe(false);
    await updateDocument(t.deps.db, draft, { isPublished: true });
    const after = await doc(decree);
    expect(article(after, 'article-1')?.links?.filter((l) => l.documentId === draft)).toHaveLength(2);
    await updateDocument(t.deps.db, draft, { isPublished: false });
    expect(article(await doc(decree), 'article-1')?.links?.some((l) => l.documentId === draft)).toBe(false);
  });

  it('GET /citations says what cites the text (other texts) or one article (any), and what it cites', async () => {
    const res = await get(`/api/documents/${code}/citations`);
    expect(res.statusCode, res.body).toBe(200);
    const all = DocumentCitationsAnswer.parse(res.json());
    expect(all.total).toBe(2);
    expect(all.citedBy.map((c) => [c.document.id, c.article?.id])).toEqual([
      [decree, 'article-1'],
      [decree, 'article-2'],
    ]);
    expect(all.citedBy[0].excerpt).toContain("l'article 2 de la loi n°028-2008/AN");
    const one = DocumentCitationsAnswer.parse(
      (await get(`/api/documents/${code}/citations?articleId=article-1`)).json(),
    );
    expect(one.citedBy.map((c) => c.article?.label)).toEqual(['Article 2', 'Article 3']);
    const cites = DocumentCitationsAnswer.parse(
      (await get(`/api/documents/${decree}/citations`)).json(),
    ).cites;
    expect(cites.map((c) => [c.document.id, c.article?.id])).toEqual([
      [code, 'article-2'],
      [code, undefined],
    ]);
    expect((await get(`/api/documents/${code}/citations?articleId=article-99`)).statusCode).toBe(404);
    expect((await get(`/api/documents/${code}/citations?page=0`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${code}/citations` })).statusCode).toBe(
      401,
    );
  });

  it('PUT …/status: audited, CSRF-checked; the article is marked in the text and the table of contents', async () => {
    const url = `/api/documents/${code}/articles/article-3/status`;
    const payload = {
      status: 'abroge',
      statusNote: {
        text: 'Abrogé par le décret',
        by: { documentId: decree, articleId: 'article-1' },
        date: '2014-07-24',
      },
    };
    expect((await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload })).statusCode).toBe(
      403,
    );
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${code}/articles/article-77/status`,
      headers: admin.headersWithCsrf,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    const badBy = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headersWithCsrf,
      payload: { ...payload, statusNote: { ...payload.statusNote, by: { documentId: 999_999 } } },
    });
    expect(badBy.statusCode).toBe(400);
    expect(badBy.json().message).toBe("Le texte indiqué comme auteur du changement n'existe pas");
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headersWithCsrf,
      payload: { status: 'supprime' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'PUT', url, headers: admin.headersWithCsrf, payload });
    expect(ok.statusCode, ok.body).toBe(200);
    const c = await doc(code, '?full=1');
    expect(article(c, 'article-3')).toMatchObject({
      status: 'abroge',
      statusNote: {
        text: 'Abrogé par le décret',
        by: { documentId: decree, articleId: 'article-1', reference: expect.any(String) },
        date: '2014-07-24',
      },
    });
    expect(c.toc.find((e) => e.id === 'article-3')?.status).toBe('abroge');
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'set-article-status')
      .execute();
    expect(audit).toEqual([{ action: 'set-article-status', entity_id: String(code) }]);
  });

  it('POST /versions keeps the previous version readable with its own statuses and links; compare; search reads the current', async () => {
    const form = await multipart({
      content: [
        'Article 1',
        'Le présent code régit le travail salarié.',
        'Article 2',
        'Le contrat est écrit.',
        'Article 4',
        'Une nouveauté.',
      ].join('\n\n'),
      validFrom: '2020-01-01',
      label: 'Version de 2020',
      note: 'Après la loi de 2019',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${code}/versions`,
      headers: { ...admin.headersWithCsrf, ...form.headers },
      payload: (await multipart({ content: 'Article 1\n\nx', validFrom: '2001-01-01' })).payload,
    });
    expect(refused.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${code}/versions`,
      headers: { ...admin.headersWithCsrf, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const versions = (await get(`/api/documents/${code}/versions`)).json().versions;
    expect(versions).toEqual([
      expect.objectContaining({
        label: 'Version du 13 mai 2008',
        validFrom: '2008-05-13',
        validTo: '2019-12-31',
        current: false,
      }),
      expect.objectContaining({
        label: 'Version de 2020',
        validFrom: '2020-01-01',
        validTo: null,
        current: true,
        note: 'Après la loi de 2019',
      }),
    ]);
    const [old, current] = versions as Array<{ id: number }>;
    const now = await doc(code, '?full=1');
    expect(now.version).toMatchObject({ id: current.id, current: true });
    expect(article(now, 'article-3')).toBeUndefined();
    const then = await doc(code, `?full=1&version=${old.id}`);
    expect(then.version).toMatchObject({ id: old.id, current: false });
    expect(article(then, 'article-3')?.status).toBe('abroge');
    expect(article(then, 'article-3')?.links?.map((l) => l.articleId)).toEqual(['article-1', 'article-2']);
    expect(article(now, 'article-2')?.links).toEqual([]);
    expect((await get(`/api/documents/${code}?version=999999`)).statusCode).toBe(404);
    const compared = VersionCompareAnswer.parse(
      (await get(`/api/documents/${code}/versions/compare?from=${old.id}&to=${current.id}`)).json(),
    );
    expect(compared.articles.map((a) => [a.label, a.change])).toEqual([
      ['Article 1', 'modified'],
      ['Article 2', 'modified'],
      ['Article 3', 'removed'],
      ['Article 4', 'added'],
    ]);
    expect(compared.counts).toEqual({ added: 1, removed: 1, modified: 2, unchanged: 0 });
    expect(
      (await get(`/api/documents/${code}/versions/compare?from=${old.id}&to=${old.id}`)).statusCode,
    ).toBe(400);
    // Links into the code go to its current version: its article 2 is still there, so the decree's link holds.
    expect(article(await doc(decree), 'article-1')?.links?.[0]).toMatchObject({
      documentId: code,
      articleId: 'article-2',
    });
    const search = async (q: string) =>
      (await get(`/api/documents/filtered?q=${encodeURIComponent(q)}`))
        .json()
        .documents.map((d: { id: number }) => d.id);
    expect(await search('salarié')).toContain(code);
    expect(await search('relations de travail')).not.toContain(code);
  });

  it('a deleted text’s links disappear everywhere', async () => {
    await deleteDocument(t.deps.db, code);
    const d = await doc(decree);
    expect(d.blocks.flatMap((b) => b.links ?? [])).toEqual([]);
    const cites = DocumentCitationsAnswer.parse(
      (await get(`/api/documents/${decree}/citations`)).json(),
    ).cites;
    expect(cites).toEqual([]);
    expect((await get(`/api/documents/${code}/citations`)).statusCode).toBe(404);
  });
});
