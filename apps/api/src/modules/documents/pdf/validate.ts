import { ADMIN_MESSAGES, PDF_UPLOAD } from '@lexfaso/contracts';
import type { UploadedPdf } from '../../../http/multipart';
import { badRequest, payloadTooLarge } from '../../../platform/errors';

const PDF_MESSAGES = {
  extension: ADMIN_MESSAGES.pdfOnlyExtension,
  mediaType: ADMIN_MESSAGES.pdfBadType,
  tooLarge: ADMIN_MESSAGES.pdfTooLarge,
  signature: ADMIN_MESSAGES.pdfBadSignature,
  empty: ADMIN_MESSAGES.pdfMissing,
} as const;

/**
 * The upload rules of back-office.md §5 and decisions.md §5, on the server: name ending in .pdf,
 * declared type application/pdf, at most 10 MB, and content that really starts with `%PDF-`
 * (a renamed file of another kind is refused whatever its name and declared type).
 */
export function assertValidPdf(file: UploadedPdf) {
  if (!/\.pdf$/i.test(file.filename.trim()))
    throw badRequest(PDF_MESSAGES.extension, [{ field: 'pdf', message: PDF_MESSAGES.extension }]);
  if (file.mimetype.toLowerCase() !== PDF_UPLOAD.mime)
    throw badRequest(PDF_MESSAGES.mediaType, [{ field: 'pdf', message: PDF_MESSAGES.mediaType }]);
  if (file.data.length > PDF_UPLOAD.maxBytes) throw payloadTooLarge(PDF_MESSAGES.tooLarge);
  if (file.data.length === 0)
    throw badRequest(PDF_MESSAGES.empty, [{ field: 'pdf', message: PDF_MESSAGES.empty }]);
  if (!file.data.subarray(0, PDF_UPLOAD.signature.length).equals(Buffer.from(PDF_UPLOAD.signature, 'latin1')))
    throw badRequest(PDF_MESSAGES.signature, [{ field: 'pdf', message: PDF_MESSAGES.signature }]);
}

/**
 * The name offered when the PDF is downloaded: the user's base name only (no folders, no control
 * or reserved characters), always ending in .pdf. It is never used as a storage key.
 */
export function safeDownloadName(original: string) {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"<>:|?*]/g, '')
    .replace(/^\.+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  const stem = cleaned.replace(/\.pdf$/i, '').trim();
  return `${stem || 'document'}.pdf`;
}
