import { ADMIN_MESSAGES, PDF_UPLOAD } from '@lexfaso/contracts';

/** First reading of the upload rules (back-office.md §5), applied when a file is chosen. */
export function checkPdfOnSelect(file: File): string | null {
  if (file.type !== PDF_UPLOAD.mime) return ADMIN_MESSAGES.pdfClientType;
  if (file.size > PDF_UPLOAD.maxBytes) return ADMIN_MESSAGES.pdfClientSize;
  return null;
}

/** Second reading, applied just before sending it (the server checks the same rules, and the signature). */
export function checkPdfBeforeUpload(file: File): string | null {
  if (!/\.pdf$/i.test(file.name)) return ADMIN_MESSAGES.pdfOnlyExtension;
  if (file.type !== PDF_UPLOAD.mime) return ADMIN_MESSAGES.pdfBadType;
  if (file.size > PDF_UPLOAD.maxBytes) return ADMIN_MESSAGES.pdfTooLarge;
  return null;
}

/** Whether the file starts with the `%PDF-` signature, as the server checks (a renamed file does not). */
export async function hasPdfSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_UPLOAD.signature.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_UPLOAD.signature;
}
