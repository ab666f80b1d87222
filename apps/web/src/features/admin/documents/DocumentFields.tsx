import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentFormBody,
  type MetadataAnswer,
  ADMIN_DOCUMENTS_TEXTS as T,
} from '@lexfaso/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { SelectInput, TextArea, TextInput } from '../crud/form-fields';

/** The document form's values as typed (DocumentFormBody's input; ids as the lists' strings). */
export interface DocumentValues {
  title: string;
  domaineId: string;
  organismeId: string;
  docTypeId: string;
  preambule: string;
  reference: string;
  status: string;
  statusNote: string;
  content: string;
  externalPdfUrl: string;
  publishedAt: string;
  /** A court decision's fields as JSON, kept as loaded ('' for none: unchanged); the form does not edit them yet. */
  decision: string;
}

/** The fields of the document form, in the order of back-office.md §5. */
export function DocumentFields({
  form,
  metadata,
}: {
  form: UseFormReturn<DocumentValues, unknown, DocumentFormBody>;
  metadata: MetadataAnswer;
}) {
  const field = (name: keyof DocumentValues) => ({ form, name, id: `admin-doc-${name}` });
  return (
    <>
      <TextInput {...field('title')} type="text" label={T.title} required wide />
      <TextInput {...field('reference')} type="text" label={T.reference} hint={T.referenceHint} wide />
      <SelectInput
        {...field('domaineId')}
        label={T.domain}
        required
        emptyLabel={T.choose}
        choices={metadata.domaines.map((d) => ({ value: d.id, label: d.name }))}
      />
      <SelectInput
        {...field('docTypeId')}
        label={T.docType}
        emptyLabel={T.choose}
        choices={metadata.docTypes.map((d) => ({ value: d.id, label: d.type }))}
      />
      <SelectInput
        {...field('organismeId')}
        label={T.body}
        emptyLabel={T.choose}
        choices={metadata.organismes.map((d) => ({ value: d.id, label: d.name }))}
      />
      <TextInput {...field('publishedAt')} type="date" label={T.publicationDate} />
      <p className="field__hint admin-form-grid__full">{T.draftHint}</p>
      <SelectInput
        {...field('status')}
        label={T.validity}
        choices={DOCUMENT_STATUSES.map((s) => ({ value: s, label: DOCUMENT_STATUS_LABELS[s] }))}
      />
      <TextInput {...field('statusNote')} type="text" label={T.statusNote} hint={T.statusNoteHint} />
      <TextInput {...field('externalPdfUrl')} type="url" label={T.externalPdfUrl} wide />
      <TextArea {...field('preambule')} label={T.preamble} rows={3} className="admin-form-grid__full" />
      <TextArea
        {...field('content')}
        label={T.content}
        required
        rows={10}
        inputClassName="input admin-doc-content"
        className="admin-form-grid__full"
        hint={T.contentHint}
      />
    </>
  );
}
