import type { DocumentFormBody } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

/** POST /documents (new) or PUT /documents/{id} (existing), JSON checked against DocumentFormBody. */
const saveDocument = ({ id, body }: { id: number | null; body: DocumentFormBody }) =>
  id ? adminApi.put(`/documents/${id}`, body) : adminApi.post('/documents', body);

export const useSaveDocument = () => useMutation({ mutationFn: saveDocument });
