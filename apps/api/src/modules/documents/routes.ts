import { setTimeout as sleep } from 'node:timers/promises';
import {
  ADMIN_ROLES,
  API_DOCS,
  API_ERRORS,
  DOCUMENT_NOT_FOUND,
  DocumentBlocksAnswer,
  DocumentBlocksQuery,
  DocumentDetail,
  DocumentDetailQuery,
  DocumentSearchAnswer,
  DocumentSearchQuery,
  DocumentStatsAnswer,
  DocumentTocAnswer,
  DocumentTocQuery,
  ErrorEnvelope,
  hasAnyRole,
  IdParam,
  PDF_NOT_FOUND,
  PDF_ROLES,
  ROLES,
} from '@lexfaso/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitPerAccountAndClient } from '../../http/caller-rate-limit';
import { matchesEtag, PrecompressedBody, sendAnswer } from '../../http/precompressed';
import { notFound, tooManyRequests } from '../../platform/errors';
import { requirePdfRole, requireUser } from '../accounts/guards';
import type { ActiveSession } from '../accounts/sessions';
import { annotateBlocks, annotateToc, textAnnotations } from '../law/annotate';
import { type AnswerForm, answerKey, cachedAnswer, documentEtag, storeAnswer } from './answer-cache';
import {
  attachmentDisposition,
  documentDetail,
  findDocumentHead,
  findDocumentRow,
  versionText,
} from './document-view';
import { recordPdfDownload } from './pdf-downloads';
import { searchAnswer } from './search/answer-cache';
import { documentStructure } from './structure-cache';
import { longDocumentText } from './text-cache';

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };

/** The longest a refusal for spent engine time is held before it is sent (see limitEngineTime). */
const REFUSAL_PAUSE_MS = 1_000;

/** The highest role of a session, for search_permissions. */
const mainRole = (roles: readonly string[]) =>
  [...ROLES].reverse().find((r) => roles.includes(r)) ?? 'ROLE_USER';

/** Drafts exist only for administrators. */
const canSeeDrafts = (session: ActiveSession) => hasAnyRole(session.roles, ADMIN_ROLES);

/** What a document answer is keyed and checked by: no text. */
interface DocumentHead {
  id: number;
  updated_at: string;
  citations_at: string | null;
  /** Its type's category: a category reader may show its structure its own way (category-readers.ts). */
  category: string | null;
}

/**
 * The state an answer is built from: the text (updated_at), what its links and "cité par" show
 * (citations_at: another text's change moves them), and the version read.
 */
