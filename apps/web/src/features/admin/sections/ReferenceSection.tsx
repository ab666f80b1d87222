import {
  ADMIN,
  DOC_TYPE_CATEGORIES,
  DOC_TYPE_CATEGORY_KEYS,
  DocTypeBody,
  NamedEntityBody,
} from '@lexfaso/contracts';
import { type FormEvent, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button, EmptyState, Field, LoadingBlock, Modal, Pagination } from '@/components/ui';
import { adminApi, saveErrorText } from '../lib/admin-api';
import { useAdminList, useDebounced, useRefreshAdmin } from '../lib/hooks';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';

type Kind = 'domains' | 'types' | 'bodies';
interface Row {
  id: number;
  name?: string;
  type?: string;
  category?: string;
  slug: string;
  documentCount?: number;
}

/** Paths and French wording of the three reference lists (back-office.md §7, §8). */
const KINDS: Record<
  Kind,
  { list: string; base: string; noun: string; of: string; newLabel: string; placeholder: string }
> = {
  domains: {
    list: '/domaines',
    base: '/domaines',
    noun: 'domaine',
    of: 'du domaine',
    newLabel: 'Nouveau domaine',
    placeholder: 'Rechercher un domaine…',
  },
  types: {
    list: '/doc_types',
    base: '/doc_types',
    noun: 'type de document',
    of: 'du type de document',
    newLabel: 'Nouveau type',
    placeholder: 'Rechercher un type…',
  },
  bodies: {
    list: '/admin/organismes',
    base: '/admin/organismes',
    noun: 'organisme',
    of: "de l'organisme",
    newLabel: 'Nouvel organisme',
    placeholder: 'Rechercher un organisme…',
  },
};

const labelOf = (r: Row) => r.name ?? r.type ?? '';

/** Domains, document types and bodies: 20 per page, search, create, edit, delete. */
export function ReferenceSection({ kind }: { kind: Kind }) {
  const k = KINDS[kind];
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const query = useAdminList<Row>(k.list, { page, limit: ADMIN.pageSize, search: debounced || undefined });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const refresh = useRefreshAdmin();

  async function remove(row: Row) {
    if (!window.confirm(`Supprimer « ${labelOf(row)} » ?`)) return;
    try {
      await adminApi.delete(`${k.base}/${row.id}`);
      await refresh();
    } catch (error) {
      window.alert(`Erreur lors de la suppression ${k.of}\n${saveErrorText(error, '')}`.trim());
    }
  }

  return (
    <section className="card admin-panel" key={kind}>
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder={k.placeholder}
        action={<Button onClick={() => setEditing('new')}>+ {k.newLabel}</Button>}
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} detail={query.error.message} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Aucun résultat" />
      ) : (
        <>
          <p className="muted admin-count">{query.data.totalItems} élément(s)</p>
          <div className="table-scroll">
            <table className="data-table data-table--stack">
              <thead>
                <tr>
                  <th scope="col">{kind === 'types' ? 'Type' : 'Nom'}</th>
                  {kind === 'types' && <th scope="col">Catégorie</th>}
                  <th scope="col">Slug</th>
                  <th scope="col">Documents</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((row) => (
                  <tr key={row.id}>
                    <td data-label={kind === 'types' ? 'Type' : 'Nom'}>{labelOf(row)}</td>
                    {kind === 'types' && (
                      <td data-label="Catégorie">
                        {DOC_TYPE_CATEGORIES[row.category as keyof typeof DOC_TYPE_CATEGORIES]?.label ??
                          row.category}
                      </td>
                    )}
                    <td data-label="Slug">
                      <code>{row.slug}</code>
                    </td>
                    <td data-label="Documents">{row.documentCount ?? '—'}</td>
                    <td data-label="Actions" className="admin-actions">
                      <Button size="sm" variant="outline" onClick={() => setEditing(row)}>
                        Modifier
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => remove(row)}>
                        Supprimer
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} totalPages={query.data.totalPages} onPageChange={setPage} />
        </>
      )}
      {editing && (
        <ReferenceForm
          kind={kind}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
    </section>
  );
}

function ReferenceForm({
  kind,
  row,
  onClose,
  onSaved,
}: {
  kind: Kind;
  row: Row | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const k = KINDS[kind];
  const { toast } = useNotify();
  const [name, setName] = useState(row ? labelOf(row) : '');
  const [category, setCategory] = useState(row?.category ?? DOC_TYPE_CATEGORY_KEYS[0]);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body = kind === 'types' ? { type: name, category } : { name };
    const parsed = (kind === 'types' ? DocTypeBody : NamedEntityBody).safeParse(body);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      if (row) await adminApi.put(`${k.base}/${row.id}`, parsed.data);
      else await adminApi.post(k.base, parsed.data);
      toast(row ? 'Modifications enregistrées' : 'Élément créé');
      onSaved();
    } catch (e) {
      setError(`Erreur lors de la sauvegarde ${k.of} : ${saveErrorText(e, '')}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={row ? `Modifier le ${k.noun}` : k.newLabel}
      size="sm"
      footer={
        <div className="actions">
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form="admin-reference-form" isLoading={busy}>
            Enregistrer
          </Button>
        </div>
      }
    >
      <form id="admin-reference-form" onSubmit={submit} noValidate>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field
          id="admin-ref-name"
          label={kind === 'types' ? 'Type *' : 'Nom *'}
          error={fieldError ?? undefined}
        >
          {(control) => (
            <input className="input" value={name} onChange={(e) => setName(e.target.value)} {...control} />
          )}
        </Field>
        {kind === 'types' && (
          <Field id="admin-ref-category" label="Catégorie *">
            {(control) => (
              <select
                className="input"
                value={category}
                onChange={(e) => setCategory(e.target.value as typeof category)}
                {...control}
              >
                {DOC_TYPE_CATEGORY_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {DOC_TYPE_CATEGORIES[key].label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form>
    </Modal>
  );
}
