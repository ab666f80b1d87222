import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The news operations in the OpenAPI document (docs/api-contract.md); the statuses their handlers add. */
export const NEWS_API_DOCS: OperationDocs = {
  // Public answers carry an ETag: a client that sends it back gets 304.
  'GET /api/v1/actuality-categories': { operationId: 'listActualityCategories', tag: 'News', answers: [304] },
  'GET /api/v1/actualities': { operationId: 'listActualities', tag: 'News', answers: [304] },
  'GET /api/v1/actualities/recent': { operationId: 'listRecentActualities', tag: 'News', answers: [304] },
  'GET /api/v1/actualities/pinned': { operationId: 'listPinnedActualities', tag: 'News', answers: [304] },
  'GET /api/v1/actualities/:id': { operationId: 'getActuality', tag: 'News', answers: [304] },
  'GET /api/admin/actualities': { operationId: 'adminListActualities', tag: 'News' },
  'POST /api/admin/actualities': { operationId: 'createActuality', tag: 'News' },
  'GET /api/admin/actualities/:id': { operationId: 'adminGetActuality', tag: 'News' },
  'PUT /api/admin/actualities/:id': { operationId: 'updateActuality', tag: 'News' },
  'DELETE /api/admin/actualities/:id': { operationId: 'deleteActuality', tag: 'News' },
  'GET /api/admin/actuality-categories': { operationId: 'adminListActualityCategories', tag: 'News' },
  'POST /api/admin/actuality-categories': { operationId: 'createActualityCategory', tag: 'News' },
  'GET /api/admin/actuality-categories/:id': { operationId: 'getActualityCategory', tag: 'News' },
  'PUT /api/admin/actuality-categories/:id': { operationId: 'updateActualityCategory', tag: 'News' },
  // A category that news items still use is not deleted: 409.
  'DELETE /api/admin/actuality-categories/:id': {
    operationId: 'deleteActualityCategory',
    tag: 'News',
    answers: [409],
  },
};
