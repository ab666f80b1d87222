import type { DocumentMultipartFields } from '@lexfaso/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';
import { UPLOAD_TIMEOUT_MS } from './upload-document-pdf';

/**
 * POST /documents/create-with-pdf or /documents/{id}/update-with-pdf: the form's fields as typed
 * (DocumentMultipartFields: the content may stay empty, the server then takes the PDF's text) and the file.
 */
const saveDocumentWithPdf = ({
  id,
  fields,
  file,
}: {
  id: number | null;
  fields: Partial<Record<keyof DocumentMultipartFields | 'decision', string>>;
  file: File;
}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  form.append('pdf', file, file.name);
  return adminRequest(id ? `/documents/${id}/update-with-pdf` : '/documents/create-with-pdf', {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
};

export const useSaveDocumentWithPdf = () => useMutation({ mutationFn: saveDocumentWithPdf });
