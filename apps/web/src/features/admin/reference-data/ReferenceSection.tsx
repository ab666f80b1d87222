import { ADMIN, ADMIN_CRUD_TEXTS, DOC_TYPE_CATEGORIES, ADMIN_REFERENCE_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { type CrudResource, CrudSection } from '../crud/CrudSection';
import type { CrudColumn } from '../crud/CrudTable';
import type { Editor } from '../crud/use-editor';
import { useListControls } from '../crud/use-list-controls';
import { deleteReference } from './api/delete-reference';
import { useReferences } from './api/get-references';
import { KINDS, labelOf, type ReferenceKind, type ReferenceRow } from './kinds';
import { ReferenceForm } from './ReferenceForm';

const categoryLabel = (row: ReferenceRow) =>
  DOC_TYPE_CATEGORIES[row.category as keyof typeof DOC_TYPE_CATEGORIES]?.label ?? row.category;

const columnsOf = (kind: ReferenceKind): CrudColumn<ReferenceRow>[] => [
  { label: kind === 'types' ? T.type : T.name, cell: labelOf },
  ...(kind === 'types' ? [{ label: T.category, cell: categoryLabel }] : []),
  { label: T.slug, cell: (row) => <code>{row.slug}</code> },
  { label: T.documents, cell: (row) => row.documentCount ?? '—' },
];

const resourceOf = (kind: ReferenceKind): CrudResource<ReferenceRow> => ({
  texts: { ...T, ...KINDS[kind], confirmDelete: ADMIN_CRUD_TEXTS.confirmDeleteNamed },
  columns: columnsOf(kind),
  nameOf: labelOf,
  remove: (row) => deleteReference({ kind, id: row.id }),
  errorDetail: (error) => error.message,
});

/** Domains, document types and bodies: 20 per page, search, create, edit, delete. */
export function ReferenceSection({ kind }: { kind: ReferenceKind }) {
  const controls = useListControls({});
  const list = useReferences(kind, {
    page: controls.page,
    limit: ADMIN.pageSize,
    search: controls.searchParam,
  });
  // The row just saved is marked; a new one is also searched for by its name, or it would sort onto
  // another page and seem not to exist.
  const [saved, setSaved] = useState<number | null>(null);
  const form = (editor: Editor<ReferenceRow>) => (
    <ReferenceForm
      kind={kind}
      row={editor.row}
      onClose={editor.close}
      onSaved={(row) => {
        if (!editor.row) controls.setSearch(labelOf(row));
        setSaved(row.id);
        void editor.saved();
      }}
    />
  );
  return (
    <CrudSection
      resource={resourceOf(kind)}
      controls={controls}
      list={list}
      form={form}
      highlightId={saved}
    />
  );
}
