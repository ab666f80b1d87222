import { useState } from 'react';
import { useRefreshAdmin } from '../lib/hooks';

/** Which row's form is open ('new' for a new one); once saved, the form closes and the lists reload. */
export function useEditor<Row>() {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const refresh = useRefreshAdmin();
  return {
    editing,
    /** The row being edited, null for a new one. */
    row: editing === 'new' ? null : editing,
    startNew: () => setEditing('new'),
    startEdit: (row: Row) => setEditing(row),
    close: () => setEditing(null),
    saved: async () => {
      setEditing(null);
      await refresh();
    },
    refresh,
  };
}

export type Editor<Row> = ReturnType<typeof useEditor<Row>>;
