import { ADMIN_MESSAGES, PDF_UPLOAD } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import { checkPdfBeforeUpload, checkPdfOnSelect } from './pdf-rules';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['%PDF-'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('PDF rules of the document form', () => {
  it('on select: the type first, then the size', () => {
    expect(checkPdfOnSelect(file('a.pdf', 'text/plain'))).toBe(ADMIN_MESSAGES.pdfClientType);
    expect(checkPdfOnSelect(file('a.pdf', PDF_UPLOAD.mime, PDF_UPLOAD.maxBytes + 1))).toBe(
      ADMIN_MESSAGES.pdfClientSize,
    );
    expect(checkPdfOnSelect(file('a.pdf', PDF_UPLOAD.mime, PDF_UPLOAD.maxBytes))).toBeNull();
  });
  it('before sending: the extension, the type, the size', () => {
    expect(checkPdfBeforeUpload(file('a.doc', PDF_UPLOAD.mime))).toBe(ADMIN_MESSAGES.pdfOnlyExtension);
    expect(checkPdfBeforeUpload(file('A.PDF', 'application/octet-stream'))).toBe(ADMIN_MESSAGES.pdfBadType);
    expect(checkPdfBeforeUpload(file('a.pdf', PDF_UPLOAD.mime, PDF_UPLOAD.maxBytes + 1))).toBe(
      ADMIN_MESSAGES.pdfTooLarge,
    );
    expect(checkPdfBeforeUpload(file('Loi.PDF', PDF_UPLOAD.mime))).toBeNull();
  });
});
