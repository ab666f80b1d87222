import { DocumentMultipartFields } from '@lexfaso/contracts';
import type { OperationDocs } from '../../http/openapi/operation-docs';

const documentForm = { fields: DocumentMultipartFields, pdf: 'optional' } as const;

/** The documents operations in the OpenAPI document (docs/api-contract.md); the statuses their handlers add. */
export const DOCUMENTS_API_DOCS: OperationDocs = {
  'GET /api/documents/filtered': { operationId: 'searchDocuments', tag: 'Documents' },
  'GET /api/documents/stats/total': { operationId: 'countDocuments', tag: 'Documents' },
  // These answers carry an ETag: a client that sends it back gets 304.
  'GET /api/documents/:id': { operationId: 'getDocument', tag: 'Documents', answers: [304] },
  'GET /api/documents/:id/toc': { operationId: 'getDocumentToc', tag: 'Documents', answers: [304] },
  'GET /api/documents/:id/outline': { operationId: 'getDocumentOutline', tag: 'Documents' },
  'GET /api/documents/:id/blocks': { operationId: 'getDocumentBlocks', tag: 'Documents' },
  'GET /api/documents/:id/download-pdf': {
    operationId: 'downloadDocumentPdf',
    tag: 'Documents',
    file: 'application/pdf',
  },
  'GET /api/documents': { operationId: 'adminListDocuments', tag: 'Documents' },
  'GET /api/admin/documents/:id': { operationId: 'adminGetDocument', tag: 'Documents' },
  'POST /api/documents': { operationId: 'createDocument', tag: 'Documents' },
  'PUT /api/documents/:id': { operationId: 'updateDocument', tag: 'Documents' },
  'DELETE /api/documents/:id': { operationId: 'deleteDocument', tag: 'Documents' },
  'POST /api/documents/create-with-pdf': {
    operationId: 'createDocumentWithPdf',
    tag: 'Documents',
    multipart: documentForm,
  },
  'POST /api/documents/:id/update-with-pdf': {
    operationId: 'updateDocumentWithPdf',
    tag: 'Documents',
    multipart: documentForm,
  },
  'POST /api/admin/documents/:id/upload-pdf': {
    operationId: 'uploadDocumentPdf',
    tag: 'Documents',
    multipart: { pdf: 'required' },
  },
  'DELETE /api/admin/documents/:id/delete-pdf': { operationId: 'deleteDocumentPdf', tag: 'Documents' },
};
