import { CLIENT_MESSAGES, type SuccessMessage, TIMEOUTS_MS } from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/identifier-change/not-me: the previous address or number blocks a change it did not make. */
export const reportNotMe = (selector: string, token: string) =>
  apiRequest<SuccessMessage>('/auth/identifier-change/not-me', {
    method: 'POST',
    body: { selector, token },
    timeoutMs: TIMEOUTS_MS.auth,
    networkErrorMessage: CLIENT_MESSAGES.network,
    httpErrorMessage: CLIENT_MESSAGES.serverStatus,
  });
