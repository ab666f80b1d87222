import {
  ArticleStatusAnswer,
  ArticleStatusBody,
  ArticleStatusParams,
  DOCUMENT_NOT_FOUND,
  IdParam,
  LAW_MESSAGES,
  VersionCreatedAnswer,
  VersionFormFields,
} from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPdfForm, type UploadedPdf } from '../../http/multipart';
import { parseOrBadRequest } from '../../http/parse-or-bad-request';
import { writeAudit } from '../../platform/audit-trail';
import type { DB } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import { adminOf } from '../accounts/admin-session';
import { requireAdminWithCsrf } from '../accounts/guards';
import { articleStatuses, setArticleStatus } from './statuses/statuses-store';
import { currentVersion, openVersion } from './versions/versions-store';

const tags = ['admin-documents'];

/** What the law module's writes need of the documents module (given by modules/index.ts). */
export interface LawTextWriter {
  /** Saves the text as it stands again (its update time, the search's change log, its links), in `trx`. */
  touch(trx: DB, id: number): Promise<void>;
  /** Writes a new text into the document as a save does, in `trx`. */
  writeText(trx: DB, id: number, text: { content: string; preambule: string | null }): Promise<void>;
  /** The text of a new version: the form's, or (empty) the PDF's read as an official text; null when neither. */
  readText(
    request: FastifyRequest,
    form: { content: string; preambule?: string | null },
    file: UploadedPdf | null,
  ): Promise<{ content: string; preambule: string | null; fromPdf: boolean } | null>;
  /** Refuses a file that is not a PDF (signature, size), as the document form does. */
  checkPdf(file: UploadedPdf): void;
  /** Attaches a stored PDF to the document (null: none), in `trx`; the file it replaces is not deleted. */
  setPdf(trx: DB, id: number, pdf: { path: string; name: string; size: number } | null): Promise<void>;
  /** The download name of an uploaded file. */
  pdfName(file: UploadedPdf): string;
}

async function articleExists(db: DB, documentId: number, articleId: string) {
  return !!(await db
    .selectFrom('text_articles')
    .select('article_id')
    .where('document_id', '=', documentId)
    .where('article_id', '=', articleId)
    .executeTakeFirst());
}

/** The back-office's writes of "Texts as the law stands": an article's status, a new version. */
export function lawAdminRoutes(writer: LawTextWriter): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, storage } = app.deps;

    app.put(
      '/documents/:id/articles/:articleId/status',
      {
        preValidation: requireAdminWithCsrf,
        schema: {
          tags,
          params: ArticleStatusParams,
          body: ArticleStatusBody,
          response: { 200: ArticleStatusAnswer },
        },
      },
      async (request) => {
        const { id, articleId } = request.params;
        const { status, statusNote } = request.body;
        const doc = await db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
        if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
        if (!(await articleExists(db, id, articleId)))
          throw notFound(LAW_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND');
        const by = statusNote?.by;
        if (by) {
          const byDoc = await db
            .selectFrom('documents')
            .select('id')
            .where('id', '=', by.documentId)
            .executeTakeFirst();
          if (!byDoc)
            throw badRequest(LAW_MESSAGES.statusByNotFound, [
              { field: 'statusNote.by.documentId', message: LAW_MESSAGES.statusByNotFound },
            ]);
          if (by.articleId && !(await articleExists(db, by.documentId, by.articleId)))
            throw badRequest(LAW_MESSAGES.statusByArticleNotFound, [
              { field: 'statusNote.by.articleId', message: LAW_MESSAGES.statusByArticleNotFound },
            ]);
        }
        await withTransaction(db, async (trx) => {
          const previous = await setArticleStatus(trx, {
            documentId: id,
            articleId,
            status,
            note: statusNote?.text ?? null,
            by: by
              ? {
                  documentId: by.documentId,
                  articleId: by.articleId ?? null,
                  reference: by.reference ?? null,
                }
              : null,
            date: statusNote?.date ?? null,
          });
          await writeAudit(trx, request, adminOf(request), {
            action: 'set-article-status',
            entity: 'document',
            entityId: id,
            details: { articleId, status, note: statusNote?.text ?? null, previous },
          });
          // Its answers, its search passages (a repealed article ranks after the live ones) follow.
          await writer.touch(trx, id);
        });
        const state = (await articleStatuses(db, id, 0)).get(articleId);
        return {
          success: true as const,
          message: LAW_MESSAGES.statusSaved,
          articleId,
          status: state?.status ?? 'en_vigueur',
          statusNote: state?.statusNote ?? null,
        };
      },
    );

    app.post(
      '/documents/:id/versions',
      {
        preValidation: requireAdminWithCsrf,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: IdParam,
          response: { 201: VersionCreatedAnswer },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { fields, file } = await readPdfForm(request);
        const form = parseOrBadRequest(VersionFormFields, fields);
        const doc = await db
          .selectFrom('documents')
          .select(['id', 'content', 'preambule', 'published_at', 'pdf_path', 'pdf_name', 'pdf_size'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
        const since = (await currentVersion(db, id))?.validFrom ?? doc.published_at;
        if (since && form.validFrom <= since) {
          const message = LAW_MESSAGES.versionDateNotAfter(since);
          throw badRequest(message, [{ field: 'validFrom', message }]);
        }
        if (file) writer.checkPdf(file);
        const text = await writer.readText(
          request,
          { content: form.content, preambule: form.preambule },
          file,
        );
        if (!text) {
          const message = LAW_MESSAGES.versionContentRequired;
          throw badRequest(message, [{ field: 'content', message }]);
        }
        const pdf = file
          ? { path: await storage.put(file.data, 'pdf'), name: writer.pdfName(file), size: file.data.length }
          : null;
        try {
          const created = await withTransaction(db, async (trx) => {
            const opened = await openVersion(
              trx,
              id,
              {
                content: doc.content,
                preambule: doc.preambule,
                publishedAt: doc.published_at,
                pdf: doc.pdf_path
                  ? { path: doc.pdf_path, name: doc.pdf_name ?? '', size: Number(doc.pdf_size ?? 0) }
                  : null,
              },
              { validFrom: form.validFrom, label: form.label, note: form.note },
            );
            await writer.writeText(trx, id, { content: text.content, preambule: text.preambule });
            // The previous PDF stays with the version it belongs to.
            await writer.setPdf(trx, id, pdf);
            await writeAudit(trx, request, adminOf(request), {
              action: 'add-version',
              entity: 'document',
              entityId: id,
              details: {
                versionId: opened.version.id,
                closedVersionId: opened.closedId,
                validFrom: form.validFrom,
                pdf: pdf?.name ?? null,
                contentFromPdf: text.fromPdf,
              },
            });
            return opened.version;
          });
          return reply.status(201).send({
            success: true as const,
            message: LAW_MESSAGES.versionAdded,
            version: created,
            contentFromPdf: text.fromPdf,
          });
        } catch (error) {
          if (pdf) await storage.delete(pdf.path).catch(() => {});
          throw error;
        }
      },
    );
  };
}
