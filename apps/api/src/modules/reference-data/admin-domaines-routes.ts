import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOMAINE_KIND } from './named-entities';
import { registerNamedRoutes } from './named-routes';

/** /api/domaines: the list (GET /api/domaines) belongs to the documents module, which answers the admin shape too. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerNamedRoutes(app, DOMAINE_KIND, '/domaines', { withList: false, singular: 'domaine' });
};
export default routes;
