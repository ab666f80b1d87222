import {
  ADMIN_MESSAGES,
  DOCUMENTS_API_MESSAGES,
  ADMIN_DOCUMENTS_TEXTS as T,
  TIMERS_MS,
} from '@lexfaso/contracts';
import { useEffect, useRef, useState } from 'react';
import { saveErrorText } from '../lib/admin-api';
import { useTransientMessage } from '../lib/hooks';
import { useDeleteDocumentPdf } from './api/delete-document-pdf';
import { useUploadDocumentPdf } from './api/upload-document-pdf';
import { checkPdfBeforeUpload, checkPdfOnSelect, hasPdfSignature } from './pdf-rules';

type UploadState = 'idle' | 'uploading' | 'success' | 'error';
interface PdfInfo {
  hasPdf: boolean;
  pdfUrl: string | null;
  pdfName: string | null;
}
const NO_PDF: PdfInfo = { hasPdf: false, pdfUrl: null, pdfName: null };

/**
 * The PDF zone of the document form (back-office.md §5). A new document keeps the chosen file until the
 * form is saved; an existing one gets it (or loses it) at once. `onChanged` reloads the lists.
 */
export function usePdfZone(documentId: number | null, onChanged: () => void) {
  const [pdf, setPdf] = useState<PdfInfo>(NO_PDF);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>('idle');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadMessage, setUploadMessage] = useTransientMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadPdf = useUploadDocumentPdf();
  const removePdf = useDeleteDocumentPdf();

  useEffect(() => {
    if (upload === 'success' && !uploadMessage) setUpload('idle');
  }, [upload, uploadMessage]);

  const fail = (problem: string) => {
    setUpload('error');
    setUploadError(problem);
  };
  const clearInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  async function uploadNow(id: number, chosen: File) {
    const problem = checkPdfBeforeUpload(chosen);
    if (problem) return fail(problem);
    setUpload('uploading');
    try {
      const answer = await uploadPdf.mutateAsync({ id, file: chosen });
      setPdf({ hasPdf: answer.hasPdf, pdfUrl: answer.pdfUrl, pdfName: chosen.name });
      setUpload('success');
      // The server says so when the PDF was too costly to read: stored, but without its text (issue 19).
      if (answer.message === DOCUMENTS_API_MESSAGES.pdfStoredWithoutText)
        setUploadMessage(answer.message, TIMERS_MS.adminUploadWithoutText);
      else setUploadMessage(T.pdfUploaded, TIMERS_MS.adminUploadSuccess);
      onChanged();
    } catch (e) {
      fail(T.withReason(ADMIN_MESSAGES.uploadError, saveErrorText(e, '')));
    } finally {
      clearInput();
    }
  }

  async function pick(chosen: File | null) {
    setUploadError(null);
    if (!chosen) return;
    const problem =
      checkPdfOnSelect(chosen) ?? ((await hasPdfSignature(chosen)) ? null : ADMIN_MESSAGES.pdfBadSignature);
    if (problem) {
      fail(problem);
      clearInput();
    } else if (documentId === null) {
      setFile(chosen);
      setUpload('idle');
    } else void uploadNow(documentId, chosen);
  }

  async function deletePdf() {
    if (documentId === null || !window.confirm(T.confirmDeletePdf)) return;
    setUpload('uploading');
    try {
      await removePdf.mutateAsync(documentId);
      setPdf(NO_PDF);
      setUpload('success');
      setUploadMessage(T.pdfDeleted, TIMERS_MS.adminDeleteSuccess);
      onChanged();
    } catch (e) {
      fail(T.withReason(ADMIN_MESSAGES.deleteError, saveErrorText(e, '')));
    }
  }

  return {
    pdf,
    setPdf,
    file,
    removeFile: () => setFile(null),
    upload,
    setUpload,
    uploadError,
    uploadMessage,
    fileInput,
    pick,
    fail,
    deletePdf,
    dismissError: () => {
      setUpload('idle');
      setUploadError(null);
    },
  };
}

export type PdfZoneState = ReturnType<typeof usePdfZone>;
