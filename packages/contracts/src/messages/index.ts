// The message catalogue: every French sentence the API or the screens show. `api.ts` holds the server's,
// `ui.ts` the screens'; the accounts messages of the spec stay in ../messages.ts, shared by both.
export * from './api';
export * from './ui';
