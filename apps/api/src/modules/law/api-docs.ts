import { VersionFormFields } from '@lexfaso/contracts';
import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The law module's operations in the OpenAPI document (docs/api-contract.md). */
export const LAW_API_DOCS: OperationDocs = {
  'GET /api/documents/:id/citations': { operationId: 'getDocumentCitations', tag: 'Documents' },
  'GET /api/documents/:id/versions': { operationId: 'getDocumentVersions', tag: 'Documents' },
  'GET /api/documents/:id/versions/compare': { operationId: 'compareDocumentVersions', tag: 'Documents' },
  'PUT /api/documents/:id/articles/:articleId/status': { operationId: 'setArticleStatus', tag: 'Documents' },
  'POST /api/documents/:id/versions': {
    operationId: 'addDocumentVersion',
    tag: 'Documents',
    multipart: { fields: VersionFormFields, pdf: 'optional' },
  },
};
