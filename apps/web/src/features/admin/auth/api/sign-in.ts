import { AdminLoginAnswer, type AdminLoginBody } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /admin/auth/login; the answer is checked (AdminLoginAnswer): null when it carries no token. */
async function signIn(body: AdminLoginBody): Promise<AdminLoginAnswer | null> {
  const answer = await apiRequest<unknown>('/admin/auth/login', {
    method: 'POST',
    body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const checked = AdminLoginAnswer.safeParse(answer);
  return checked.success && checked.data.token ? checked.data : null;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
