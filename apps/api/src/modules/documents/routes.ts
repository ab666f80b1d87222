import {
  ADMIN_ROLES,
  DOCUMENT_NOT_FOUND,
  DocumentDetail,
  DocumentSearchAnswer,
  DocumentSearchQuery,
  DocumentStatsAnswer,
  ErrorEnvelope,
  hasAnyRole,
  IdParam,
  PDF_NOT_FOUND,
  PDF_ROLES,
  ROLES,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePdfRole, requireUser } from '../../auth/guards';
import type { ActiveSession } from '../../auth/sessions';
import { notFound } from '../../lib/errors';
import { attachmentDisposition, findDocumentRow, toDocumentDetail } from './document-view';
import { searchDocuments } from './search-service';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The highest role of a session, for search_permissions. */
const mainRole = (roles: readonly string[]) =>
  [...ROLES].reverse().find((r) => roles.includes(r)) ?? 'ROLE_USER';

/** Drafts exist only for administrators. */
const canSeeDrafts = (session: ActiveSession) => hasAnyRole(session.roles, ADMIN_ROLES);

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect, storage } = app.deps;

  app.get(
    '/documents/filtered',
    {
      preValidation: requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Recherche plein texte et filtres sur les documents publiés',
        querystring: DocumentSearchQuery,
        response: { 200: DocumentSearchAnswer, ...errors },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return searchDocuments(db, dialect, request.query, {
        role: mainRole(session.roles),
        canDownloadPdf: hasAnyRole(session.roles, PDF_ROLES),
      });
    },
  );

  app.get(
    '/documents/stats/total',
    {
      schema: {
        tags: ['documents'],
        summary: 'Nombre de documents publiés',
        response: { 200: DocumentStatsAnswer },
      },
    },
    async () => {
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('is_published', '=', 1)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total) };
    },
  );

  app.get(
    '/documents/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['documents'],
        summary: 'Un document, ses blocs et sa table des matières',
        params: IdParam,
        response: { 200: DocumentDetail, ...errors },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const row = await findDocumentRow(db, request.params.id);
      if (!row || (!row.is_published && !canSeeDrafts(session))) throw notFound(DOCUMENT_NOT_FOUND);
      return toDocumentDetail(row);
    },
  );

  app.get(
    '/documents/:id/download-pdf',
    {
      preValidation: requirePdfRole,
      schema: {
        tags: ['documents'],
        summary: 'Le PDF du document (Premium et administrateurs)',
        params: IdParam,
      },
    },
    async (request, reply) => {
      const session = await requirePdfRole(request);
      const doc = await db
        .selectFrom('documents')
        .select(['id', 'slug', 'pdf_path', 'is_published'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!doc || (!doc.is_published && !canSeeDrafts(session))) throw notFound(DOCUMENT_NOT_FOUND);
      if (!doc.pdf_path) throw notFound(PDF_NOT_FOUND, 'PDF_NOT_FOUND');
      const [stream, size] = await Promise.all([storage.get(doc.pdf_path), storage.size(doc.pdf_path)]);
      if (!stream) throw notFound(PDF_NOT_FOUND, 'PDF_NOT_FOUND');
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(`${doc.slug || `document-${doc.id}`}.pdf`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store');
      if (size !== null) reply.header('Content-Length', String(size));
      return reply.send(stream);
    },
  );
};

export default routes;
