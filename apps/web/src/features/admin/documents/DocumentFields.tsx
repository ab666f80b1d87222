import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type MetadataAnswer,
  ADMIN_DOCUMENTS_TEXTS as T,
} from '@lexfaso/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { SelectInput, TextArea, TextInput } from '../crud/form-fields';
import { DecisionFieldset } from './case-law/DecisionFieldset';
import { isDecisionType } from './case-law/decision-values';
import type { DocumentFormOutput } from './case-law/document-resolver';
import type { DocumentValues } from './document-values';

/** The fields of the document form, in the order of back-office.md §5. */
export function DocumentFields({
  form,
  metadata,
}: {
  form: UseFormReturn<DocumentValues, unknown, DocumentFormOutput>;
  metadata: MetadataAnswer;
}) {
  const field = (name: Exclude<keyof DocumentValues, 'decision'>) => ({
    form,
    name,
    id: `admin-doc-${name}`,
  });
  const decision = isDecisionType(metadata, form.watch('docTypeId'));
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
      {decision && <DecisionFieldset form={form} />}
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
