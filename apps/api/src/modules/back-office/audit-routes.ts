import { AuditListAnswer, AuditListQuery } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSuperAdmin } from '../accounts/guards';
import { listAudit } from './audit-log';

/** Who changed what, when: readable by super admins only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      preValidation: requireSuperAdmin,
      schema: { tags: ['admin'], querystring: AuditListQuery, response: { 200: AuditListAnswer } },
    },
    async (request) => listAudit(app.deps.db, request.query),
  );
};
export default routes;
