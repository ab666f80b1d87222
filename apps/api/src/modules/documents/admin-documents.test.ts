import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fingerprint,
  makeImageOnlyPdf,
  makePdf,
  multipart,
  storedFiles,
} from '../../../test/back-office-support';
import {
  adminSession,
  createTestApp,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';

describe(`back-office documents and their PDF (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let domaineId: number;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
    domaineId = (await t.deps.db.selectFrom('domaines').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    pdf = await makePdf(['Article premier : texte du PDF.']);
  }, 30_000);
  afterAll(() => t.close());

  const createJson = async (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/documents', headers: admin.headersWithCsrf, payload });
  const sendForm = async (
    url: string,
    fields: Record<string, string | number>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const form = await multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headersWithCsrf, ...form.headers },
      payload: form.payload,
    });
  };
  const newDocument = async (title = 'Loi de test') =>
    (await createJson({ title, content: 'Article 1 : texte.', domaineId })).json().document.id as number;

  it('creates, lists (drafts included, with filters) and updates a document; slugs stay unique', async () => {
    const a = await createJson({
      title: 'Code minier',
      content: 'Article 1 : mines.',
      domaineId,
      publishedAt: '2024-05-02',
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await createJson({
      title: 'Code minier',
      content: 'Article 1 : brouillon.',
      domaineId,
      publishedAt: '',
    });
    expect(b.statusCode).toBe(201);
    expect(a.json().document).toMatchObject({
      slug: 'code-minier',
      publishedAt: '2024-05-02',
      domaine: { id: domaineId },
    });
    expect(b.json().document).toMatchObject({
      slug: 'code-minier-2',
      publishedAt: null,
      hasPdf: false,
      pdfUrl: null,
    });

    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents?search=minier&domaine=${domaineId}`,
        headers: admin.headers,
      })
    ).json();
    expect(list.totalItems).toBe(2);
    expect(list.documents).toHaveLength(2);
    expect(list.pagination).toEqual({ total: 2, page: 1, limit: 20, pages: 1 });
    const other = (
      await t.app.inject({
        method: 'GET',
        url: '/api/documents?search=minier&domaine=99999',
        headers: admin.headers,
      })
    ).json();
    expect(other.totalItems).toBe(0);

    const id = a.json().document.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers: admin.headersWithCsrf,
      payload: {
        title: 'Code minier révisé',
        content: 'Article 1 : mines révisées.',
        domaineId,
        publishedAt: '2024-06-01',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().document).toMatchObject({
      slug: 'code-minier-revise',
      content: 'Article 1 : mines révisées.',
    });
  });

  it('sets the reference and status users see, lists and finds a text by its reference', async () => {
    const created = await createJson({
      title: 'Code du travail',
      content: 'Article 1 : travail.',
      domaineId,
      publishedAt: '2008-05-13',
      reference: 'Loi n°028-2008/AN du 13 mai 2008',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().document.id;
    expect(created.json().document).toMatchObject({
      reference: 'Loi n°028-2008/AN du 13 mai 2008',
      status: 'in-force',
      statusNote: null,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/documents?search=028-2008',
      headers: admin.headers,
    });
    expect(list.json().documents.map((d: { id: number; reference: string }) => [d.id, d.reference])).toEqual([
      [id, 'Loi n°028-2008/AN du 13 mai 2008'],
    ]);

    const repealed = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${id}`,
      headers: admin.headersWithCsrf,
      payload: {
        title: 'Code du travail',
        content: 'Article 1 : travail.',
        domaineId,
        publishedAt: '2008-05-13',
        status: 'repealed',
        statusNote: 'Abrogé par une loi plus récente.',
      },
    });
    expect(repealed.statusCode, repealed.body).toBe(200);
    // Not sent, the reference stays; the status and its note change.
    expect(repealed.json().document).toMatchObject({
      reference: 'Loi n°028-2008/AN du 13 mai 2008',
      status: 'repealed',
      statusNote: 'Abrogé par une loi plus récente.',
    });
    const { headers } = await signedInAs(t.deps);
    const read = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers });
    expect(read.json()).toMatchObject({ status: 'repealed', reference: 'Loi n°028-2008/AN du 13 mai 2008' });

    const wrong = await createJson({ title: 'X', content: 'Texte.', domaineId, status: 'vivant' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', message: 'Statut du texte invalide' }),
      ]),
    );
  });

  it('checks the form: title, domain and content required, URL, date, existing ids', async () => {
    const res = await createJson({
      title: ' ',
      content: '',
      externalPdfUrl: 'pas une url',
      publishedAt: '02/05/2024',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      title: 'Le titre est requis',
      content: 'Le contenu est requis',
      domaineId: 'Le domaine est requis',
      externalPdfUrl: "L'URL du PDF externe doit être une URL valide",
    });
    expect(fields.publishedAt).toMatch(/date/);
    const unknown = await createJson({ title: 'T', content: 'C', domaineId: 99999, docTypeId: 99999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'domaineId', message: "Le domaine sélectionné n'existe pas" },
      { field: 'docTypeId', message: "Le type de document sélectionné n'existe pas" },
    ]);
  });

  it('refuses a file that is not a PDF: wrong signature, extension or media type, and keeps nothing', async () => {
    const id = await newDocument();
    const cases = [
      {
        name: 'faux.pdf',
        type: 'application/pdf',
        data: Buffer.from('MZ not a pdf at all'),
        error: "Le fichier n'est pas un PDF valide",
      },
      {
        name: 'loi.docx',
        type: 'application/pdf',
        data: pdf,
        error: 'Seuls les fichiers PDF sont autorisés',
      },
      {
        name: 'loi.pdf',
        type: 'text/plain',
        data: pdf,
        error: 'Type de fichier non valide. Seuls les PDF sont acceptés',
      },
    ];
    for (const c of cases) {
      const before = await fingerprint(t.deps);
      const res = await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, c);
      expect(res.statusCode, c.name).toBe(400);
      expect(res.json().error).toBe(c.error);
      expect(await fingerprint(t.deps)).toBe(before);
    }
    const before = await fingerprint(t.deps);
    const created = await sendForm(
      '/api/documents/create-with-pdf',
      { title: 'X', content: 'Y', domaineId },
      cases[0],
    );
    expect(created.statusCode).toBe(400);
    expect(await fingerprint(t.deps)).toBe(before);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
    const id = await newDocument();
    const big = Buffer.concat([pdf, Buffer.alloc(10_485_760 - pdf.length + 1, 0x20)]);
    const before = await fingerprint(t.deps);
    const res = await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, { name: 'gros.pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Le fichier ne peut pas dépasser 10MB');
    expect(await fingerprint(t.deps)).toBe(before);
  });

  it("stores under a generated key whatever the user's file name ('../', double extension)", async () => {
    for (const name of ['../../etc/passwd.pdf', 'facture.exe.pdf']) {
      const id = await newDocument();
      const res = await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, { name, data: pdf });
      expect(res.statusCode, res.body).toBe(200);
      const { pdfPath, pdfUrl, hasPdf } = res.json();
      expect(pdfPath).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}\.pdf$/);
      expect(pdfUrl).toBe(`/api/documents/${id}/download-pdf`);
      expect(hasPdf).toBe(true);
      expect(storedFiles(t.deps)).toContain(pdfPath);
      const row = await t.deps.db
        .selectFrom('documents')
        .select(['pdf_name', 'pdf_path'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.pdf_name).toBe(name === 'facture.exe.pdf' ? 'facture.exe.pdf' : 'passwd.pdf');
      expect(row.pdf_path).not.toContain('..');
    }
  });

  it('replacing a PDF deletes the old file; deleting the PDF or the document deletes its file', async () => {
    const id = await newDocument();
    const first = (
      await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, { name: 'v1.pdf', data: pdf })
    ).json().pdfPath;
    const second = (
      await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, { name: 'v2.pdf', data: pdf })
    ).json().pdfPath;
    expect(second).not.toBe(first);
    expect(storedFiles(t.deps)).not.toContain(first);
    expect(storedFiles(t.deps)).toContain(second);

    const third = await sendForm(
      `/api/documents/${id}/update-with-pdf`,
      { title: 'Loi v3', content: 'Article 1.', domaineId },
      { name: 'v3.pdf', data: pdf },
    );
    expect(third.statusCode, third.body).toBe(200);
    const thirdPath = third.json().document.pdfPath;
    expect(storedFiles(t.deps)).not.toContain(second);
    expect(storedFiles(t.deps)).toContain(thirdPath);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${id}/delete-pdf`,
      headers: admin.headersWithCsrf,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ hasPdf: false, pdfPath: null, pdfUrl: null });
    expect(storedFiles(t.deps)).not.toContain(thirdPath);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/documents/${id}/delete-pdf`,
      headers: admin.headersWithCsrf,
    });
    expect(again.statusCode).toBe(404);

    const withPdf = await sendForm(
      '/api/documents/create-with-pdf',
      { title: 'À supprimer', content: 'Texte.', domaineId },
      { name: 'x.pdf', data: pdf },
    );
    expect(withPdf.statusCode, withPdf.body).toBe(201);
    const doc = withPdf.json().document;
    expect(storedFiles(t.deps)).toContain(doc.pdfPath);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/${doc.id}`,
      headers: admin.headersWithCsrf,
    });
    expect(gone.statusCode).toBe(200);
    expect(storedFiles(t.deps)).not.toContain(doc.pdfPath);
    expect(
      await t.deps.db.selectFrom('documents').select('id').where('id', '=', doc.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('when the database write fails, the new file is removed (nothing half-saved)', async () => {
    const files = storedFiles(t.deps);
    const res = await sendForm(
      '/api/documents/create-with-pdf',
      { title: 'T', content: 'C', domaineId: 99999 },
      { name: 'x.pdf', data: pdf },
    );
    expect(res.statusCode).toBe(400);
    expect(storedFiles(t.deps)).toEqual(files);
    // A failure inside the transaction (here: the document vanished) removes the stored file too.
    const id = await newDocument();
    const put = t.deps.storage.put.bind(t.deps.storage);
    t.deps.storage.put = async (data, ext) => {
      const key = await put(data, ext);
      await t.deps.db.deleteFrom('documents').where('id', '=', id).execute();
      return key;
    };
    try {
      const r = await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, { name: 'x.pdf', data: pdf });
      expect(r.statusCode).toBe(404);
    } finally {
      t.deps.storage.put = put;
    }
    expect(storedFiles(t.deps)).toEqual(files);
  });

  it("reads a real PDF as an official text when the form's content is empty; the document is then found by search", async () => {
    const text = await makePdf([
      'LOI PORTANT REGIME DES QUOKKABINES\nArticle premier : Les quokkabines sont protegees.',
      'Article 2 : Toute capture est interdite.',
    ]);
    const res = await sendForm(
      '/api/documents/create-with-pdf',
      { title: 'Loi sur les espèces', content: '', domaineId, publishedAt: '2024-03-01' },
      { name: 'especes.pdf', data: text },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contentFromPdf).toBe(true);
    // The same extraction as the import: articles on their own line, the title page kept as the preamble.
    const created = res.json().document;
    expect(created.content).toBe(
      'Article premier\n\nLes quokkabines sont protegees.\n\nArticle 2\n\nToute capture est interdite.',
    );
    expect(created.preambule).toBe('LOI PORTANT REGIME DES QUOKKABINES');

    const reader = await signedInAs(t.deps, 'ROLE_USER');
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/documents/filtered?q=quokkabines',
      headers: reader.headers,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().documents.map((d: { id: number }) => d.id)).toContain(res.json().document.id);

    // A PDF without a text layer cannot stand in for the content.
    const scan = await sendForm(
      '/api/documents/create-with-pdf',
      { title: 'Scan', content: '', domaineId },
      { name: 'scan.pdf', data: await makeImageOnlyPdf() },
    );
    expect(scan.statusCode).toBe(400);
    expect(scan.json().error).toBe('Le contenu est requis');
  }, 30_000);

  it('the premium user downloads the uploaded PDF byte for byte', async () => {
    const id = (
      await createJson({ title: 'Publié', content: 'Texte.', domaineId, publishedAt: '2024-01-01' })
    ).json().document.id;
    await sendForm(`/api/admin/documents/${id}/upload-pdf`, {}, { name: 'p.pdf', data: pdf });
    const premium = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/download-pdf`,
      headers: premium.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
  });
});
