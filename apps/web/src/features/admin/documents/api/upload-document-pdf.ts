import type { PdfUploadAnswer } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';

/** 10 MB over a slow connection takes longer than the 10 s of ordinary calls. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /admin/documents/{id}/upload-pdf: attaches or replaces an existing document's PDF at once. */
const uploadDocumentPdf = ({ id, file }: { id: number; file: File }) => {
  const form = new FormData();
  form.append('pdf', file, file.name);
  return adminRequest<PdfUploadAnswer>(`/admin/documents/${id}/upload-pdf`, {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
};

export const useUploadDocumentPdf = () => useMutation({ mutationFn: uploadDocumentPdf });
