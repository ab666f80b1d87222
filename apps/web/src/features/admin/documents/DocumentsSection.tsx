import {
  ADMIN,
  type AdminDocument,
  DOCUMENT_STATUS_LABELS,
  type MetadataAnswer,
  ADMIN_DOCUMENTS_TEXTS as T,
} from '@lexfaso/contracts';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from 'react';
import { formatLongDate } from '@/lib/format-date';
import { type CrudResource, CrudSection } from '../crud/CrudSection';
import { type CrudColumn, yesNo } from '../crud/CrudTable';
import { FilterSelect } from '../crud/FilterSelect';
import type { Editor } from '../crud/use-editor';
import { useListControls } from '../crud/use-list-controls';
import { deleteDocument } from './api/delete-document';
import { useDocuments } from './api/get-documents';
import { useMetadata } from './api/get-metadata';
import { DocumentForm } from './DocumentForm';

const COLUMNS: CrudColumn<AdminDocument>[] = [
  { label: T.title, cell: (d) => d.title, className: 'admin-doc-title' },
  { label: T.reference, cell: (d) => d.reference ?? '—', className: 'admin-doc-reference' },
  { label: T.type, cell: (d) => d.docType?.type ?? '—' },
  { label: T.domain, cell: (d) => d.domaine?.name ?? '—' },
  {
    label: T.status,
    cell: (d) =>
      d.isPublished ? (
        <span className="admin-pill admin-pill--active">
          {d.publishedAt ? T.publishedOn(formatLongDate(d.publishedAt)) : T.publishedUndated}
        </span>
      ) : (
        <span className="admin-pill admin-pill--pending">{T.draft}</span>
      ),
  },
  { label: T.validity, cell: (d) => DOCUMENT_STATUS_LABELS[d.status] },
  { label: T.pdf, cell: (d) => yesNo(d.hasPdf) },
];

const DOCUMENTS: CrudResource<AdminDocument> = {
  texts: T,
  columns: COLUMNS,
  nameOf: (d) => d.title,
  remove: (d) => deleteDocument(d.id),
  errorDetail: (error) => error.message,
};

/** The choices of the three filters, from the metadata. */
const filterChoices = (m: MetadataAnswer) => ({
  domaine: m.domaines.map((d) => ({ value: d.id, label: d.name })),
  docType: m.docTypes.map((d) => ({ value: d.id, label: d.type })),
  organisme: m.organismes.map((d) => ({ value: d.id, label: d.name })),
});
const FILTER_LABELS = { domaine: T.domain, docType: T.type, organisme: T.body } as const;

/** Ctrl+K (⌘K) puts the focus in the search field. */
function useSearchShortcut() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return ref;
}

/** Documents: 20 per page, drafts included; search waits 300 ms, Ctrl+K focuses it, Escape clears it. */
export function DocumentsSection() {
  const controls = useListControls({ domaine: '', docType: '', organisme: '' });
  const searchRef = useSearchShortcut();
  const metadata = useMetadata();
  const list = useDocuments({
    page: controls.page,
    limit: ADMIN.pageSize,
    search: controls.searchParam,
    domaine: controls.filters.domaine || undefined,
    docType: controls.filters.docType || undefined,
    organisme: controls.filters.organisme || undefined,
  });
  const choices = metadata.data && filterChoices(metadata.data);

  const filters =
    choices &&
    (['domaine', 'docType', 'organisme'] as const).map((key) => (
      <FilterSelect
        key={key}
        label={FILTER_LABELS[key]}
        allLabel={T.filterAll(FILTER_LABELS[key])}
        choices={choices[key]}
        {...controls.filter(key)}
      />
    ));
  const form = (editor: Editor<AdminDocument>) => (
    <DocumentForm
      documentId={editor.row?.id ?? null}
      metadata={metadata.data ?? null}
      onClose={editor.close}
      onSaved={editor.saved}
      onChanged={editor.refresh}
    />
  );
  const onKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') controls.setSearch('');
  };
  const toolbar = { filters, inputRef: searchRef, onKeyDown };
  return <CrudSection resource={DOCUMENTS} controls={controls} list={list} toolbar={toolbar} form={form} />;
}
