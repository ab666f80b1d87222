import { adminApi } from '../../lib/admin-api';

/** DELETE /admin/actuality-categories/{id}. */
export const deleteCategory = (id: number) => adminApi.delete(`/admin/actuality-categories/${id}`);
