import { ADMIN, type AdminActuality, ADMIN_NEWS_TEXTS as T } from '@lexfaso/contracts';
import { formatLongDate } from '@/lib/format-date';
import { useCategories } from '../categories/api/get-categories';
import { type CrudResource, CrudSection } from '../crud/CrudSection';
import type { CrudColumn } from '../crud/CrudTable';
import { FilterSelect } from '../crud/FilterSelect';
import type { Editor } from '../crud/use-editor';
import { useListControls } from '../crud/use-list-controls';
import { deleteNews } from './api/delete-news';
import { useNews } from './api/get-news';
import { NewsForm } from './NewsForm';

const COLUMNS: CrudColumn<AdminActuality>[] = [
  {
    label: T.title,
    cell: (a) => (
      <>
        {a.isPinned && <span title={T.pinned}>★ </span>}
        {a.title}
      </>
    ),
  },
  {
    label: T.category,
    cell: (a) =>
      a.category ? (
        <span className="admin-swatch-label">
          <span className="admin-swatch" style={{ background: a.category.color ?? undefined }} />
          {a.category.name}
        </span>
      ) : (
        '—'
      ),
  },
  {
    label: T.status,
    cell: (a) => (
      <span className={`admin-pill admin-pill--${a.isPublished ? 'active' : 'pending'}`}>
        {a.isPublished ? T.published : T.draft}
      </span>
    ),
  },
  { label: T.date, cell: (a) => (a.publicationDate ? formatLongDate(a.publicationDate) : '—') },
];

const NEWS: CrudResource<AdminActuality> = {
  texts: T,
  columns: COLUMNS,
  nameOf: (a) => a.title,
  remove: (a) => deleteNews(a.id),
};

/** News: 20 per page, search and category filter, drafts included. */
export function NewsSection() {
  const controls = useListControls({ category: '' });
  const categories = useCategories({ page: 1, limit: 100 });
  const list = useNews({
    page: controls.page,
    limit: ADMIN.pageSize,
    search: controls.searchParam,
    category: controls.filters.category || undefined,
  });
  const cats = categories.data?.items ?? [];

  const filters = (
    <FilterSelect
      label={T.category}
      allLabel={T.allCategories}
      choices={cats.map((c) => ({ value: c.id, label: c.name }))}
      {...controls.filter('category')}
    />
  );
  const form = (editor: Editor<AdminActuality>) => (
    <NewsForm item={editor.row} categories={cats} onClose={editor.close} onSaved={editor.saved} />
  );
  return <CrudSection resource={NEWS} controls={controls} list={list} toolbar={{ filters }} form={form} />;
}
