import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The personal library's operations in the OpenAPI document (docs/api-contract.md). */
export const LIBRARY_API_DOCS: OperationDocs = {
  'GET /api/me/favorites': { operationId: 'listFavorites', tag: 'Library', answers: [404] },
  'POST /api/me/favorites': { operationId: 'addFavorite', tag: 'Library', answers: [404, 409] },
  'PUT /api/me/favorites/:id': { operationId: 'updateFavorite', tag: 'Library' },
  'DELETE /api/me/favorites/:id': { operationId: 'deleteFavorite', tag: 'Library' },
  'GET /api/me/folders': { operationId: 'listFolders', tag: 'Library' },
  'POST /api/me/folders': { operationId: 'createFolder', tag: 'Library', answers: [409] },
  'PUT /api/me/folders/:id': { operationId: 'renameFolder', tag: 'Library', answers: [409] },
  'DELETE /api/me/folders/:id': { operationId: 'deleteFolder', tag: 'Library' },
  'GET /api/me/downloads': { operationId: 'listDownloads', tag: 'Library' },
  'GET /api/documents/:id/similar': { operationId: 'getSimilarTexts', tag: 'Documents' },
};
