import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  DOCUMENT_FIRST_WINDOW,
  DocumentBlocksAnswer,
  DocumentDetail,
  DocumentTocAnswer,
  type Role,
} from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  createTestApp,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';
import { createDocument } from './document-store';
import { insertFixtures, PDF_BYTES } from './test-fixtures';

describe(`documents: reading, PDF download, stats (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: Record<string, number>;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertFixtures(t.deps);
  });
  afterAll(() => t.close());

  describe('GET /api/documents/:id', () => {
    it('needs a signed-in user', async () => {
      const res = await get(`/api/documents/${ids.travail}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Authentification requise');
    });

    it('answers the document with its blocks, table of contents and every field of the spec', async () => {
      const { headers } = await signedInAs(t.deps);
      const res = await get(`/api/documents/${ids.travail}`, headers);
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc).toMatchObject({
        id: ids.travail,
        title: 'Code du travail (extraits)',
        slug: 'code-du-travail-extraits',
        preambule: "L'Assemblée nationale a délibéré et adopté la loi dont la teneur suit.",
        publishedAt: '2008-05-13',
        docType: { type: 'Code', category: 'normes-generales' },
        domaine: { name: 'Droit du travail' },
        domain: { name: 'Droit du travail' },
        organisme: { name: 'Assemblée nationale' },
        jurisdiction: 'Tribunal du travail',
        hasPdf: false,
        pdfUrl: null,
        pdfPath: null,
        pdf_path: null,
      });
      expect(doc.documentType).toEqual(doc.docType);
      expect(doc.content).toContain('Article 116');
      expect(doc.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(doc.toc.map((e: { id: string }) => e.id)).toEqual([
        'titre-3',
        'article-115',
        'article-116',
        'article-117',
      ]);
      const article = doc.blocks.find((b: { id: string }) => b.id === 'article-116');
      expect(article).toMatchObject({ kind: 'article', label: 'Article 116' });
      expect(article.text).toContain('faute lourde');
    });

    it('gives the download URL, never the storage key', async () => {
      const { headers } = await signedInAs(t.deps);
      const doc = (await get(`/api/documents/${ids.arbitrage}`, headers)).json();
      const url = `/api/documents/${ids.arbitrage}/download-pdf`;
      expect(doc).toMatchObject({
        hasPdf: true,
        pdfUrl: url,
        pdfPath: url,
        pdf_path: url,
        pdfName: 'arbitrage.pdf',
      });
      const key = await t.deps.db
        .selectFrom('documents')
        .select('pdf_path')
        .where('id', '=', ids.arbitrage)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(doc)).not.toContain(key.pdf_path);
    });

    it('hides drafts from users and shows them to administrators', async () => {
      const user = await signedInAs(t.deps, 'ROLE_PREMIUM');
      expect((await get(`/api/documents/${ids.draft}`, user.headers)).statusCode).toBe(404);
      expect((await get(`/api/documents/${ids.draft}`, user.headers)).json().error).toBe(
        'Document non trouvé',
      );
      // An administrator's public session as well as a back-office session.
      const adminUser = await signedInAs(t.deps, 'ROLE_ADMIN');
      expect((await get(`/api/documents/${ids.draft}`, adminUser.headers)).json().publishedAt).toBeNull();
      const backOffice = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
      const res = await get(`/api/documents/${ids.draft}`, backOffice.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toContain('brouillon');
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const { headers } = await signedInAs(t.deps);
      const missing = await get('/api/documents/999999', headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Document non trouvé');
      expect((await get('/api/documents/abc', headers)).statusCode).toBe(400);
    });

    it('parses a long code into blocks', async () => {
      const parts: string[] = [];
      for (let i = 1; i <= 3000; i++)
        parts.push(`Article ${i}\nLe présent article ${i} dispose que la loi s’applique.`);
      const id = await createDocument(t.deps.db, {
        title: 'Code de test long',
        content: parts.join('\n\n'),
        publishedAt: '2020-01-01',
      });
      const { headers } = await signedInAs(t.deps);
      const doc = (await get(`/api/documents/${id}`, headers)).json();
      expect(doc.blocks).toHaveLength(DOCUMENT_FIRST_WINDOW);
      expect(doc.blocksTotal).toBe(3000);
      // The table of contents of a long document comes apart.
      expect(doc.toc).toEqual([]);
      expect(doc.tocTotal).toBe(3000);
      const { toc } = DocumentTocAnswer.parse((await get(`/api/documents/${id}/toc`, headers)).json());
      expect(toc).toHaveLength(3000);
      expect(toc.at(-1)).toMatchObject({ id: 'article-3000', label: 'Article 3000' });
      expect(doc.contentLength).toBe(parts.join('\n\n').length);
      expect(doc.lineCount).toBe(3 * 3000 - 1);
    });
  });

  describe('long documents: text sent once, blocks in windows, ETag', () => {
    let longId: number;
    let text: string;
    beforeAll(async () => {
      const parts: string[] = ['TITRE PREMIER : DISPOSITIONS GÉNÉRALES'];
      for (let i = 1; i <= 1200; i++)
        parts.push(`Article ${i}\nL’employeur informe le salarié ${i} de ses droits et obligations.`);
      text = parts.join('\n\n');
      longId = await createDocument(t.deps.db, {
        title: 'Code long à fenêtres',
        content: text,
        publishedAt: '2021-01-01',
      });
    });

    it('leaves content out and keeps the answer well under twice the text', async () => {
      const { headers } = await signedInAs(t.deps);
      const res = await get(`/api/documents/${longId}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const doc = DocumentDetail.parse(res.json());
      expect(doc.content).toBeNull();
      expect(doc.contentLength).toBe(text.length);
      expect(doc.blocksTotal).toBe(1201);
      expect(res.body.length).toBeLessThan(text.length * 2);
      // The whole text, when asked for, comes once in content and once in the blocks: never more.
      const full = await get(`/api/documents/${longId}?full=1`, headers);
      const fullDoc = DocumentDetail.parse(full.json());
      expect(fullDoc.content).toBe(text);
      expect(fullDoc.blocks).toHaveLength(1201);
      expect(full.headers.etag).not.toBe(res.headers.etag);
    });

    it('sends the same answer compressed (br, gzip) as in identity, for the first and repeated requests', async () => {
      const { headers } = await signedInAs(t.deps);
      const plain = await get(`/api/documents/${longId}`, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip'] as const)
        for (let i = 0; i < 2; i++) {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/documents/${longId}`,
            headers: { ...headers, 'accept-encoding': encoding === 'br' ? 'gzip, br' : 'gzip' },
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toContain('Accept-Encoding');
          expect(res.headers.etag).toBe(plain.headers.etag);
          const bytes = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
          expect(bytes.toString('utf8')).toBe(plain.body);
          expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        }
    });

    it('keeps content and the table of contents in the answer of a short document', async () => {
      const { headers } = await signedInAs(t.deps);
      const doc = (await get(`/api/documents/${ids.travail}`, headers)).json();
      expect(doc.content).toContain('Article 116');
      expect(doc.blocks).toHaveLength(doc.blocksTotal);
      expect(doc.toc.length).toBeGreaterThan(0);
      expect(doc.tocTotal).toBe(doc.toc.length);
      const apart = DocumentTocAnswer.parse((await get(`/api/documents/${ids.travail}/toc`, headers)).json());
      expect(apart.toc).toEqual(doc.toc);
    });

    it('sends the table of contents apart: every heading and article, with its own ETag and compression', async () => {
      const { headers } = await signedInAs(t.deps);
      const first = DocumentDetail.parse((await get(`/api/documents/${longId}`, headers)).json());
      const full = DocumentDetail.parse((await get(`/api/documents/${longId}?full=1`, headers)).json());
      expect(first.toc).toEqual([]);
      expect(first.tocTotal).toBe(1201);
      const res = await get(`/api/documents/${longId}/toc`, headers);
      expect(res.statusCode).toBe(200);
      const { toc } = DocumentTocAnswer.parse(res.json());
      expect(toc).toEqual(full.toc);
      expect(toc).toHaveLength(first.tocTotal);
      expect(toc[0]).toMatchObject({ kind: 'titre', heading: 'DISPOSITIONS GÉNÉRALES' });
      expect(toc.at(-1)).toMatchObject({ id: 'article-1200', kind: 'article' });
      // Its ETag is its own, and answers 304.
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(etag).not.toBe((await get(`/api/documents/${longId}`, headers)).headers.etag);
      expect(
        (await get(`/api/documents/${longId}/toc`, { ...headers, 'if-none-match': etag })).statusCode,
      ).toBe(304);
      const br = await get(`/api/documents/${longId}/toc`, { ...headers, 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);
      // The first answer without it is much smaller than with it.
      expect((await get(`/api/documents/${longId}`, headers)).body.length).toBeLessThan(
        JSON.stringify({ ...first, toc }).length * 0.8,
      );
    });

    it('refuses visitors, hides drafts from users and answers 404 for an unknown id on /toc', async () => {
      expect((await get(`/api/documents/${longId}/toc`)).statusCode).toBe(401);
      const user = await signedInAs(t.deps, 'ROLE_PREMIUM');
      const draft = await get(`/api/documents/${ids.draft}/toc`, user.headers);
      expect(draft.statusCode).toBe(404);
      expect(draft.json().error).toBe('Document non trouvé');
      expect(
        (await get(`/api/documents/${ids.draft}/toc`, { ...user.headers, 'if-none-match': '*' })).statusCode,
      ).toBe(404);
      const admin = await signedInAs(t.deps, 'ROLE_ADMIN');
      expect((await get(`/api/documents/${ids.draft}/toc`, admin.headers)).statusCode).toBe(200);
      expect((await get('/api/documents/999999/toc', user.headers)).statusCode).toBe(404);
      const malformed = await get('/api/documents/abc/toc', user.headers);
      expect(malformed.statusCode).toBe(400);
    });

    it('gives windows that concatenate to every block in order', async () => {
      const { headers } = await signedInAs(t.deps);
      const first = DocumentDetail.parse((await get(`/api/documents/${longId}`, headers)).json());
      const all = [...first.blocks];
      while (all.length < first.blocksTotal) {
        const res = await get(`/api/documents/${longId}/blocks?from=${all.length}&limit=500`, headers);
        expect(res.statusCode).toBe(200);
        const page = DocumentBlocksAnswer.parse(res.json());
        expect(page.from).toBe(all.length);
        expect(page.blocks.length).toBeGreaterThan(0);
        all.push(...page.blocks);
      }
      const full = DocumentDetail.parse((await get(`/api/documents/${longId}?full=1`, headers)).json());
      expect(all).toEqual(full.blocks);
      expect(all.map((b) => b.id).at(-1)).toBe('article-1200');
      const past = (await get(`/api/documents/${longId}/blocks?from=5000`, headers)).json();
      expect(past.blocks).toEqual([]);
    });

    it('answers 304 for a known ETag, and a new ETag after an edit', async () => {
      const { headers } = await signedInAs(t.deps);
      const res = await get(`/api/documents/${longId}`, headers);
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(res.headers['cache-control']).toBe('private, no-store');
      const again = await get(`/api/documents/${longId}`, { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Access is checked before the ETag: a visitor with the tag is still refused.
      expect((await get(`/api/documents/${longId}`, { 'if-none-match': etag })).statusCode).toBe(401);
      await t.deps.db
        .updateTable('documents')
        .set({ updated_at: '2030-01-01T00:00:00.000Z' })
        .where('id', '=', longId)
        .execute();
      const changed = await get(`/api/documents/${longId}`, { ...headers, 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('refuses visitors, hides drafts from users on /blocks', async () => {
      expect((await get(`/api/documents/${longId}/blocks`)).statusCode).toBe(401);
      const user = await signedInAs(t.deps, 'ROLE_PREMIUM');
      const draft = await get(`/api/documents/${ids.draft}/blocks`, user.headers);
      expect(draft.statusCode).toBe(404);
      expect(draft.json().error).toBe('Document non trouvé');
      const admin = await signedInAs(t.deps, 'ROLE_ADMIN');
      expect((await get(`/api/documents/${ids.draft}/blocks`, admin.headers)).statusCode).toBe(200);
      const draftHead = await get(`/api/documents/${ids.draft}`, {
        ...user.headers,
        'if-none-match': '*',
      });
      expect(draftHead.statusCode).toBe(404);
    });

    it('refuses a bad from or limit with a French message', async () => {
      const { headers } = await signedInAs(t.deps);
      for (const q of ['from=-1', 'from=abc', 'limit=0', 'limit=501', 'limit=2.5']) {
        const res = await get(`/api/documents/${longId}/blocks?${q}`, headers);
        expect(res.statusCode, q).toBe(400);
        expect(JSON.stringify(res.json()), q).toMatch(/Position de départ invalide|Limite invalide/);
      }
    });
  });

  describe('GET /api/documents/:id/download-pdf', () => {
    const url = () => `/api/documents/${ids.arbitrage}/download-pdf`;

    it('refuses visitors with 401', async () => {
      const res = await get(url());
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Vous devez être connecté pour télécharger des documents');
    });

    it('refuses ROLE_USER with the premium message', async () => {
      const { headers } = await signedInAs(t.deps, 'ROLE_USER');
      const res = await get(url(), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PREMIUM_REQUIRED',
        error:
          'Le téléchargement des PDF est réservé aux abonnés Premium. Passez au Premium pour télécharger ce document.',
      });
    });

    for (const role of ['ROLE_PREMIUM', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as Role[]) {
      it(`sends the file to ${role}`, async () => {
        const { headers } = await signedInAs(t.deps, role);
        const res = await get(url(), headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(
          'attachment; filename="acte-uniforme-relatif-au-droit-de-l-arbitrage.pdf"',
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
      });
    }

    it('answers 404 when the document has no PDF or does not exist', async () => {
      const { headers } = await signedInAs(t.deps, 'ROLE_PREMIUM');
      const none = await get(`/api/documents/${ids.travail}/download-pdf`, headers);
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('Aucun PDF disponible pour ce document');
      expect((await get('/api/documents/999999/download-pdf', headers)).statusCode).toBe(404);
    });
  });

  it('GET /api/documents/stats/total counts published documents for everyone', async () => {
    const res = await get('/api/documents/stats/total');
    expect(res.statusCode).toBe(200);
    const published = await t.deps.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('published_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(res.json()).toEqual({ total: Number(published.n) });
    expect(res.json().total).toBeGreaterThanOrEqual(6);
  });
});
