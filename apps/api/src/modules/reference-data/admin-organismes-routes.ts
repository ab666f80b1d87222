import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANISME_KIND } from './named-entities';
import { registerNamedRoutes } from './named-routes';

/** /api/admin/organismes: full CRUD with its own list and stats. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerNamedRoutes(app, ORGANISME_KIND, '/admin/organismes', { withList: true, singular: 'organisme' });
};
export default routes;
