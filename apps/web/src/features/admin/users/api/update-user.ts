import type { AdminUserUpdateBody } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

/** PUT /admin/users/{id}, with the body AdminUserUpdateBody checked (no email: it never changes). */
const updateUser = ({ id, body }: { id: number; body: AdminUserUpdateBody }) =>
  adminApi.put(`/admin/users/${id}`, body);

export const useUpdateUser = () => useMutation({ mutationFn: updateUser });
