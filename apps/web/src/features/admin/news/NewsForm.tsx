import {
  ActualityBody,
  type AdminActuality,
  type AdminActualityCategory,
  ADMIN_NEWS_TEXTS as T,
} from '@lexfaso/contracts';
import { useNotify } from '@/components/notifications';
import { CrudFormModal } from '../crud/CrudFormModal';
import { contractResolver } from '../crud/contract-resolver';
import { Checkbox, SelectInput, TextArea, TextInput } from '../crud/form-fields';
import { useCrudForm } from '../crud/use-crud-form';
import { saveErrorText } from '../lib/admin-api';
import { type NewsFields, useSaveNews } from './api/save-news';

const valuesOf = (item: AdminActuality | null): NewsFields => ({
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

export function NewsForm({
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
  const save = useSaveNews();
  const { form, modal } = useCrudForm<NewsFields, NewsFields>({
    formId: 'admin-news-form',
    resolver: contractResolver(ActualityBody, { sendAsTyped: true }),
    defaultValues: valuesOf(item),
    save: async (values) => {
      await save.mutateAsync({ id: item?.id ?? null, body: { ...values, metadata: item?.metadata } });
      notify({ type: 'success', message: item ? T.updated : T.created });
      onSaved();
    },
    failureText: (e) => (item ? T.updateFailed : T.createFailed)(saveErrorText(e, '')),
  });
  const field = (name: keyof NewsFields) => ({ form, name, id: `admin-news-${name}` });

  return (
    <CrudFormModal state={modal} title={item ? T.editItem : T.newLabel} size="lg" grid onClose={onClose}>
      <TextInput {...field('title')} type="text" label={T.title} required wide />
      <TextArea
        {...field('description')}
        label={T.description}
        rows={3}
        required
        className="admin-form-grid__full"
      />
      <TextArea {...field('excerpt')} label={T.excerpt} rows={2} className="admin-form-grid__full" />
      <TextArea {...field('content')} label={T.content} rows={8} className="admin-form-grid__full" />
      <TextInput {...field('author')} type="text" label={T.author} />
      <SelectInput
        {...field('categoryId')}
        id="admin-news-category"
        label={T.category}
        emptyLabel={T.noCategory}
        choices={categories.map((c) => ({ value: c.id, label: c.name }))}
      />
      <TextInput {...field('imageUrl')} type="url" label={T.imageUrl} />
      <TextInput {...field('publicationDate')} type="date" label={T.publicationDate} />
      <Checkbox form={form} name="isPublished" label={T.published} />
      <Checkbox form={form} name="isPinned" label={T.pinnedField} />
    </CrudFormModal>
  );
}
