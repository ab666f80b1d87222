import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperationDocs } from '../http/openapi/operation-docs';
import adminSignIn from './accounts/admin-sign-in-routes';
import adminUsers from './accounts/admin-users-routes';
import { ACCOUNTS_API_DOCS } from './accounts/api-docs';
import accountsRoutes from './accounts/routes';
import { ALERTS_API_DOCS } from './alerts/api-docs';
import alertsRoutes from './alerts/routes';
import { BACK_OFFICE_API_DOCS } from './back-office/api-docs';
import auditLog from './back-office/audit-routes';
import dashboard from './back-office/dashboard-routes';
import metadata from './back-office/metadata-routes';
import { CASE_LAW_API_DOCS } from './case-law/api-docs';
import { registerDecisionReader } from './case-law/decision-reader';
import { decisionSummaries } from './case-law/decision-store';
import { caseLawRoutes } from './case-law/routes';
import { CONTACT_API_DOCS } from './contact/api-docs';
import contactRoutes from './contact/routes';
import { documentTextWriter } from './documents/admin-documents';
import adminDocuments from './documents/admin-routes';
import { DOCUMENTS_API_DOCS } from './documents/api-docs';
import documentOutlineRoutes from './documents/outline';
import documentsRoutes from './documents/routes';
import { parseDocumentStructure } from './documents/structure';
import { HEALTH_API_DOCS } from './health/api-docs';
import healthRoutes from './health/routes';
import { lawAdminRoutes } from './law/admin-routes';
import { LAW_API_DOCS } from './law/api-docs';
import { lawRoutes } from './law/routes';
import { LIBRARY_API_DOCS } from './library/api-docs';
import libraryRoutes from './library/routes';
import adminCategories from './news/admin-categories-routes';
import adminNews from './news/admin-routes';
import { NEWS_API_DOCS } from './news/api-docs';
import newsRoutes from './news/routes';
import adminDocTypes from './reference-data/admin-doc-types-routes';
import adminDomaines from './reference-data/admin-domaines-routes';
import adminOrganismes from './reference-data/admin-organismes-routes';
import { REFERENCE_DATA_API_DOCS } from './reference-data/api-docs';
import referenceDataRoutes from './reference-data/routes';

/** The back-office API (back-office.md §7, decisions.md §5): each resource's admin routes, in one plugin. */
const backOffice: FastifyPluginAsyncZod = async (app) => {
  for (const plugin of [
    adminSignIn,
    adminUsers,
    adminDocuments,
    // The law module reads and writes texts through the documents module, which it never imports.
    lawAdminRoutes(documentTextWriter),
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

// Court decisions are documents the documents module shows through case law's reader (it never imports case law).
registerDecisionReader();

/** Every API resource, each mounted under /api. */
export const apiModules = [
  healthRoutes,
  accountsRoutes,
  documentsRoutes,
  documentOutlineRoutes,
  lawRoutes({
    blocksOf: (content) => parseDocumentStructure(content).blocks,
    decisionsOf: decisionSummaries,
  }),
  caseLawRoutes,
  libraryRoutes,
  referenceDataRoutes,
  newsRoutes,
  contactRoutes,
  alertsRoutes,
  backOffice,
];

/** What the OpenAPI document says of each operation beyond its route schemas (docs/api-contract.md). */
export const apiOperationDocs: OperationDocs = {
  ...HEALTH_API_DOCS,
  ...ACCOUNTS_API_DOCS,
  ...CONTACT_API_DOCS,
  ...DOCUMENTS_API_DOCS,
  ...LAW_API_DOCS,
  ...LIBRARY_API_DOCS,
  ...CASE_LAW_API_DOCS,
  ...REFERENCE_DATA_API_DOCS,
  ...NEWS_API_DOCS,
  ...BACK_OFFICE_API_DOCS,
  ...ALERTS_API_DOCS,
};

export { GUARD_DOCS as apiGuardDocs } from './accounts/guards';
