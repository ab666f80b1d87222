import { adminApi } from '../../lib/admin-api';

/** DELETE /admin/actualities/{id}. */
export const deleteNews = (id: number) => adminApi.delete(`/admin/actualities/${id}`);
