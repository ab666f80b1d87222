import {
  ADMIN_MESSAGES,
  type AdminDocumentAnswer,
  DocumentFormBody,
  DocumentMultipartFields,
  type MetadataAnswer,
  type PdfUploadAnswer,
  TIMERS_MS,
} from '@lexfaso/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button, Field, LoadingBlock, Modal } from '@/components/ui';
import { adminApi, adminRequest, saveErrorText } from '../lib/admin-api';
import { useTransientMessage } from '../lib/hooks';
import { checkPdfBeforeUpload, checkPdfOnSelect } from './pdf-rules';

const UPLOAD_TIMEOUT_MS = 120_000; // 10 MB over a slow connection takes longer than the 10 s of ordinary calls

interface Values {
  title: string;
  domaineId: string;
  organismeId: string;
  docTypeId: string;
  preambule: string;
  content: string;
  externalPdfUrl: string;
  publishedAt: string;
}
const EMPTY: Values = {
  title: '',
  domaineId: '',
  organismeId: '',
  docTypeId: '',
  preambule: '',
  content: '',
  externalPdfUrl: '',
  publishedAt: '',
};

type UploadState = 'idle' | 'uploading' | 'success' | 'error';

/** The document modal (back-office.md §2, §5): the form and its PDF zone. */
export function DocumentForm({
  documentId,
  metadata,
  onClose,
  onSaved,
  onChanged,
}: {
  documentId: number | null;
  metadata: MetadataAnswer | null;
  onClose: () => void;
  onSaved: () => void;
  onChanged: () => void;
}) {
  const { toast } = useNotify();
  const [values, setValues] = useState<Values>(EMPTY);
  const [loaded, setLoaded] = useState(documentId === null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pdf, setPdf] = useState<{ hasPdf: boolean; pdfUrl: string | null; pdfName: string | null }>({
    hasPdf: false,
    pdfUrl: null,
    pdfName: null,
  });
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<UploadState>('idle');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadMessage, setUploadMessage] = useTransientMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (documentId === null) return;
    let cancelled = false;
    adminApi
      .get<AdminDocumentAnswer>(`/admin/documents/${documentId}`)
      .then(({ document: d }) => {
        if (cancelled) return;
        setValues({
          title: d.title,
          domaineId: d.domaineId ? String(d.domaineId) : '',
          organismeId: d.organismeId ? String(d.organismeId) : '',
          docTypeId: d.docTypeId ? String(d.docTypeId) : '',
          preambule: d.preambule ?? '',
          content: d.content ?? '',
          externalPdfUrl: d.externalPdfUrl ?? '',
          publishedAt: d.publishedAt ?? '',
        });
        setPdf({ hasPdf: d.hasPdf, pdfUrl: d.pdfUrl, pdfName: d.pdfName });
        setLoaded(true);
      })
      .catch((e: Error) => !cancelled && setLoadError(e.message));
    return () => {
      cancelled = true;
    };
  }, [documentId]);

  useEffect(() => {
    if (upload === 'success' && !uploadMessage) setUpload('idle');
  }, [upload, uploadMessage]);

  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function pick(chosen: File | null) {
    setUploadError(null);
    if (!chosen) return;
    const problem = checkPdfOnSelect(chosen);
    if (problem) {
      setUpload('error');
      setUploadError(problem);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (documentId === null) {
      // A new document: the file goes with the form when it is saved.
      setFile(chosen);
      setUpload('idle');
    } else void uploadNow(chosen);
  }

  /** An existing document: the PDF is attached or replaced straight away. */
  async function uploadNow(chosen: File) {
    const problem = checkPdfBeforeUpload(chosen);
    if (problem) {
      setUpload('error');
      setUploadError(problem);
      return;
    }
    setUpload('uploading');
    const form = new FormData();
    form.append('pdf', chosen, chosen.name);
    try {
      const answer = await adminRequest<PdfUploadAnswer>(`/admin/documents/${documentId}/upload-pdf`, {
        method: 'POST',
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      setPdf({ hasPdf: answer.hasPdf, pdfUrl: answer.pdfUrl, pdfName: chosen.name });
      setUpload('success');
      setUploadMessage('PDF téléversé avec succès', TIMERS_MS.adminUploadSuccess);
      onChanged();
    } catch (e) {
      setUpload('error');
      setUploadError(`${ADMIN_MESSAGES.uploadError} : ${saveErrorText(e, '')}`);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function deletePdf() {
    if (!window.confirm('Supprimer le PDF de ce document ?')) return;
    setUpload('uploading');
    try {
      await adminApi.delete(`/admin/documents/${documentId}/delete-pdf`);
      setPdf({ hasPdf: false, pdfUrl: null, pdfName: null });
      setUpload('success');
      setUploadMessage('PDF supprimé', TIMERS_MS.adminDeleteSuccess);
      onChanged();
    } catch (e) {
      setUpload('error');
      setUploadError(`${ADMIN_MESSAGES.deleteError} : ${saveErrorText(e, '')}`);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // With a new PDF the content may stay empty: the server then takes the PDF's text.
    const schema = file ? DocumentMultipartFields : DocumentFormBody;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (file) {
      const problem = checkPdfBeforeUpload(file);
      if (problem) {
        setUpload('error');
        setUploadError(problem);
        return;
      }
    }
    setBusy(true);
    try {
      if (file) {
        const form = new FormData();
        for (const [k, v] of Object.entries(values)) form.append(k, v);
        form.append('pdf', file, file.name);
        setUpload('uploading');
        await adminRequest(
          documentId ? `/documents/${documentId}/update-with-pdf` : '/documents/create-with-pdf',
          {
            method: 'POST',
            body: form,
            timeoutMs: UPLOAD_TIMEOUT_MS,
          },
        );
        setUpload('idle');
      } else if (documentId) await adminApi.put(`/documents/${documentId}`, parsed.data);
      else await adminApi.post('/documents', parsed.data);
      toast(documentId ? 'Document mis à jour avec succès' : 'Document créé avec succès');
      onSaved();
    } catch (e) {
      if (file) setUpload('idle');
      setError(saveErrorText(e, ADMIN_MESSAGES.saveError));
    } finally {
      setBusy(false);
    }
  }

  const input = (key: keyof Values, label: string, opts: { type?: string; required?: boolean } = {}) => (
    <Field id={`admin-doc-${key}`} label={opts.required ? `${label} *` : label} error={errors[key]}>
      {(control) => (
        <input
          className="input"
          type={opts.type ?? 'text'}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          {...control}
        />
      )}
    </Field>
  );

  const select = (
    key: 'domaineId' | 'organismeId' | 'docTypeId',
    label: string,
    options: Array<{ id: number; label: string }>,
    required = false,
  ) => (
    <Field id={`admin-doc-${key}`} label={required ? `${label} *` : label} error={errors[key]}>
      {(control) => (
        <select className="input" value={values[key]} onChange={(e) => set(key, e.target.value)} {...control}>
          <option value="">— Choisir —</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <Modal
      isOpen
      onClose={onClose}
      size="lg"
      title={documentId ? 'Modifier le document' : 'Nouveau document'}
      footer={
        <div className="actions">
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form="admin-document-form" isLoading={busy} disabled={!loaded}>
            Enregistrer
          </Button>
        </div>
      }
    >
      {loadError ? (
        <p className="form-error" role="alert">
          {loadError}
        </p>
      ) : !loaded || !metadata ? (
        <LoadingBlock />
      ) : (
        <form id="admin-document-form" onSubmit={submit} noValidate className="admin-form-grid">
          {error && (
            <p className="form-error admin-form-grid__full" role="alert">
              {error}
            </p>
          )}
          <div className="admin-form-grid__full">{input('title', 'Titre', { required: true })}</div>
          {select(
            'domaineId',
            'Domaine',
            metadata.domaines.map((d) => ({ id: d.id, label: d.name })),
            true,
          )}
          {select(
            'docTypeId',
            'Type de document',
            metadata.docTypes.map((d) => ({ id: d.id, label: d.type })),
          )}
          {select(
            'organismeId',
            'Organisme',
            metadata.organismes.map((d) => ({ id: d.id, label: d.name })),
          )}
          {input('publishedAt', 'Date de publication', { type: 'date' })}
          <p className="field__hint admin-form-grid__full">
            Sans date de publication, le document reste un brouillon.
          </p>
          <div className="admin-form-grid__full">
            {input('externalPdfUrl', 'URL du PDF externe', { type: 'url' })}
          </div>
          <Field id="admin-doc-preambule" label="Préambule" className="admin-form-grid__full">
            {(control) => (
              <textarea
                className="input"
                rows={3}
                value={values.preambule}
                onChange={(e) => set('preambule', e.target.value)}
                {...control}
              />
            )}
          </Field>
          <Field
            id="admin-doc-content"
            label="Contenu *"
            className="admin-form-grid__full"
            hint="Texte brut. Avec un PDF qui contient du texte, le contenu peut rester vide : le texte du PDF sera repris."
            error={errors.content}
          >
            {(control) => (
              <textarea
                className="input admin-doc-content"
                rows={10}
                value={values.content}
                onChange={(e) => set('content', e.target.value)}
                {...control}
              />
            )}
          </Field>

          <fieldset
            className="admin-pdf-zone admin-form-grid__full"
            aria-busy={upload === 'uploading' || undefined}
          >
            <legend>Fichier PDF</legend>
            {pdf.hasPdf && (
              <p className="admin-pdf-zone__current">
                {pdf.pdfName ?? 'PDF joint'}
                {pdf.pdfUrl && (
                  <>
                    {' '}
                    — <span className="muted">téléchargeable par les abonnés Premium</span>
                  </>
                )}
              </p>
            )}
            {file && <p className="admin-pdf-zone__current">{file.name} (sera envoyé à l'enregistrement)</p>}
            <label className="admin-pdf-zone__drop" htmlFor="admin-doc-pdf">
              <span>{pdf.hasPdf ? 'Remplacer le PDF' : 'Choisir un fichier PDF'} (10 Mo maximum)</span>
              <input
                id="admin-doc-pdf"
                ref={fileInput}
                type="file"
                accept="application/pdf,.pdf"
                disabled={upload === 'uploading'}
                onChange={(e) => pick(e.target.files?.[0] ?? null)}
              />
            </label>
            <div className="admin-pdf-zone__status" aria-live="polite">
              {upload === 'uploading' && <span>Envoi en cours…</span>}
              {upload === 'success' && uploadMessage && (
                <span className="admin-pdf-zone__ok">{uploadMessage}</span>
              )}
            </div>
            {upload === 'error' && uploadError && (
              <div className="form-error admin-pdf-zone__error" role="alert">
                <span>{uploadError}</span>
                <button
                  type="button"
                  className="admin-pdf-zone__close"
                  aria-label="Fermer le message"
                  onClick={() => {
                    setUpload('idle');
                    setUploadError(null);
                  }}
                >
                  ×
                </button>
              </div>
            )}
            {pdf.hasPdf && documentId !== null && (
              <Button size="sm" variant="danger" onClick={deletePdf} disabled={upload === 'uploading'}>
                Supprimer le PDF
              </Button>
            )}
            {file && (
              <Button size="sm" variant="ghost" onClick={() => setFile(null)}>
                Retirer le fichier
              </Button>
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
