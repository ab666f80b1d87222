import {
  ActualityCategoryAnswer,
  ActualityCategoryBody,
  ActualityCategoryListAnswer,
  AdminPageQuery,
  IdParam,
  NEWS_API_MESSAGES,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from '../accounts/admin-session';
import { requireAdmin, requireAdminWithCsrf } from '../accounts/guards';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from './admin-categories';

const tags = ['admin-actuality-categories'];

/** News categories, server-backed: colour and active state are saved. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/actuality-categories',
    {
      preValidation: requireAdmin,
      schema: { tags, querystring: AdminPageQuery, response: { 200: ActualityCategoryListAnswer } },
    },
    async (request) => listCategories(app.deps.db, request.query),
  );

  app.get(
    '/admin/actuality-categories/:id',
    {
      preValidation: requireAdmin,
      schema: { tags, params: IdParam, response: { 200: ActualityCategoryAnswer } },
    },
    async (request) => ({
      success: true as const,
      category: await getCategory(app.deps.db, request.params.id),
    }),
  );

  app.post(
    '/admin/actuality-categories',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, body: ActualityCategoryBody, response: { 201: ActualityCategoryAnswer } },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        category: await createCategory(request, adminOf(request), request.body),
      }),
  );

  app.put(
    '/admin/actuality-categories/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: {
        tags,
        params: IdParam,
        body: ActualityCategoryBody,
        response: { 200: ActualityCategoryAnswer },
      },
    },
    async (request) => ({
      success: true as const,
      category: await updateCategory(request, adminOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/actuality-categories/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await deleteCategory(request, adminOf(request), request.params.id);
      return { success: true as const, message: NEWS_API_MESSAGES.categoryDeleted };
    },
  );
};
export default routes;
