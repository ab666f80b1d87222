import { ADMIN_CRUD_TEXTS } from '@lexfaso/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui';

/** 'Oui' or 'Non' in a cell. */
export const yesNo = (value: boolean) => (value ? ADMIN_CRUD_TEXTS.yes : ADMIN_CRUD_TEXTS.no);

/** One column of a back-office table: its header (also the cell's label on narrow screens) and cell. */
export interface CrudColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** The rows of a back-office list, each with its Modifier and (when allowed) Supprimer buttons. */
export function CrudTable<Row extends { id: number }>({
  rows,
  columns,
  onEdit,
  onDelete,
  canDelete = () => true,
  highlightId,
}: {
  rows: Row[];
  columns: CrudColumn<Row>[];
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  canDelete?: (row: Row) => boolean;
  highlightId?: number | null;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table data-table--stack">
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.label}>
                {c.label}
              </th>
            ))}
            <th scope="col">{ADMIN_CRUD_TEXTS.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={row.id === highlightId ? 'is-highlighted' : undefined}
              ref={row.id === highlightId ? (el) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
            >
              {columns.map((c) => (
                <td data-label={c.label} className={c.className} key={c.label}>
                  {c.cell(row)}
                </td>
              ))}
              <td data-label={ADMIN_CRUD_TEXTS.actions} className="admin-actions">
                <Button size="sm" variant="outline" onClick={() => onEdit(row)}>
                  {ADMIN_CRUD_TEXTS.edit}
                </Button>
                {canDelete(row) && (
                  <Button size="sm" variant="danger" onClick={() => onDelete(row)}>
                    {ADMIN_CRUD_TEXTS.delete}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
