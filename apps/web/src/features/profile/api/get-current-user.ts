import { type MeAnswer, TIMEOUTS_MS } from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /auth/me: the account as it is now (after a change confirmed elsewhere, from a mailed link). */
export const getCurrentUser = () =>
  apiRequest<MeAnswer>('/auth/me', { auth: true, timeoutMs: TIMEOUTS_MS.currentUser });
