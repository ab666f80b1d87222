import { ADMIN_CRUD_TEXTS } from '@lexfaso/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Button, EmptyState, LoadingBlock, Pagination } from '@/components/ui';
import type { Paged } from '../lib/admin-query';
import { type CrudColumn, CrudTable } from './CrudTable';
import { confirmRemove, deletionFailure } from './confirm-remove';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';
import { type Editor, useEditor } from './use-editor';
import type { ListControls } from './use-list-controls';

/** How a back-office list names things (its catalogue entries share these keys). */
interface CrudTexts {
  placeholder: string;
  /** The "+ …" button's label; it opens the form for a new row. */
  newLabel: string;
  emptyTitle: string;
  /** The 'N …(s)' line above the table; no line without it. */
  count?: (total: number) => string;
  /** 'du document', 'de la catégorie'…: what the alert of a refused deletion names. */
  of?: string;
  confirmDelete: (name: string) => string;
}

/** A resource of the back-office: its wording, its columns and its deletion. */
export interface CrudResource<Row extends { id: number }> {
  texts: CrudTexts;
  columns: CrudColumn<Row>[];
  /** What the deletion's question names. */
  nameOf: (row: Row) => string;
  remove: (row: Row) => Promise<unknown>;
  /** The alert of a refused deletion (by default 'Erreur lors de la suppression {of}' and the reason). */
  deleteFailure?: (error: unknown) => string;
  /** What follows 'Erreur de chargement' when the list fails (nothing by default). */
  errorDetail?: (error: Error) => string | undefined;
  /** False for a list served in one page (users). */
  paged?: boolean;
}

interface CrudSectionProps<Row extends { id: number }> {
  resource: CrudResource<Row>;
  controls: ListControls;
  list: UseQueryResult<Paged<Row>, Error>;
  /** More of the toolbar: filters beside the search, a ref and keys for the search field. */
  toolbar?: Pick<ComponentProps<typeof ListToolbar>, 'filters' | 'inputRef' | 'onKeyDown'>;
  canDelete?: (row: Row) => boolean;
  /** The form of the row being edited (`editor.row`, null for a new one). */
  form: (editor: Editor<Row>) => ReactNode;
  /** A row to mark and bring into view (the one just saved). */
  highlightId?: number | null;
}

/**
 * A back-office list (back-office.md §2): toolbar, loading / error / empty states, table, pages, and the
 * form of the row being edited; after a change, every list is read again.
 */
export function CrudSection<Row extends { id: number }>({
  resource,
  controls,
  list,
  toolbar,
  canDelete,
  form,
  highlightId,
}: CrudSectionProps<Row>) {
  const { texts } = resource;
  const editor = useEditor<Row>();
  const remove = (row: Row) =>
    confirmRemove({
      question: texts.confirmDelete(resource.nameOf(row)),
      remove: () => resource.remove(row),
      refresh: editor.refresh,
      failure: resource.deleteFailure ?? deletionFailure(texts.of ?? ''),
    });
  return (
    <section className="card admin-panel">
      <ListToolbar
        {...toolbar}
        search={controls.search}
        onSearch={controls.setSearch}
        placeholder={texts.placeholder}
        action={<Button onClick={editor.startNew}>{ADMIN_CRUD_TEXTS.newButton(texts.newLabel)}</Button>}
      />
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <LoadError onRetry={() => list.refetch()} detail={resource.errorDetail?.(list.error)} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={texts.emptyTitle} />
      ) : (
        <>
          {texts.count && <p className="muted admin-count">{texts.count(list.data.totalItems)}</p>}
          <CrudTable
            rows={list.data.items}
            columns={resource.columns}
            onEdit={editor.startEdit}
            onDelete={remove}
            canDelete={canDelete}
            highlightId={highlightId}
          />
          {resource.paged !== false && (
            <Pagination
              page={controls.page}
              totalPages={list.data.totalPages}
              onPageChange={controls.setPage}
            />
          )}
        </>
      )}
      {editor.editing && form(editor)}
    </section>
  );
}
