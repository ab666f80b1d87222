import {
  AdminDocumentAnswer,
  AdminDocumentListAnswer,
  AdminDocumentListQuery,
  DOCUMENTS_API_MESSAGES,
  DocumentFormBody,
  DocumentMultipartFields,
  IdParam,
  PdfUploadAnswer,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPdfForm } from '../../http/multipart';
import { parseOrBadRequest } from '../../http/parse-or-bad-request';
import { adminOf } from '../accounts/admin-session';
import { requireAdmin, requireAdminWithCsrf } from '../accounts/guards';
import {
  createDocumentFromForm,
  deleteDocumentById,
  deleteDocumentPdf,
  getDocument,
  listDocuments,
  updateDocumentFromForm,
  uploadDocumentPdf,
} from './admin-documents';

const tags = ['admin-documents'];
// Multipart bodies are read by the handler (readPdfForm), then checked with the same zod schema.
const multipartBody = { consumes: ['multipart/form-data'] };

/**
 * Back-office document writes. GET /api/documents/:id belongs to the documents module (it serves admins too);
 * the back-office reads one document with its full content at GET /api/admin/documents/:id.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents',
    {
      preValidation: requireAdmin,
      schema: { tags, querystring: AdminDocumentListQuery, response: { 200: AdminDocumentListAnswer } },
    },
    async (request) => listDocuments(app.deps.db, request.query),
  );

  app.get(
    '/admin/documents/:id',
    {
      preValidation: requireAdmin,
      schema: { tags, params: IdParam, response: { 200: AdminDocumentAnswer } },
    },
    async (request) => ({
      success: true as const,
      document: await getDocument(app.deps.db, request.params.id, true),
    }),
  );

  app.post(
    '/documents',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, body: DocumentFormBody, response: { 201: AdminDocumentAnswer } },
    },
    async (request, reply) => {
      const { document } = await createDocumentFromForm(request, adminOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, document, message: DOCUMENTS_API_MESSAGES.created });
    },
  );

  app.put(
    '/documents/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, body: DocumentFormBody, response: { 200: AdminDocumentAnswer } },
    },
    async (request) => {
      const { document } = await updateDocumentFromForm(
        request,
        adminOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, document, message: DOCUMENTS_API_MESSAGES.updated };
    },
  );

  app.delete(
    '/documents/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await deleteDocumentById(request, adminOf(request), request.params.id);
      return { success: true as const, message: DOCUMENTS_API_MESSAGES.deleted };
    },
  );

  app.post(
    '/documents/create-with-pdf',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, ...multipartBody, response: { 201: AdminDocumentAnswer } },
    },
    async (request, reply) => {
      const { fields, file } = await readPdfForm(request);
      const form = parseOrBadRequest(DocumentMultipartFields, fields);
      const result = await createDocumentFromForm(request, adminOf(request), form, file);
      return reply
        .status(201)
        .send({ success: true as const, ...result, message: DOCUMENTS_API_MESSAGES.created });
    },
  );

  app.post(
    '/documents/:id/update-with-pdf',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, ...multipartBody, params: IdParam, response: { 200: AdminDocumentAnswer } },
    },
    async (request) => {
      const { fields, file } = await readPdfForm(request);
      const form = parseOrBadRequest(DocumentMultipartFields, fields);
      const result = await updateDocumentFromForm(request, adminOf(request), request.params.id, form, file);
      return { success: true as const, ...result, message: DOCUMENTS_API_MESSAGES.updated };
    },
  );

  app.post(
    '/admin/documents/:id/upload-pdf',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, ...multipartBody, params: IdParam, response: { 200: PdfUploadAnswer } },
    },
    async (request) => {
      const { file } = await readPdfForm(request);
      return uploadDocumentPdf(request, adminOf(request), request.params.id, file);
    },
  );

  app.delete(
    '/admin/documents/:id/delete-pdf',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: PdfUploadAnswer } },
    },
    async (request) => deleteDocumentPdf(request, adminOf(request), request.params.id),
  );
};
export default routes;
