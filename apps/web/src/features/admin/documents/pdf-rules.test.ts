import { ADMIN_MESSAGES, PDF_UPLOAD } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import { checkPdfBeforeUpload, checkPdfOnSelect, hasPdfSignature } from './pdf-rules';

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
  it('reads the %PDF- signature, as the server does: a renamed file has none', async () => {
    const made = (content: string) => new File([content], 'loi.pdf', { type: PDF_UPLOAD.mime });
    expect(await hasPdfSignature(made('%PDF-1.7\n…'))).toBe(true);
    expect(await hasPdfSignature(made('MZ\u0090 ceci est un programme'))).toBe(false);
    expect(await hasPdfSignature(made('%PD'))).toBe(false);
    expect(await hasPdfSignature(made(''))).toBe(false);
  });
});
