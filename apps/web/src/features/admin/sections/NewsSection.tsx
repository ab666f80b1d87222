import { ActualityBody, ADMIN, type AdminActuality, type AdminActualityCategory } from '@lexfaso/contracts';
import { type FormEvent, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button, EmptyState, Field, LoadingBlock, Modal, Pagination } from '@/components/ui';
import { formatDate } from '@/lib/format-date';
import { adminApi, saveErrorText } from '../lib/admin-api';
import { useAdminList, useDebounced, useRefreshAdmin } from '../lib/hooks';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';

/** News: 20 per page, search and category filter, drafts included. */
export function NewsSection() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const categories = useAdminList<AdminActualityCategory>('/admin/actuality-categories', {
    page: 1,
    limit: 100,
  });
  const query = useAdminList<AdminActuality>('/admin/actualities', {
    page,
    limit: ADMIN.pageSize,
    search: debounced || undefined,
    category: category || undefined,
  });
  const [editing, setEditing] = useState<AdminActuality | 'new' | null>(null);
  const refresh = useRefreshAdmin();

  async function remove(a: AdminActuality) {
    if (!window.confirm(`Supprimer l'actualité « ${a.title} » ?`)) return;
    try {
      await adminApi.delete(`/admin/actualities/${a.id}`);
      await refresh();
    } catch (error) {
      window.alert(`Erreur lors de la suppression de l'actualité\n${saveErrorText(error, '')}`.trim());
    }
  }

  const cats = categories.data?.items ?? [];
  return (
    <section className="card admin-panel">
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder="Rechercher une actualité…"
        filters={
          <select
            className="input admin-filter"
            aria-label="Catégorie"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Toutes les catégories</option>
            {cats.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        }
        action={<Button onClick={() => setEditing('new')}>+ Nouvelle actualité</Button>}
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Aucune actualité" />
      ) : (
        <>
          <p className="muted admin-count">{query.data.totalItems} actualité(s)</p>
          <div className="table-scroll">
            <table className="data-table data-table--stack">
              <thead>
                <tr>
                  <th scope="col">Titre</th>
                  <th scope="col">Catégorie</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Date</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((a) => (
                  <tr key={a.id}>
                    <td data-label="Titre">
                      {a.isPinned && <span title="À la une">★ </span>}
                      {a.title}
                    </td>
                    <td data-label="Catégorie">
                      {a.category ? (
                        <span className="admin-swatch-label">
                          <span
                            className="admin-swatch"
                            style={{ background: a.category.color ?? undefined }}
                          />
                          {a.category.name}
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td data-label="Statut">
                      <span className={`admin-pill admin-pill--${a.isPublished ? 'active' : 'pending'}`}>
                        {a.isPublished ? 'Publié' : 'Brouillon'}
                      </span>
                    </td>
                    <td data-label="Date">{a.publicationDate ? formatDate(a.publicationDate) : '—'}</td>
                    <td data-label="Actions" className="admin-actions">
                      <Button size="sm" variant="outline" onClick={() => setEditing(a)}>
                        Modifier
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => remove(a)}>
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
        <NewsForm
          item={editing === 'new' ? null : editing}
          categories={cats}
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

function NewsForm({
  item,
  categories,
  onClose,
  onSaved,
}: {
  item: AdminActuality | null;
  categories: AdminActualityCategory[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useNotify();
  const [values, setValues] = useState({
    title: item?.title ?? '',
    description: item?.description ?? '',
    content: item?.content ?? '',
    excerpt: item?.excerpt ?? '',
    author: item?.author ?? '',
    imageUrl: item?.imageUrl ?? '',
    categoryId: item?.categoryId ? String(item.categoryId) : '',
    publicationDate: item?.publicationDate ? item.publicationDate.slice(0, 10) : '',
    // Checked by default on a new item (back-office.md §4).
    isPublished: item?.isPublished ?? true,
    isPinned: item?.isPinned ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ActualityBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    const body = { ...values, metadata: item?.metadata };
    try {
      if (item) await adminApi.put(`/admin/actualities/${item.id}`, body);
      else await adminApi.post('/admin/actualities', body);
      notify({
        type: 'success',
        message: item ? 'Actualité mise à jour avec succès !' : 'Actualité créée avec succès !',
      });
      onSaved();
    } catch (e) {
      const msg = saveErrorText(e, '');
      setError(
        item
          ? `Erreur lors de la mise à jour de l'actualité: ${msg}`
          : `Erreur lors de la création de l'actualité: ${msg}`,
      );
    } finally {
      setBusy(false);
    }
  }

  const text = (
    key: 'title' | 'author' | 'imageUrl' | 'publicationDate',
    label: string,
    type = 'text',
    required = false,
  ) => (
    <Field id={`admin-news-${key}`} label={required ? `${label} *` : label} error={errors[key]}>
      {(control) => (
        <input
          className="input"
          type={type}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          {...control}
        />
      )}
    </Field>
  );
  const area = (
    key: 'description' | 'excerpt' | 'content',
    label: string,
    rows: number,
    required = false,
  ) => (
    <Field
      id={`admin-news-${key}`}
      label={required ? `${label} *` : label}
      error={errors[key]}
      className="admin-form-grid__full"
    >
      {(control) => (
        <textarea
          className="input"
          rows={rows}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          {...control}
        />
      )}
    </Field>
  );

  return (
    <Modal
      isOpen
      onClose={onClose}
      size="lg"
      title={item ? "Modifier l'actualité" : 'Nouvelle actualité'}
      footer={
        <div className="actions">
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form="admin-news-form" isLoading={busy}>
            Enregistrer
          </Button>
        </div>
      }
    >
      <form id="admin-news-form" onSubmit={submit} noValidate className="admin-form-grid">
        {error && (
          <p className="form-error admin-form-grid__full" role="alert">
            {error}
          </p>
        )}
        <div className="admin-form-grid__full">{text('title', 'Titre', 'text', true)}</div>
        {area('description', 'Description', 3, true)}
        {area('excerpt', 'Extrait', 2)}
        {area('content', 'Contenu', 8)}
        {text('author', 'Auteur')}
        <Field id="admin-news-category" label="Catégorie" error={errors.categoryId}>
          {(control) => (
            <select
              className="input"
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              {...control}
            >
              <option value="">— Aucune —</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('imageUrl', "URL de l'image", 'url')}
        {text('publicationDate', 'Date de publication', 'date')}
        <label className="admin-check">
          <input
            type="checkbox"
            checked={values.isPublished}
            onChange={(e) => set('isPublished', e.target.checked)}
          />
          Publié
        </label>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={values.isPinned}
            onChange={(e) => set('isPinned', e.target.checked)}
          />
          Épinglé (à la une)
        </label>
      </form>
    </Modal>
  );
}
