import { DOCUMENTS_CLIENT_MESSAGES } from '@lexfaso/contracts';
import { api } from './api-client';

// A document's PDF, downloaded with the reader's session: from the document page and from /downloads.

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
    httpErrorMessage: () => DOCUMENTS_CLIENT_MESSAGES.download,
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
