import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import actualities from './actualities/routes';
import actualityCategories from './actuality-categories/routes';
import audit from './audit/routes';
import auth from './auth/routes';
import dashboard from './dashboard/routes';
import docTypes from './doc-types/routes';
import documents from './documents/routes';
import domaines from './domaines/routes';
import metadata from './metadata/routes';
import organismes from './organismes/routes';
import users from './users/routes';

/** The back-office API (back-office.md §7, decisions.md §5): one plugin per resource. */
const routes: FastifyPluginAsyncZod = async (app) => {
  for (const plugin of [
    auth,
    users,
    documents,
    domaines,
    organismes,
    docTypes,
    actualities,
    actualityCategories,
    metadata,
    dashboard,
    audit,
  ])
    await app.register(plugin);
};
export default routes;
