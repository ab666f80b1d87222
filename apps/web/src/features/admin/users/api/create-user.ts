import type { AdminUserCreateBody } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

/** POST /admin/users, with the body AdminUserCreateBody checked. */
const createUser = (body: AdminUserCreateBody) => adminApi.post('/admin/users', body);

export const useCreateUser = () => useMutation({ mutationFn: createUser });
