import { adminApi } from '../../lib/admin-api';

/** DELETE /documents/{id}. */
export const deleteDocument = (id: number) => adminApi.delete(`/documents/${id}`);
