import {
  ActualityCategoryBody,
  ADMIN_CRUD_TEXTS,
  type AdminActualityCategory,
  DEFAULT_CATEGORY_COLOR,
  HEX_COLOR,
  ADMIN_CATEGORIES_TEXTS as T,
} from '@lexfaso/contracts';
import { Field } from '@/components/ui';
import { CrudFormModal } from '../crud/CrudFormModal';
import { contractResolver } from '../crud/contract-resolver';
import { Checkbox, TextArea, TextInput } from '../crud/form-fields';
import { useCrudForm } from '../crud/use-crud-form';
import { saveErrorText } from '../lib/admin-api';
import { type CategoryFields, useSaveCategory } from './api/save-category';

export function CategoryForm({
  category,
  onClose,
  onSaved,
}: {
  category: AdminActualityCategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useSaveCategory();
  const { form, modal } = useCrudForm<CategoryFields, CategoryFields>({
    formId: 'admin-category-form',
    resolver: contractResolver(ActualityCategoryBody, { sendAsTyped: true }),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      color: category?.color ?? DEFAULT_CATEGORY_COLOR,
      isActive: category?.isActive ?? true,
    },
    save: async (body) => {
      await save.mutateAsync({ id: category?.id ?? null, body });
      onSaved();
    },
    failureText: (e) => ADMIN_CRUD_TEXTS.saveFailed(T.of, saveErrorText(e, '')),
  });
  const color = form.watch('color');

  return (
    <CrudFormModal state={modal} title={category ? T.editCategory : T.newLabel} size="sm" onClose={onClose}>
      <TextInput form={form} name="name" id="admin-cat-name" label={T.name} required />
      <TextArea form={form} name="description" id="admin-cat-description" label={T.description} rows={2} />
      <Field id="admin-cat-color" label={T.color} error={form.formState.errors.color?.message}>
        {(control) => (
          <div className="admin-color">
            <input
              type="color"
              aria-label={T.pickColor}
              value={HEX_COLOR.test(color) ? color : DEFAULT_CATEGORY_COLOR}
              onChange={(e) => form.setValue('color', e.target.value)}
            />
            <input className="input" {...control} {...form.register('color')} />
          </div>
        )}
      </Field>
      <Checkbox form={form} name="isActive" label={T.activeCategory} />
    </CrudFormModal>
  );
}
