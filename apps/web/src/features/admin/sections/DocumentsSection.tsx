import { ADMIN, type AdminDocument, type MetadataAnswer } from '@lexfaso/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button, EmptyState, LoadingBlock, Pagination } from '@/components/ui';
import { formatDate } from '@/lib/format-date';
import { adminApi, saveErrorText } from '../lib/admin-api';
import { useAdminList, useAdminQuery, useDebounced, useRefreshAdmin } from '../lib/hooks';
import { DocumentForm } from './DocumentForm';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';

/** Documents: 20 per page, drafts included; search waits 300 ms, Ctrl+K focuses it, Escape clears it. */
export function DocumentsSection() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({ domaine: '', docType: '', organisme: '' });
  const debounced = useDebounced(search.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  const metadata = useAdminQuery<MetadataAnswer>('/admin/metadata');
  const query = useAdminList<AdminDocument>('/documents', {
    page,
    limit: ADMIN.pageSize,
    search: debounced || undefined,
    domaine: filters.domaine || undefined,
    docType: filters.docType || undefined,
    organisme: filters.organisme || undefined,
  });
  const [editing, setEditing] = useState<AdminDocument | 'new' | null>(null);
  const refresh = useRefreshAdmin();

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function remove(doc: AdminDocument) {
    if (!window.confirm(`Supprimer le document « ${doc.title} » ?`)) return;
    try {
      await adminApi.delete(`/documents/${doc.id}`);
      await refresh();
    } catch (error) {
      window.alert(`Erreur lors de la suppression du document\n${saveErrorText(error, '')}`.trim());
    }
  }

  const select = (
    key: keyof typeof filters,
    label: string,
    options: Array<{ id: number; label: string }>,
  ) => (
    <select
      className="input admin-filter"
      aria-label={label}
      value={filters[key]}
      onChange={(e) => {
        setFilters((f) => ({ ...f, [key]: e.target.value }));
        setPage(1);
      }}
    >
      <option value="">{label} : tous</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );

  const m = metadata.data;
  return (
    <section className="card admin-panel">
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder="Rechercher un document… (Ctrl+K)"
        inputRef={searchRef}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setSearch('');
            setPage(1);
          }
        }}
        filters={
          m && (
            <>
              {select(
                'domaine',
                'Domaine',
                m.domaines.map((d) => ({ id: d.id, label: d.name })),
              )}
              {select(
                'docType',
                'Type',
                m.docTypes.map((d) => ({ id: d.id, label: d.type })),
              )}
              {select(
                'organisme',
                'Organisme',
                m.organismes.map((d) => ({ id: d.id, label: d.name })),
              )}
            </>
          )
        }
        action={<Button onClick={() => setEditing('new')}>+ Nouveau document</Button>}
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} detail={query.error.message} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Aucun document" />
      ) : (
        <>
          <p className="muted admin-count">{query.data.totalItems} document(s)</p>
          <div className="table-scroll">
            <table className="data-table data-table--stack">
              <thead>
                <tr>
                  <th scope="col">Titre</th>
                  <th scope="col">Type</th>
                  <th scope="col">Domaine</th>
                  <th scope="col">Statut</th>
                  <th scope="col">PDF</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((d) => (
                  <tr key={d.id}>
                    <td data-label="Titre" className="admin-doc-title">
                      {d.title}
                    </td>
                    <td data-label="Type">{d.docType?.type ?? '—'}</td>
                    <td data-label="Domaine">{d.domaine?.name ?? '—'}</td>
                    <td data-label="Statut">
                      {d.isPublished ? (
                        <span className="admin-pill admin-pill--active">
                          {d.publishedAt ? `Publié le ${formatDate(d.publishedAt)}` : 'Publié (sans date)'}
                        </span>
                      ) : (
                        <span className="admin-pill admin-pill--pending">Brouillon</span>
                      )}
                    </td>
                    <td data-label="PDF">{d.hasPdf ? 'Oui' : 'Non'}</td>
                    <td data-label="Actions" className="admin-actions">
                      <Button size="sm" variant="outline" onClick={() => setEditing(d)}>
                        Modifier
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => remove(d)}>
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
        <DocumentForm
          documentId={editing === 'new' ? null : editing.id}
          metadata={m ?? null}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
          onChanged={refresh}
        />
      )}
    </section>
  );
}
