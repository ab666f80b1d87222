import { CLIENT_MESSAGES, type ProfileUpdateAnswer, TIMEOUTS_MS } from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/phone-change/confirm: the code sent by SMS to the new number makes it the account's. */
export const confirmPhoneChange = (otp: string) =>
  apiRequest<ProfileUpdateAnswer>('/auth/phone-change/confirm', {
    method: 'POST',
    body: { otp },
    auth: true,
    timeoutMs: TIMEOUTS_MS.auth,
    networkErrorMessage: CLIENT_MESSAGES.network,
    httpErrorMessage: CLIENT_MESSAGES.serverStatus,
  });
