import { CLIENT_MESSAGES, type SuccessMessage, TIMEOUTS_MS } from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /auth/email-change/confirm, as the signed-in account that asked: the link mailed to a new address makes
 * it the account's email. Called by the page's button only, never on load (issue 29).
 */
export const confirmEmailChange = (selector: string, token: string) =>
  apiRequest<SuccessMessage>('/auth/email-change/confirm', {
    method: 'POST',
    auth: true,
    body: { selector, token },
    timeoutMs: TIMEOUTS_MS.auth,
    networkErrorMessage: CLIENT_MESSAGES.network,
    httpErrorMessage: CLIENT_MESSAGES.serverStatus,
  });
