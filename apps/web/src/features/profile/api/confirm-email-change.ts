import { CLIENT_MESSAGES, type SuccessMessage, TIMEOUTS_MS } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/email-change/confirm: the link mailed to a new address makes it the account's email. */
const confirmEmailChange = (selector: string, token: string) =>
  apiRequest<SuccessMessage>('/auth/email-change/confirm', {
    method: 'POST',
    body: { selector, token },
    timeoutMs: TIMEOUTS_MS.auth,
    networkErrorMessage: CLIENT_MESSAGES.network,
    httpErrorMessage: CLIENT_MESSAGES.serverStatus,
  });

/** A query, not an effect: it runs once per link even when the page mounts twice, and a link serves once. */
export const useConfirmEmailChange = (selector: string, token: string) =>
  useQuery({
    queryKey: ['email-change', selector, token],
    queryFn: () => confirmEmailChange(selector, token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
