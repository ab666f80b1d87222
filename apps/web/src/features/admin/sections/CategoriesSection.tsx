import {
  ActualityCategoryBody,
  ADMIN,
  type AdminActualityCategory,
  DEFAULT_CATEGORY_COLOR,
} from '@lexfaso/contracts';
import { type FormEvent, useState } from 'react';
import { useNotify } from '@/components/notifications';
import { Button, EmptyState, Field, LoadingBlock, Modal, Pagination } from '@/components/ui';
import { adminApi, saveErrorText } from '../lib/admin-api';
import { useAdminList, useDebounced, useRefreshAdmin } from '../lib/hooks';
import { ListToolbar } from './ListToolbar';
import { LoadError } from './LoadError';

/** News categories, saved on the server: colour and active state included. */
export function CategoriesSection() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const query = useAdminList<AdminActualityCategory>('/admin/actuality-categories', {
    page,
    limit: ADMIN.pageSize,
    search: debounced || undefined,
  });
  const [editing, setEditing] = useState<AdminActualityCategory | 'new' | null>(null);
  const refresh = useRefreshAdmin();
  const { toast } = useNotify();

  const bodyOf = (c: AdminActualityCategory) => ({
    name: c.name,
    description: c.description ?? '',
    color: c.color ?? '',
    isActive: c.isActive,
  });

  async function toggle(c: AdminActualityCategory) {
    try {
      await adminApi.put(`/admin/actuality-categories/${c.id}`, { ...bodyOf(c), isActive: !c.isActive });
      toast(c.isActive ? 'Catégorie désactivée' : 'Catégorie activée');
      await refresh();
    } catch (error) {
      window.alert(`Erreur lors de la sauvegarde de la catégorie\n${saveErrorText(error, '')}`.trim());
    }
  }

  async function remove(c: AdminActualityCategory) {
    if (!window.confirm(`Supprimer la catégorie « ${c.name} » ?`)) return;
    try {
      await adminApi.delete(`/admin/actuality-categories/${c.id}`);
      await refresh();
    } catch (error) {
      window.alert(`Erreur lors de la suppression de la catégorie\n${saveErrorText(error, '')}`.trim());
    }
  }

  return (
    <section className="card admin-panel">
      <ListToolbar
        search={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder="Rechercher une catégorie…"
        action={<Button onClick={() => setEditing('new')}>+ Nouvelle catégorie</Button>}
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="Aucune catégorie" />
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table data-table--stack">
              <thead>
                <tr>
                  <th scope="col">Nom</th>
                  <th scope="col">Couleur</th>
                  <th scope="col">Actualités</th>
                  <th scope="col">Active</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((c) => (
                  <tr key={c.id}>
                    <td data-label="Nom">
                      {c.name}
                      {c.description && <div className="muted admin-small">{c.description}</div>}
                    </td>
                    <td data-label="Couleur">
                      <span className="admin-swatch-label">
                        <span
                          className="admin-swatch"
                          style={{ background: c.color ?? DEFAULT_CATEGORY_COLOR }}
                        />
                        <code>{c.color ?? '—'}</code>
                      </span>
                    </td>
                    <td data-label="Actualités">{c.actualityCount}</td>
                    <td data-label="Active">
                      <label className="admin-switch">
                        <input type="checkbox" checked={c.isActive} onChange={() => toggle(c)} />
                        <span>{c.isActive ? 'Active' : 'Inactive'}</span>
                      </label>
                    </td>
                    <td data-label="Actions" className="admin-actions">
                      <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                        Modifier
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => remove(c)}>
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
        <CategoryForm
          category={editing === 'new' ? null : editing}
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

function CategoryForm({
  category,
  onClose,
  onSaved,
}: {
  category: AdminActualityCategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState({
    name: category?.name ?? '',
    description: category?.description ?? '',
    color: category?.color ?? DEFAULT_CATEGORY_COLOR,
    isActive: category?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ActualityCategoryBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (category) await adminApi.put(`/admin/actuality-categories/${category.id}`, values);
      else await adminApi.post('/admin/actuality-categories', values);
      onSaved();
    } catch (e) {
      setError(`Erreur lors de la sauvegarde de la catégorie : ${saveErrorText(e, '')}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      size="sm"
      title={category ? 'Modifier la catégorie' : 'Nouvelle catégorie'}
      footer={
        <div className="actions">
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" form="admin-category-form" isLoading={busy}>
            Enregistrer
          </Button>
        </div>
      }
    >
      <form id="admin-category-form" onSubmit={submit} noValidate>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Field id="admin-cat-name" label="Nom *" error={errors.name}>
          {(control) => (
            <input
              className="input"
              value={values.name}
              onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
              {...control}
            />
          )}
        </Field>
        <Field id="admin-cat-description" label="Description" error={errors.description}>
          {(control) => (
            <textarea
              className="input"
              rows={2}
              value={values.description}
              onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
              {...control}
            />
          )}
        </Field>
        <Field id="admin-cat-color" label="Couleur" error={errors.color}>
          {(control) => (
            <div className="admin-color">
              <input
                type="color"
                aria-label="Choisir la couleur"
                value={/^#[0-9a-fA-F]{6}$/.test(values.color) ? values.color : DEFAULT_CATEGORY_COLOR}
                onChange={(e) => setValues((v) => ({ ...v, color: e.target.value }))}
              />
              <input
                className="input"
                value={values.color}
                onChange={(e) => setValues((v) => ({ ...v, color: e.target.value }))}
                {...control}
              />
            </div>
          )}
        </Field>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={values.isActive}
            onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))}
          />
          Catégorie active
        </label>
      </form>
    </Modal>
  );
}
