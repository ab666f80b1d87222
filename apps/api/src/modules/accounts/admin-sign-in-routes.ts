import {
  AdminLoginAnswer,
  AdminLoginBody,
  AUTH_MESSAGES,
  CsrfAnswer,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf } from './admin-session';
import { adminLogin, adminLogout, issueCsrfToken } from './admin-sign-in';
import { requireAdmin } from './guards';
import { accountRoute, ROUTE_LIMITS } from './limits';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/auth/login',
    {
      ...accountRoute(ROUTE_LIMITS.adminLogin),
      schema: { tags: ['admin'], body: AdminLoginBody, response: { 200: AdminLoginAnswer } },
    },
    async (request, reply) => adminLogin(request, reply, request.body.email, request.body.password),
  );

  app.post(
    '/admin/auth/logout',
    {
      ...accountRoute(ROUTE_LIMITS.session),
      preValidation: requireAdmin,
      schema: { tags: ['admin'], response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await adminLogout(request, adminOf(request));
      return { success: true as const, message: AUTH_MESSAGES.logoutSuccess };
    },
  );

  app.get(
    '/admin/tokens/csrf',
    { preValidation: requireAdmin, schema: { tags: ['admin'], response: { 200: CsrfAnswer } } },
    async (request) => issueCsrfToken(request.server.deps.db, adminOf(request)),
  );
};
export default routes;
