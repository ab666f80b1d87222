import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The contact form in the OpenAPI document (docs/api-contract.md): with the accounts, as api.md lists it. */
export const CONTACT_API_DOCS: OperationDocs = {
  'POST /api/contact/send': { operationId: 'sendContactMessage', tag: 'Accounts' },
};
