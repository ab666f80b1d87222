import { DashboardAnswer } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/guards';
import { dashboard } from './dashboard';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    { preValidation: requireAdmin, schema: { tags: ['admin'], response: { 200: DashboardAnswer } } },
    async () => dashboard(app.deps.db),
  );
};
export default routes;
