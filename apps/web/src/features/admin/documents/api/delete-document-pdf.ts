import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api';

/** DELETE /admin/documents/{id}/delete-pdf. */
const deleteDocumentPdf = (id: number) => adminApi.delete(`/admin/documents/${id}/delete-pdf`);

export const useDeleteDocumentPdf = () => useMutation({ mutationFn: deleteDocumentPdf });
