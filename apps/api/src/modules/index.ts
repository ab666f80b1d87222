import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminSignIn from './accounts/admin-sign-in-routes';
import adminUsers from './accounts/admin-users-routes';
import accountsRoutes from './accounts/routes';
import auditLog from './back-office/audit-routes';
import dashboard from './back-office/dashboard-routes';
import metadata from './back-office/metadata-routes';
import contactRoutes from './contact/routes';
import adminDocuments from './documents/admin-routes';
import documentOutlineRoutes from './documents/outline';
import documentsRoutes from './documents/routes';
import healthRoutes from './health/routes';
import adminCategories from './news/admin-categories-routes';
import adminNews from './news/admin-routes';
import newsRoutes from './news/routes';
import adminDocTypes from './reference-data/admin-doc-types-routes';
import adminDomaines from './reference-data/admin-domaines-routes';
import adminOrganismes from './reference-data/admin-organismes-routes';
import referenceDataRoutes from './reference-data/routes';

/** The back-office API (back-office.md §7, decisions.md §5): each resource's admin routes, in one plugin. */
const backOffice: FastifyPluginAsyncZod = async (app) => {
  for (const plugin of [
    adminSignIn,
    adminUsers,
    adminDocuments,
    adminDomaines,
    adminOrganismes,
    adminDocTypes,
    adminNews,
    adminCategories,
    metadata,
    dashboard,
    auditLog,
  ])
    await app.register(plugin);
};

/** Every API resource, each mounted under /api. */
export const apiModules = [
  healthRoutes,
  accountsRoutes,
  documentsRoutes,
  documentOutlineRoutes,
  referenceDataRoutes,
  newsRoutes,
  contactRoutes,
  backOffice,
];
