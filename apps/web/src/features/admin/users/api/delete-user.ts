import { adminApi } from '../../lib/admin-api';

/** DELETE /admin/users/{id} (the server refuses one's own account and the last super admin). */
export const deleteUser = (id: number) => adminApi.delete(`/admin/users/${id}`);
