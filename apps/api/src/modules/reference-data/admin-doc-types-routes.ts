import {
  AdminDocType,
  DocTypeBody,
  IdParam,
  REFERENCE_DATA_API_MESSAGES,
  ReferenceStatsAnswer,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../accounts/admin-session';
import { requireAdmin, requireAdminWithCsrf } from '../accounts/guards';
import { createDocType, deleteDocType, docTypeStats, getDocType, updateDocType } from './admin-doc-types';

const tags = ['admin-doc-types'];
const Answer = z.object({
  success: z.literal(true),
  item: AdminDocType,
  docType: AdminDocType,
  message: z.string().optional(),
});
const answer = (item: AdminDocType, message?: string) => ({
  success: true as const,
  item,
  docType: item,
  ...(message ? { message } : {}),
});

/** /api/doc_types: the list (GET /api/doc_types) belongs to the documents module, which answers the admin shape too. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/doc_types/stats',
    { preValidation: requireAdmin, schema: { tags, response: { 200: ReferenceStatsAnswer } } },
    async () => docTypeStats(app.deps.db),
  );

  app.get(
    '/doc_types/:id',
    { preValidation: requireAdmin, schema: { tags, params: IdParam, response: { 200: Answer } } },
    async (request) => answer(await getDocType(app.deps.db, request.params.id)),
  );

  app.post(
    '/doc_types',
    { preValidation: requireAdminWithCsrf, schema: { tags, body: DocTypeBody, response: { 201: Answer } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          answer(
            await createDocType(request, adminOf(request), request.body),
            REFERENCE_DATA_API_MESSAGES.created,
          ),
        ),
  );

  app.put(
    '/doc_types/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, body: DocTypeBody, response: { 200: Answer } },
    },
    async (request) =>
      answer(
        await updateDocType(request, adminOf(request), request.params.id, request.body),
        REFERENCE_DATA_API_MESSAGES.updated,
      ),
  );

  app.delete(
    '/doc_types/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await deleteDocType(request, adminOf(request), request.params.id);
      return { success: true as const, message: REFERENCE_DATA_API_MESSAGES.deleted };
    },
  );
};
export default routes;
