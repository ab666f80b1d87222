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
