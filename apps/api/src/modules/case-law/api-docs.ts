import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The case-law module's operations in the OpenAPI document (docs/api-contract.md). */
export const CASE_LAW_API_DOCS: OperationDocs = {
  'GET /api/courts': { operationId: 'listCourts', tag: 'Documents' },
};
