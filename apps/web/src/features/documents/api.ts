import { type DocumentBlocksAnswer, TIMEOUTS_MS } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  documentHttpMessage as httpMessage,
  requestDocument,
  takePrefetchedDocument,
} from './document-request';

export function useDocument(id: string | undefined) {
  return useQuery({
    queryKey: ['documents', 'detail', id],
    // The request public/document-prefetch.js started with the page, when there is one.
    queryFn: ({ signal }) => takePrefetchedDocument(id ?? '') ?? requestDocument(id ?? '', signal),
    enabled: !!id,
  });
}

/** The file name of a Content-Disposition header (RFC 5987 form first), else null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** Downloads the PDF through the API (bearer token) and hands it to the browser as a file. */
export async function downloadPdf(id: number) {
  const response = await api.get<Response>(`/api/documents/${id}/download-pdf`, {
    auth: true,
    responseType: 'response',
    timeoutMs: 60_000,
    httpErrorMessage: () => 'Erreur lors du téléchargement',
  });
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? `document-${id}.pdf`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A later window of a long document's blocks (the first one comes with the document). */
export function fetchBlockWindow(id: number, from: number, limit: number, signal?: AbortSignal) {
  return api.get<DocumentBlocksAnswer>(`/documents/${id}/blocks?from=${from}&limit=${limit}`, {
    auth: true,
    signal,
    timeoutMs: TIMEOUTS_MS.content,
    networkErrorMessage: 'Erreur de connexion au serveur',
    httpErrorMessage: httpMessage,
  });
}
