import {
  CLIENT_MESSAGES,
  type ProfileUpdateAnswer,
  type ProfileUpdateInput,
  TIMEOUTS_MS,
} from '@lexfaso/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /auth/profile/update (30 s); a non-JSON error answer reads 'Erreur serveur (status)'. */
export const updateProfile = (body: ProfileUpdateInput) =>
  apiRequest<ProfileUpdateAnswer>('/auth/profile/update', {
    method: 'PUT',
    body,
    auth: true,
    timeoutMs: TIMEOUTS_MS.auth,
    networkErrorMessage: CLIENT_MESSAGES.network,
    httpErrorMessage: CLIENT_MESSAGES.serverStatus,
  });
