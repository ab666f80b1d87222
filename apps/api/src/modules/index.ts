import adminRoutes from './admin/routes';
import authRoutes from './auth/routes';
import contactRoutes from './contact/routes';
import documentsRoutes from './documents/routes';
import healthRoutes from './health/routes';
import newsRoutes from './news/routes';
import referenceDataRoutes from './reference-data/routes';

/** Every API resource, each mounted under /api. */
export const apiModules = [
  healthRoutes,
  authRoutes,
  documentsRoutes,
  referenceDataRoutes,
  newsRoutes,
  contactRoutes,
  adminRoutes,
];
