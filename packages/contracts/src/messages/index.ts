// The message catalogue: every French sentence the API or the screens show. `api.ts` holds the server's,
// `ui.ts` the screens'; the accounts messages of the spec stay in ../messages.ts, shared by both; `case-law.ts`
// the decisions' fields, shared by the back-office form and the server.
export * from './api';
export * from './case-law';
export * from './ui';
