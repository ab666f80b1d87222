import {
  ACCOUNTS_API_MESSAGES,
  AdminUserAnswer,
  AdminUserCreateBody,
  AdminUserListAnswer,
  AdminUserListQuery,
  AdminUserStatsAnswer,
  AdminUserUpdateBody,
  IdParam,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from './admin-session';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  presentUser,
  updateUser,
  userStats,
} from './admin-users';
import { requireAdmin, requireAdminWithCsrf } from './guards';
import { BODY_LIMITS } from './limits';

const tags = ['admin-users'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.db;

  app.get(
    '/admin/users',
    {
      preValidation: requireAdmin,
      schema: { tags, querystring: AdminUserListQuery, response: { 200: AdminUserListAnswer } },
    },
    async (request) => listUsers(db(), request.query),
  );

  app.get(
    '/admin/users/stats',
    { preValidation: requireAdmin, schema: { tags, response: { 200: AdminUserStatsAnswer } } },
    async () => userStats(db()),
  );

  app.get(
    '/admin/users/:id',
    { preValidation: requireAdmin, schema: { tags, params: IdParam, response: { 200: AdminUserAnswer } } },
    async (request) => ({
      success: true as const,
      user: presentUser(await getUser(db(), request.params.id)),
    }),
  );

  app.post(
    '/admin/users',
    {
      bodyLimit: BODY_LIMITS.profile,
      preValidation: requireAdminWithCsrf,
      schema: { tags, body: AdminUserCreateBody, response: { 201: AdminUserAnswer } },
    },
    async (request, reply) => {
      const user = await createUser(request, adminOf(request), request.body);
      return reply.status(201).send({ success: true as const, user });
    },
  );

  app.put(
    '/admin/users/:id',
    {
      bodyLimit: BODY_LIMITS.profile,
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, body: AdminUserUpdateBody, response: { 200: AdminUserAnswer } },
    },
    async (request) => ({
      success: true as const,
      user: await updateUser(request, adminOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await deleteUser(request, adminOf(request), request.params.id);
      return { success: true as const, message: ACCOUNTS_API_MESSAGES.userDeleted };
    },
  );
};
export default routes;
