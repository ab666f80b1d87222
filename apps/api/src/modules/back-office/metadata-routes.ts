import { MetadataAnswer } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/guards';
import { metadata } from './metadata';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/metadata',
    { preValidation: requireAdmin, schema: { tags: ['admin'], response: { 200: MetadataAnswer } } },
    async () => metadata(app.deps.db),
  );
};
export default routes;
