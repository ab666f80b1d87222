import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The health checks in the OpenAPI document (docs/api-contract.md). */
export const HEALTH_API_DOCS: OperationDocs = {
  'GET /api/health': { operationId: 'getHealth', tag: 'Operations' },
  'GET /api/health/ready': { operationId: 'getHealthReady', tag: 'Operations' },
};
