import {
  ADMIN_MESSAGES,
  type AdminDocumentListQuery,
  DOCUMENT_NOT_FOUND,
  DOCUMENTS_API_MESSAGES,
  type DocumentFormBody,
} from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import type { UploadedPdf } from '../../http/multipart';
import { containsText, offsetOf, paged, toCount } from '../../http/paging';
import { writeAudit } from '../../platform/audit-trail';
import type { DB } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import type { ActiveSession } from '../accounts/sessions';
import type { LawTextWriter } from '../law/admin-routes';
import {
  DOCUMENT_COLUMNS,
  type DocumentRow,
  documentQuery,
  pdfUrlOf,
  presentDocument,
} from './admin-presenter';
import { categoryFormFields, writeCategoryFields } from './category-readers';
import {
  createDocument,
  type DocumentInput,
  deleteDocument,
  setDocumentPdf,
  updateDocument,
} from './document-store';
import { extractPdfText } from './pdf/extract-text';
import { assertValidPdf, safeDownloadName } from './pdf/validate';

const NOT_FOUND = DOCUMENT_NOT_FOUND;
const CONTENT_REQUIRED = DOCUMENTS_API_MESSAGES.contentRequired;

export async function listDocuments(db: DB, q: AdminDocumentListQuery) {
  let query = documentQuery(db);
  const search = q.search;
  // An administrator looks a text up by its title or by the reference users cite ('028-2008').
  if (search)
    query = query.where((eb) =>
      eb.or([containsText('documents.title', search), containsText('documents.reference', search)]),
    );
  if (q.domaine) query = query.where('documents.domaine_id', '=', q.domaine);
  if (q.docType) query = query.where('documents.doc_type_id', '=', q.docType);
  if (q.organisme) query = query.where('documents.organisme_id', '=', q.organisme);
  const total = toCount((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = (await query
    .select(DOCUMENT_COLUMNS)
    .orderBy('documents.updated_at', 'desc')
    .orderBy('documents.id', 'desc')
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit))
    .execute()) as DocumentRow[];
  const documents = rows.map(presentDocument);
  return { ...paged(documents, total, q.page, q.limit), documents };
}

export async function getDocument(db: DB, id: number, withContent: boolean) {
  const row = (await documentQuery(db)
    .select(DOCUMENT_COLUMNS)
    .$if(withContent, (qb) => qb.select('documents.content'))
    .where('documents.id', '=', id)
    .executeTakeFirst()) as DocumentRow | undefined;
  if (!row) throw notFound(NOT_FOUND);
  const document = presentDocument(row);
  return withContent ? { ...document, ...(await categoryFormFields(db, id, document.docTypeId)) } : document;
}

/** Chosen ids must exist: a clear 400 rather than a foreign-key failure. */
async function assertReferencesExist(
  db: DB,
  f: Pick<DocumentFormBody, 'domaineId' | 'organismeId' | 'docTypeId'>,
) {
  const errors: Array<{ field: string; message: string }> = [];
  if (
    f.domaineId &&
    !(await db.selectFrom('domaines').select('id').where('id', '=', f.domaineId).executeTakeFirst())
  )
    errors.push({ field: 'domaineId', message: DOCUMENTS_API_MESSAGES.unknownDomaine });
  if (
    f.organismeId &&
    !(await db.selectFrom('organismes').select('id').where('id', '=', f.organismeId).executeTakeFirst())
  )
    errors.push({ field: 'organismeId', message: DOCUMENTS_API_MESSAGES.unknownOrganisme });
  if (
    f.docTypeId &&
    !(await db.selectFrom('doc_types').select('id').where('id', '=', f.docTypeId).executeTakeFirst())
  )
    errors.push({ field: 'docTypeId', message: DOCUMENTS_API_MESSAGES.unknownDocType });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
}

const toInput = (f: DocumentFormBody): DocumentInput => ({
  title: f.title,
  content: f.content,
  preambule: f.preambule ?? null,
  publishedAt: f.publishedAt ?? null,
  domaineId: f.domaineId,
  organismeId: f.organismeId ?? null,
  docTypeId: f.docTypeId ?? null,
  externalPdfUrl: f.externalPdfUrl ?? null,
  // Not sent (a client that does not know them): none or in force on creation, unchanged on update.
  reference: f.reference,
  status: f.status ?? undefined,
  statusNote: f.statusNote,
});

interface StoredPdf {
  path: string;
  name: string;
  size: number;
}

