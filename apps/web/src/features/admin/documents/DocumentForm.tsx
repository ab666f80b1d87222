import {
  ADMIN_MESSAGES,
  type AdminDocument,
  ADMIN_LAW_TEXTS as LAW,
  type MetadataAnswer,
  ADMIN_DOCUMENTS_TEXTS as T,
} from '@lexfaso/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { LoadingBlock } from '@/components/ui';
import { CrudFormModal } from '../crud/CrudFormModal';
import { useCrudForm } from '../crud/use-crud-form';
import { saveErrorText } from '../lib/admin-api';
import { useDocument } from './api/get-document';
import { useSaveDocument } from './api/save-document';
import { useSaveDocumentWithPdf } from './api/save-document-with-pdf';
import { decisionValuesOf, EMPTY_DECISION } from './case-law/decision-values';
import { type DocumentFormOutput, documentResolver } from './case-law/document-resolver';
import { DocumentFields } from './DocumentFields';
import type { DocumentValues } from './document-values';
import { LawModal } from './law/LawModal';
import { PdfZone } from './PdfZone';
import { checkPdfBeforeUpload, hasPdfSignature } from './pdf-rules';
import { usePdfZone } from './use-pdf-zone';

const EMPTY: DocumentValues = {
  title: '',
  domaineId: '',
  organismeId: '',
  docTypeId: '',
  preambule: '',
  reference: '',
  status: 'in-force',
  statusNote: '',
  content: '',
  externalPdfUrl: '',
  publishedAt: '',
  decision: EMPTY_DECISION,
};

const valuesOf = (d: AdminDocument): DocumentValues => ({
  title: d.title,
  domaineId: d.domaineId ? String(d.domaineId) : '',
  organismeId: d.organismeId ? String(d.organismeId) : '',
  docTypeId: d.docTypeId ? String(d.docTypeId) : '',
  preambule: d.preambule ?? '',
  reference: d.reference ?? '',
  status: d.status,
  statusNote: d.statusNote ?? '',
  content: d.content ?? '',
  externalPdfUrl: d.externalPdfUrl ?? '',
  publishedAt: d.publishedAt ?? '',
  decision: decisionValuesOf(d.decision),
});

/** The multipart form's fields: strings, the decision's as JSON. */
const multipartFields = (values: DocumentValues, body: DocumentFormOutput) => {
  const { decision: _typed, ...fields } = values;
  return body.decision ? { ...fields, decision: JSON.stringify(body.decision) } : fields;
};

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
  const [lawOpen, setLawOpen] = useState(false);
  const record = useDocument(documentId);
  const zone = usePdfZone(documentId, onChanged);
  const saveJson = useSaveDocument();
  const saveWithPdf = useSaveDocumentWithPdf();
  // With a new PDF the content may stay empty: the server then takes the PDF's text.
  const fileRef = useRef(zone.file);
  fileRef.current = zone.file;
  const { form, modal } = useCrudForm<DocumentValues, DocumentFormOutput>({
    formId: 'admin-document-form',
    resolver: documentResolver(metadata, () => fileRef.current !== null),
    defaultValues: EMPTY,
    save: async (body, values) => {
      const file = zone.file;
      if (!file) await saveJson.mutateAsync({ id: documentId, body });
      else {
        const problem =
          checkPdfBeforeUpload(file) ??
          ((await hasPdfSignature(file)) ? null : ADMIN_MESSAGES.pdfBadSignature);
        if (problem) return zone.fail(problem);
        zone.setUpload('uploading');
        try {
          await saveWithPdf.mutateAsync({ id: documentId, fields: multipartFields(values, body), file });
        } finally {
          zone.setUpload('idle');
        }
      }
      toast(documentId ? T.updated : T.created);
      onSaved();
    },
    failureText: (e) => saveErrorText(e, ADMIN_MESSAGES.saveError),
    // The file's refusal belongs to the PDF zone.
    onFieldError: (e) => {
      if (e.field !== 'pdf') return false;
      zone.fail(e.message);
      return true;
    },
  });

  const loaded = documentId === null || record.isSuccess;
  const { reset } = form;
  const { setPdf } = zone;
  useEffect(() => {
    if (!record.data) return;
    const d = record.data.document;
    reset(valuesOf(d));
    setPdf({ hasPdf: d.hasPdf, pdfUrl: d.pdfUrl, pdfName: d.pdfName });
  }, [record.data, reset, setPdf]);

  return (
    <CrudFormModal
      state={modal}
      title={documentId ? T.editDocument : T.newLabel}
      size="lg"
      grid
      submitDisabled={!loaded}
      placeholder={
        record.isError ? (
          <p className="form-error" role="alert">
            {record.error.message}
          </p>
        ) : !loaded || !metadata ? (
          <LoadingBlock />
        ) : undefined
      }
      onClose={onClose}
    >
      {metadata && <DocumentFields form={form} metadata={metadata} />}
      <PdfZone zone={zone} canDelete={documentId !== null} />
      {documentId !== null && record.data && (
        <div className="admin-law__open">
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setLawOpen(true)}>
            {LAW.open}
          </button>
          {lawOpen && (
            <LawModal
              documentId={documentId}
              name={record.data.document.title}
              onClose={() => setLawOpen(false)}
              onChanged={onChanged}
            />
          )}
        </div>
      )}
    </CrudFormModal>
  );
}
