import type { OperationDocs } from '../../http/openapi/operation-docs';

/** The accounts operations in the OpenAPI document (docs/api-contract.md); the statuses their handlers add. */
export const ACCOUNTS_API_DOCS: OperationDocs = {
  'POST /api/auth/register': { operationId: 'register', tag: 'Accounts' },
  'POST /api/auth/verify-email': { operationId: 'verifyEmail', tag: 'Accounts' },
  'POST /api/auth/resend-verification': { operationId: 'resendVerification', tag: 'Accounts' },
  // Wrong password 401, unconfirmed or disabled account 403, brute-force lock or SMS limit 429.
  'POST /api/auth/login': { operationId: 'login', tag: 'Accounts', answers: [401, 403, 429] },
  'POST /api/auth/logout': { operationId: 'logout', tag: 'Accounts' },
  'GET /api/auth/me': { operationId: 'getMe', tag: 'Accounts' },
  // The account's identifiers locked, or changed within the last days: 409 (issue 29).
  'PUT /api/auth/profile/update': { operationId: 'updateProfile', tag: 'Accounts', answers: [409] },
  // A link asked by another account than the signed-in one: 403 (issue 29).
  'POST /api/auth/email-change/confirm': {
    operationId: 'confirmEmailChange',
    tag: 'Accounts',
    answers: [403],
  },
  'POST /api/auth/identifier-change/not-me': { operationId: 'reportNotMe', tag: 'Accounts' },
  'POST /api/auth/phone-change/confirm': { operationId: 'confirmPhoneChange', tag: 'Accounts' },
  'POST /api/auth/forgot-password': { operationId: 'forgotPassword', tag: 'Accounts' },
  'POST /api/auth/reset-password/validate': { operationId: 'validatePasswordReset', tag: 'Accounts' },
  'POST /api/auth/reset-password/confirm': { operationId: 'confirmPasswordReset', tag: 'Accounts' },
  'POST /api/auth/request-otp': { operationId: 'requestOtp', tag: 'Accounts', answers: [429] },
  'POST /api/auth/register-phone': { operationId: 'registerPhone', tag: 'Accounts', answers: [429] },
  'POST /api/auth/verify-phone': { operationId: 'verifyPhone', tag: 'Accounts' },
  'POST /api/admin/auth/login': { operationId: 'adminLogin', tag: 'Back-office', answers: [401, 429] },
  'POST /api/admin/auth/logout': { operationId: 'adminLogout', tag: 'Back-office' },
  'GET /api/admin/tokens/csrf': { operationId: 'getCsrfToken', tag: 'Back-office' },
  'GET /api/admin/users': { operationId: 'listUsers', tag: 'Back-office' },
  'POST /api/admin/users': { operationId: 'createUser', tag: 'Back-office', answers: [409] },
  'GET /api/admin/users/stats': { operationId: 'getUserStats', tag: 'Back-office' },
  'GET /api/admin/users/:id': { operationId: 'getUser', tag: 'Back-office' },
  'PUT /api/admin/users/:id': { operationId: 'updateUser', tag: 'Back-office', answers: [409] },
  'DELETE /api/admin/users/:id': { operationId: 'deleteUser', tag: 'Back-office' },
};
