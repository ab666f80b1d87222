import { ADMIN_DOCUMENTS_TEXTS as T } from '@lexfaso/contracts';
import { Button } from '@/components/ui';
import { useReveal } from '../crud/use-reveal';
import type { PdfZoneState } from './use-pdf-zone';

/** The file part of the document form: the current PDF, the file input, the upload's state. */
export function PdfZone({ zone, canDelete }: { zone: PdfZoneState; canDelete: boolean }) {
  const { pdf, file, upload, uploadError, uploadMessage } = zone;
  // A refused file says so at this field, on screen (the modal's body may be scrolled anywhere).
  const errorBox = useReveal<HTMLDivElement>(uploadError);
  return (
    <fieldset
      className="admin-pdf-zone admin-form-grid__full"
      aria-busy={upload === 'uploading' || undefined}
    >
      <legend>{T.pdfLegend}</legend>
      {pdf.hasPdf && (
        <p className="admin-pdf-zone__current">
          {pdf.pdfName ?? T.pdfAttached}
          {pdf.pdfUrl && (
            <>
              {' '}
              — <span className="muted">{T.pdfForPremium}</span>
            </>
          )}
        </p>
      )}
      {file && <p className="admin-pdf-zone__current">{T.pdfSentOnSave(file.name)}</p>}
      <label className="admin-pdf-zone__drop" htmlFor="admin-doc-pdf">
        <span>
          {pdf.hasPdf ? T.replacePdf : T.choosePdf}
          {T.pdfMaxSize}
        </span>
        <input
          id="admin-doc-pdf"
          ref={zone.fileInput}
          type="file"
          accept="application/pdf,.pdf"
          disabled={upload === 'uploading'}
          onChange={(e) => void zone.pick(e.target.files?.[0] ?? null)}
        />
      </label>
      <div className="admin-pdf-zone__status" aria-live="polite">
        {upload === 'uploading' && <span>{T.uploading}</span>}
        {upload === 'success' && uploadMessage && <span className="admin-pdf-zone__ok">{uploadMessage}</span>}
      </div>
      {upload === 'error' && uploadError && (
        <div ref={errorBox} className="form-error admin-pdf-zone__error" role="alert">
          <span>{uploadError}</span>
          <button
            type="button"
            className="admin-pdf-zone__close"
            aria-label={T.closeMessage}
            onClick={zone.dismissError}
          >
            ×
          </button>
        </div>
      )}
      {pdf.hasPdf && canDelete && (
        <Button size="sm" variant="danger" onClick={zone.deletePdf} disabled={upload === 'uploading'}>
          {T.deletePdf}
        </Button>
      )}
      {file && (
        <Button size="sm" variant="ghost" onClick={zone.removeFile}>
          {T.removeFile}
        </Button>
      )}
    </fieldset>
  );
}