/**
 * Puts the PDF in storage, runs the database work, and keeps both in step:
 * if the database work fails the new file is removed; once it committed, the file it replaced is removed.
 */
async function withStoredPdf<T>(
  request: FastifyRequest,
  file: UploadedPdf | null,
  work: (pdf: StoredPdf | null) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  const { storage } = request.server.deps;
  const pdf = file
    ? {
        path: await storage.put(file.data, 'pdf'),
        name: safeDownloadName(file.filename),
        size: file.data.length,
      }
    : null;
  let outcome: { result: T; replaced: string | null };
  try {
    outcome = await work(pdf);
  } catch (error) {
    if (pdf) await storage.delete(pdf.path).catch(() => {});
    throw error;
  }
  if (outcome.replaced && outcome.replaced !== pdf?.path) await removeQuietly(request, outcome.replaced);
  return outcome.result;
}

async function removeQuietly(request: FastifyRequest, key: string) {
  try {
    await request.server.deps.storage.delete(key);
  } catch (err) {
    // The row no longer points at the file: a leftover file is harmless, a failed answer would not be.
    request.log.warn({ err, key }, 'could not delete a replaced PDF');
  }
}

/**
 * Content given by the form, or else the PDF's text read as an official text (the import's pipeline: page
 * furniture out, notes kept, headings recognised, in a child process with time and memory limits); its front matter
 * becomes the preamble when the form gives none. Neither is a 400 (saying why when the PDF was too costly).
 */
async function resolveContent(request: FastifyRequest, form: DocumentFormBody, file: UploadedPdf | null) {
  if (form.content.trim())
    return { content: form.content, preambule: form.preambule ?? null, fromPdf: false };
  const read = file ? await extractPdfText(file.data, request.server.deps.config.pdfText) : null;
  if (read?.limited) {
    const message = DOCUMENTS_API_MESSAGES.pdfTextTooCostly;
    throw badRequest(message, [{ field: 'content', message }]);
  }
  if (!read?.text.trim())
    throw badRequest(CONTENT_REQUIRED, [{ field: 'content', message: CONTENT_REQUIRED }]);
  return { content: read.text, preambule: form.preambule ?? read.preamble, fromPdf: true };
}

export async function createDocumentFromForm(
  request: FastifyRequest,
  actor: ActiveSession,
  form: DocumentFormBody,
  file: UploadedPdf | null = null,
) {
  const { db } = request.server.deps;
  if (file) assertValidPdf(file);
  await assertReferencesExist(db, form);
  const { content, preambule, fromPdf } = await resolveContent(request, form, file);
  const id = await withStoredPdf(request, file, async (pdf) =>
    withTransaction(db, async (trx) => {
      const newId = await createDocument(trx, { ...toInput(form), content, preambule });
      await writeCategoryFields(trx, newId, form.docTypeId, form.decision);
      if (pdf) await setDocumentPdf(trx, newId, pdf);
      await writeAudit(trx, request, actor, {
        action: 'create',
        entity: 'document',
        entityId: newId,
        details: { title: form.title, pdf: pdf ? pdf.name : null, contentFromPdf: fromPdf },
      });
      return { result: newId, replaced: null };
    }),
  );
  return { document: await getDocument(db, id, true), contentFromPdf: fromPdf };
}

export async function updateDocumentFromForm(
  request: FastifyRequest,
  actor: ActiveSession,
  id: number,
  form: DocumentFormBody,
  file: UploadedPdf | null = null,
) {
  const { db } = request.server.deps;
  await getDocument(db, id, false);
  if (file) assertValidPdf(file);
  await assertReferencesExist(db, form);
  const { content, preambule, fromPdf } = await resolveContent(request, form, file);
  await withStoredPdf(request, file, async (pdf) =>
    withTransaction(db, async (trx) => {
      const found = await updateDocument(trx, id, { ...toInput(form), content, preambule });
      if (!found) throw notFound(NOT_FOUND);
      await writeCategoryFields(trx, id, form.docTypeId, form.decision);
      const replaced = pdf ? (await setDocumentPdf(trx, id, pdf)).previous : null;
      await writeAudit(trx, request, actor, {
        action: 'update',
        entity: 'document',
        entityId: id,
        details: { title: form.title, pdf: pdf ? pdf.name : undefined, contentFromPdf: fromPdf || undefined },
      });
      return { result: null, replaced };
    }),
  );
  return { document: await getDocument(db, id, true), contentFromPdf: fromPdf };
}

