import {
  ActualityBody,
  AdminActualityAnswer,
  AdminActualityListAnswer,
  AdminActualityListQuery,
  IdParam,
  NEWS_API_MESSAGES,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../accounts/admin-session';
import { requireAdmin, requireAdminWithCsrf } from '../accounts/guards';
import {
  createAdminActuality,
  deleteAdminActuality,
  getAdminActuality,
  listAdminActualities,
  updateAdminActuality,
} from './admin-news';

const tags = ['admin-actualities'];

/** /api/admin/actualities: drafts included; a single item comes back under `actuality`. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/actualities',
    {
      preValidation: requireAdmin,
      schema: { tags, querystring: AdminActualityListQuery, response: { 200: AdminActualityListAnswer } },
    },
    async (request) => listAdminActualities(request, request.query),
  );

  app.get(
    '/admin/actualities/:id',
    {
      preValidation: requireAdmin,
      schema: { tags, params: IdParam, response: { 200: AdminActualityAnswer } },
    },
    async (request) => ({
      success: true as const,
      actuality: await getAdminActuality(request, request.params.id),
    }),
  );

  app.post(
    '/admin/actualities',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, body: ActualityBody, response: { 201: AdminActualityAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        actuality: await createAdminActuality(request, adminOf(request), request.body),
        message: NEWS_API_MESSAGES.created,
      }),
  );

  app.put(
    '/admin/actualities/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, body: ActualityBody, response: { 200: AdminActualityAnswer } },
    },
    async (request) => ({
      success: true as const,
      actuality: await updateAdminActuality(request, adminOf(request), request.params.id, request.body),
      message: NEWS_API_MESSAGES.updated,
    }),
  );

  app.delete(
    '/admin/actualities/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await deleteAdminActuality(request, adminOf(request), request.params.id);
      return { success: true as const, message: NEWS_API_MESSAGES.deleted };
    },
  );
};
export default routes;
