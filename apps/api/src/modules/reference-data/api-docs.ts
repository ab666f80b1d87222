import type { OperationDocs } from '../../http/openapi/operation-docs';

/** Domains, bodies and document types in the OpenAPI document (docs/api-contract.md), with the documents. */
export const REFERENCE_DATA_API_DOCS: OperationDocs = {
  'GET /api/doc_types': { operationId: 'listDocTypes', tag: 'Documents' },
  'GET /api/domaines': { operationId: 'listDomaines', tag: 'Documents' },
  'GET /api/domaines.json': { operationId: 'listDomainesJson', tag: 'Documents' },
  // A name that exists already (case, accents and spacing aside) is refused: 409.
  'POST /api/domaines': { operationId: 'createDomaine', tag: 'Documents', answers: [409] },
  'GET /api/domaines/stats': { operationId: 'getDomaineStats', tag: 'Documents' },
  'GET /api/domaines/:id': { operationId: 'getDomaine', tag: 'Documents' },
  'PUT /api/domaines/:id': { operationId: 'updateDomaine', tag: 'Documents', answers: [409] },
  // A domain, body or type that documents still use is not deleted: 409.
  'DELETE /api/domaines/:id': { operationId: 'deleteDomaine', tag: 'Documents', answers: [409] },
  'GET /api/admin/organismes': { operationId: 'listOrganismes', tag: 'Documents' },
  'POST /api/admin/organismes': { operationId: 'createOrganisme', tag: 'Documents', answers: [409] },
  'GET /api/admin/organismes/stats': { operationId: 'getOrganismeStats', tag: 'Documents' },
  'GET /api/admin/organismes/:id': { operationId: 'getOrganisme', tag: 'Documents' },
  'PUT /api/admin/organismes/:id': { operationId: 'updateOrganisme', tag: 'Documents', answers: [409] },
  'DELETE /api/admin/organismes/:id': { operationId: 'deleteOrganisme', tag: 'Documents', answers: [409] },
  'POST /api/doc_types': { operationId: 'createDocType', tag: 'Documents', answers: [409] },
  'GET /api/doc_types/stats': { operationId: 'getDocTypeStats', tag: 'Documents' },
  'GET /api/doc_types/:id': { operationId: 'getDocType', tag: 'Documents' },
  'PUT /api/doc_types/:id': { operationId: 'updateDocType', tag: 'Documents', answers: [409] },
  'DELETE /api/doc_types/:id': { operationId: 'deleteDocType', tag: 'Documents', answers: [409] },
};
