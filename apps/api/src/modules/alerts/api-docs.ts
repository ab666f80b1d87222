import type { OperationDocs } from '../../http/openapi/operation-docs';

/** Saved searches and alerts in the OpenAPI document (docs/api-contract.md). */
export const ALERTS_API_DOCS: OperationDocs = {
  'GET /api/me/saved-searches': { operationId: 'listSavedSearches', tag: 'Alerts' },
  // 403: a frequency the plan does not give; 409: past the plan's number of alerts or of saved searches.
  'POST /api/me/saved-searches': {
    operationId: 'createSavedSearch',
    tag: 'Alerts',
    answers: [403, 409],
  },
  'PUT /api/me/saved-searches/:id': {
    operationId: 'updateSavedSearch',
    tag: 'Alerts',
    answers: [403, 409],
  },
  'DELETE /api/me/saved-searches/:id': { operationId: 'deleteSavedSearch', tag: 'Alerts' },
  'GET /api/alerts/unsubscribe/:token': {
    operationId: 'unsubscribeAlert',
    tag: 'Alerts',
    answers: [404, 429],
  },
};