const stateOf = (head: Pick<DocumentHead, 'updated_at' | 'citations_at'>, version: number | undefined) =>
  `${head.updated_at}|${head.citations_at ?? ''}|${version ?? ''}`;

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, searchRunner } = app.deps;

  /**
   * A document answer (one of its forms) for a reader: access first (light row, no text), then the
   * ETag, so a 304 never tells more than a 200 would; then the cached bytes, or `build`'s, filed only
   * when the row they were built from is the one the ETag names (no edit in between).
   */
  async function sendDocumentAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    form: AnswerForm,
    version: number | undefined,
    build: (
      head: DocumentHead,
    ) => Promise<{ json: string; row: { updated_at: string; citations_at: string | null } }>,
  ) {
    const session = await requireUser(request);
    const found = await findDocumentHead(db, id);
    if (!found || (!found.is_published && !canSeeDrafts(session))) throw notFound(DOCUMENT_NOT_FOUND);
    const head = {
      id: Number(found.id),
      updated_at: found.updated_at,
      citations_at: found.citations_at,
      category: found.type_category,
    };
    const state = stateOf(head, version);
    const etag = documentEtag(head.id, state, form);
    reply.header('ETag', etag).header('Cache-Control', 'private, no-store');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const key = answerKey(head.id, state, form);
    let answer = cachedAnswer(key);
    if (answer === undefined) {
      const { json, row } = await build(head);
      answer =
        stateOf(row, version) === state ? storeAnswer(key, json) : new PrecompressedBody(Buffer.from(json));
    }
    return sendAnswer(request, reply, answer);
  }

  /** Whom a search's engine time is counted to: the account, or the client without one. */
  const callerOf = (request: FastifyRequest) =>
    request.authSession ? `account:${request.authSession.user.id}` : `client:${request.ip}`;
  // A caller past its engine time in this process waits, refused before any work (docs/search-engine.md,
  // "Fair sharing"): a cheaper answer would still cost this thread and the engine's. The refusal comes after
  // a pause (the wait it tells, at most REFUSAL_PAUSE_MS): a client asking again at once, whatever
  // Retry-After says, then asks about once a second, not a thousand times.
  const limitEngineTime = async (request: FastifyRequest) => {
    const seconds = searchRunner.engineWait(callerOf(request));
    if (seconds === 0) return;
    await sleep(Math.min(seconds * 1000, REFUSAL_PAUSE_MS));
    throw tooManyRequests(seconds, API_ERRORS.searchEngineBudget(seconds));
  };

  /** The text of the version read; the document's own through the long-text cache (a whole code is megabytes). */
  async function readVersion(head: DocumentHead, version: number | undefined) {
    const content = await longDocumentText(db, head.id, head.updated_at);
    if (content === undefined) throw notFound(DOCUMENT_NOT_FOUND);
    return versionText(
      db,
      head.id,
      version,
      { content, preambule: null, updated_at: head.updated_at },
      false,
    );
  }

  // Per account and per client (decisions.md §4): no single account can slow everyone's search.
  const searchLimit = limitPerAccountAndClient(
    app,
    'search',
    config.searchRateLimit,
    API_ERRORS.searchRateLimited,
  );

  app.get(
    '/documents/filtered',
    {
      preValidation: requireUser,
      preHandler: [searchLimit, limitEngineTime],
      schema: {
        tags: ['documents'],
        summary: API_DOCS.search,
        querystring: DocumentSearchQuery,
        response: { 200: DocumentSearchAnswer, ...errors },
      },
    },
    async (request, typedReply) => {
      // The answer is sent pre-serialised (bytes): the typed reply does not allow it.
      const reply = typedReply as unknown as FastifyReply;
      const session = await requireUser(request);
      const answer = await searchAnswer(
        db,
        searchRunner,
        request.query,
        {
          role: mainRole(session.roles),
          canDownloadPdf: hasAnyRole(session.roles, PDF_ROLES),
        },
        callerOf(request),
        config.searchShareComputations,
      );
      return sendAnswer(request, reply, answer);
    },
  );

  app.get(
    '/documents/stats/total',
    {
      schema: {
        tags: ['documents'],
        summary: API_DOCS.documentCount,
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
        summary: API_DOCS.document,
        params: IdParam,
        querystring: DocumentDetailQuery,
        response: { 200: DocumentDetail, ...errors },
      },
    },
    async (request, typedReply) => {
      // The answer is sent pre-serialised (a string) or empty (304): the typed reply allows neither.
      const reply = typedReply as unknown as FastifyReply;
      const form = request.query.full === true ? 'full' : 'window';
      const { version } = request.query;
      return sendDocumentAnswer(request, reply, request.params.id, form, version, async (head) => {
        const row = await findDocumentRow(db, head.id);
        if (!row) throw notFound(DOCUMENT_NOT_FOUND);
        const detail = await documentDetail(db, row, form === 'full', version);
        // Validated here once, as the serializer would; the cached bytes are then sent as they are.
        return { json: JSON.stringify(DocumentDetail.parse(detail)), row };
      });
    },
  );

  app.get(
    '/documents/:id/toc',
    {
      preValidation: requireUser,
      schema: {
        tags: ['documents'],
        summary: API_DOCS.documentToc,
        params: IdParam,
        querystring: DocumentTocQuery,
        response: { 200: DocumentTocAnswer, ...errors },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const { version } = request.query;
      return sendDocumentAnswer(request, reply, request.params.id, 'toc', version, async (head) => {
        const read = await readVersion(head, version);
        const { toc } = documentStructure(head.id, read.stamp, read.content, head.category);
        const annotations = await textAnnotations(
          db,
          head.id,
          read.versionId,
          head.citations_at,
          head.updated_at,
        );
        return {
          json: JSON.stringify(DocumentTocAnswer.parse({ toc: annotateToc(toc, annotations) })),
          row: head,
        };
      });
    },
  );

  app.get(
    '/documents/:id/blocks',
    {
      preValidation: requireUser,
      schema: {
        tags: ['documents'],
        summary: API_DOCS.documentBlocks,
        params: IdParam,
        querystring: DocumentBlocksQuery,
        response: { 200: DocumentBlocksAnswer, ...errors },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const row = await findDocumentHead(db, request.params.id);
      if (!row || (!row.is_published && !canSeeDrafts(session))) throw notFound(DOCUMENT_NOT_FOUND);
      const head = {
        id: Number(row.id),
        updated_at: row.updated_at,
        citations_at: row.citations_at,
        category: row.type_category,
      };
      const read = await readVersion(head, request.query.version);
      const { blocks } = documentStructure(head.id, read.stamp, read.content, head.category);
      const annotations = await textAnnotations(
        db,
        head.id,
        read.versionId,
        head.citations_at,
        head.updated_at,
      );
      const { from, limit } = request.query;
      return {
        from,
        blocks: annotateBlocks(blocks.slice(from, from + limit), annotations),
        blocksTotal: blocks.length,
      };
    },
  );

  app.get(
    '/documents/:id/download-pdf',
    {
      preValidation: requirePdfRole,
      schema: {
        tags: ['documents'],
        summary: API_DOCS.documentPdf,
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
      // One call for the stream and its size; the bytes go from the storage to the client as they come.
      const file = await storage.get(doc.pdf_path);
      if (!file) throw notFound(PDF_NOT_FOUND, 'PDF_NOT_FOUND');
      // The account's download history (api.md "Personal library"): one upsert, after the answer.
      const userId = Number(session.user.id);
      app.afterAnswer(() => recordPdfDownload(db, userId, Number(doc.id)));
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(`${doc.slug || `document-${doc.id}`}.pdf`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', String(file.size));
      return reply.send(file.stream);
    },
  );
};

export default routes;
