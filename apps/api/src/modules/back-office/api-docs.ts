import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The back-office readers in the OpenAPI document (docs/api-contract.md). */
export const BACK_OFFICE_API_DOCS: OperationDocs = {
  'GET /api/admin/metadata': { operationId: 'getMetadata', tag: 'Documents' },
  'GET /api/admin/dashboard': { operationId: 'getDashboard', tag: 'Back-office' },
  'GET /api/admin/audit': { operationId: 'listAuditEntries', tag: 'Back-office' },
};
