import {
  ADMIN,
  type AdminActualityCategory,
  DEFAULT_CATEGORY_COLOR,
  ADMIN_CATEGORIES_TEXTS as T,
} from '@lexfaso/contracts';
import { useNotify } from '@/components/notifications';
import { type CrudResource, CrudSection } from '../crud/CrudSection';
import type { CrudColumn } from '../crud/CrudTable';
import type { Editor } from '../crud/use-editor';
import { useListControls } from '../crud/use-list-controls';
import { saveErrorText } from '../lib/admin-api';
import { useRefreshAdmin } from '../lib/hooks';
import { deleteCategory } from './api/delete-category';
import { useCategories } from './api/get-categories';
import { type CategoryFields, useSaveCategory } from './api/save-category';
import { CategoryForm } from './CategoryForm';

const fieldsOf = (c: AdminActualityCategory): CategoryFields => ({
  name: c.name,
  description: c.description ?? '',
  color: c.color ?? '',
  isActive: c.isActive,
});

/** News categories, saved on the server: colour and active state included. */
export function CategoriesSection() {
  const controls = useListControls({});
  const list = useCategories({ page: controls.page, limit: ADMIN.pageSize, search: controls.searchParam });
  const refresh = useRefreshAdmin();
  const save = useSaveCategory();
  const { toast } = useNotify();

  async function toggle(c: AdminActualityCategory) {
    try {
      await save.mutateAsync({ id: c.id, body: { ...fieldsOf(c), isActive: !c.isActive } });
      toast(c.isActive ? T.deactivated : T.activated);
      await refresh();
    } catch (error) {
      window.alert(T.saveFailedAlert(saveErrorText(error, '')).trim());
    }
  }

  const columns: CrudColumn<AdminActualityCategory>[] = [
    {
      label: T.name,
      cell: (c) => (
        <>
          {c.name}
          {c.description && <div className="muted admin-small">{c.description}</div>}
        </>
      ),
    },
    {
      label: T.color,
      cell: (c) => (
        <span className="admin-swatch-label">
          <span className="admin-swatch" style={{ background: c.color ?? DEFAULT_CATEGORY_COLOR }} />
          <code>{c.color ?? '—'}</code>
        </span>
      ),
    },
    { label: T.news, cell: (c) => c.actualityCount },
    {
      label: T.active,
      cell: (c) => (
        <label className="admin-switch">
          <input type="checkbox" checked={c.isActive} onChange={() => toggle(c)} />
          <span>{c.isActive ? T.active : T.inactive}</span>
        </label>
      ),
    },
  ];

  const resource: CrudResource<AdminActualityCategory> = {
    texts: T,
    columns,
    nameOf: (c) => c.name,
    remove: (c) => deleteCategory(c.id),
  };
  const form = (editor: Editor<AdminActualityCategory>) => (
    <CategoryForm category={editor.row} onClose={editor.close} onSaved={editor.saved} />
  );
  return <CrudSection resource={resource} controls={controls} list={list} form={form} />;
}