export async function deleteDocumentById(request: FastifyRequest, actor: ActiveSession, id: number) {
  const { db } = request.server.deps;
  const result = await withTransaction(db, async (trx) => {
    const title = (await trx.selectFrom('documents').select('title').where('id', '=', id).executeTakeFirst())
      ?.title;
    const r = await deleteDocument(trx, id);
    if (!r.deleted) throw notFound(NOT_FOUND);
    await writeAudit(trx, request, actor, {
      action: 'delete',
      entity: 'document',
      entityId: id,
      details: { title },
    });
    return r;
  });
  // Only once the row is gone for good: the file goes too.
  if (result.pdfPath) await removeQuietly(request, result.pdfPath);
}

/** Attaches or replaces the PDF of an existing document. */
export async function uploadDocumentPdf(
  request: FastifyRequest,
  actor: ActiveSession,
  id: number,
  file: UploadedPdf | null,
) {
  const { db } = request.server.deps;
  const current = await db
    .selectFrom('documents')
    .select(['id', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound(NOT_FOUND);
  if (!file)
    throw badRequest(ADMIN_MESSAGES.pdfMissing, [{ field: 'pdf', message: ADMIN_MESSAGES.pdfMissing }]);
  assertValidPdf(file);
  // An empty document gets the PDF's text, so it becomes searchable; a PDF too costly to read is kept without it.
  const read = current.content.trim()
    ? null
    : await extractPdfText(file.data, request.server.deps.config.pdfText);
  const text = read?.text ?? '';
  const stored = await withStoredPdf(request, file, async (pdf) =>
    withTransaction(db, async (trx) => {
      const { found, previous } = await setDocumentPdf(trx, id, pdf!);
      if (!found) throw notFound(NOT_FOUND);
      if (text) await updateDocument(trx, id, { content: text });
      await writeAudit(trx, request, actor, {
        action: previous ? 'replace-pdf' : 'upload-pdf',
        entity: 'document',
        entityId: id,
        details: {
          name: pdf!.name,
          size: pdf!.size,
          contentFromPdf: !!text,
          ...(read?.limited ? { textExtraction: 'limits-exceeded' } : {}),
        },
      });
      return { result: pdf!, replaced: previous };
    }),
  );
  return {
    success: true as const,
    message: read?.limited ? DOCUMENTS_API_MESSAGES.pdfStoredWithoutText : DOCUMENTS_API_MESSAGES.pdfUploaded,
    pdfPath: stored.path,
    pdfUrl: pdfUrlOf(id, stored.path),
    hasPdf: true,
    contentFromPdf: !!text,
  };
}

export async function deleteDocumentPdf(request: FastifyRequest, actor: ActiveSession, id: number) {
  const { db } = request.server.deps;
  const previous = await withTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('documents')
      .select(['pdf_path', 'pdf_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    if (!row.pdf_path) throw notFound(DOCUMENTS_API_MESSAGES.noPdf);
    await setDocumentPdf(trx, id, null);
    await writeAudit(trx, request, actor, {
      action: 'delete-pdf',
      entity: 'document',
      entityId: id,
      details: { name: row.pdf_name },
    });
    return row.pdf_path;
  });
  await removeQuietly(request, previous);
  return {
    success: true as const,
    message: DOCUMENTS_API_MESSAGES.pdfDeleted,
    pdfPath: null,
    pdfUrl: null,
    hasPdf: false,
  };
}

/** What the law module's back-office writes need of a document (modules/index.ts gives it to them). */
export const documentTextWriter: LawTextWriter = {
  async touch(trx, id) {
    if (!(await updateDocument(trx, id, {}))) throw notFound(NOT_FOUND);
  },
  async writeText(trx, id, text) {
    if (!(await updateDocument(trx, id, { content: text.content, preambule: text.preambule })))
      throw notFound(NOT_FOUND);
  },
  async readText(request, form, file) {
    if (form.content.trim())
      return { content: form.content, preambule: form.preambule ?? null, fromPdf: false };
    const read = file ? await extractPdfText(file.data, request.server.deps.config.pdfText) : null;
    if (read?.limited) {
      const message = DOCUMENTS_API_MESSAGES.pdfTextTooCostly;
      throw badRequest(message, [{ field: 'content', message }]);
    }
    return read?.text.trim()
      ? { content: read.text, preambule: form.preambule ?? read.preamble, fromPdf: true }
      : null;
  },
  checkPdf: assertValidPdf,
  async setPdf(trx, id, pdf) {
    await setDocumentPdf(trx, id, pdf);
  },
  pdfName: (file) => safeDownloadName(file.filename),
};
