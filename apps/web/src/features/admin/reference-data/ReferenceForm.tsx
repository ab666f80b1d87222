import {
  ADMIN_CRUD_TEXTS,
  DOC_TYPE_CATEGORIES,
  DOC_TYPE_CATEGORY_KEYS,
  DocTypeBody,
  NamedEntityBody,
  ADMIN_REFERENCE_TEXTS as T,
} from '@lexfaso/contracts';
import { useNotify } from '@/components/notifications';
import { CrudFormModal } from '../crud/CrudFormModal';
import { contractResolver } from '../crud/contract-resolver';
import { SelectInput, TextInput } from '../crud/form-fields';
import { useCrudForm } from '../crud/use-crud-form';
import { saveErrorText } from '../lib/admin-api';
import { useSaveReference } from './api/save-reference';
import { KINDS, labelOf, type ReferenceKind, type ReferenceRow } from './kinds';

/** Domains and bodies have a `name`; a document type has a `type` and its category. */
interface ReferenceValues {
  name: string;
  type: string;
  category: string;
}
type ReferenceBody = NamedEntityBody | DocTypeBody;

const CATEGORY_CHOICES = DOC_TYPE_CATEGORY_KEYS.map((key) => ({
  value: key,
  label: DOC_TYPE_CATEGORIES[key].label,
}));

export function ReferenceForm({
  kind,
  row,
  onClose,
  onSaved,
}: {
  kind: ReferenceKind;
  row: ReferenceRow | null;
  onClose: () => void;
  /** Receives the row as saved. */
  onSaved: (saved: ReferenceRow) => void;
}) {
  const k = KINDS[kind];
  const isType = kind === 'types';
  const { toast } = useNotify();
  const save = useSaveReference();
  const { form, modal } = useCrudForm<ReferenceValues, ReferenceBody>({
    formId: 'admin-reference-form',
    resolver: contractResolver(isType ? DocTypeBody : NamedEntityBody),
    defaultValues: {
      name: row ? labelOf(row) : '',
      type: row ? labelOf(row) : '',
      category: row?.category ?? DOC_TYPE_CATEGORY_KEYS[0],
    },
    save: async (body) => {
      const answer = await save.mutateAsync({ kind, id: row?.id ?? null, body });
      toast(row ? T.saved : T.created);
      onSaved(answer.item);
    },
    failureText: (e) => ADMIN_CRUD_TEXTS.saveFailed(k.of, saveErrorText(e, '')),
  });

  return (
    <CrudFormModal state={modal} title={row ? T.editTitle(k.noun) : k.newLabel} size="sm" onClose={onClose}>
      <TextInput
        form={form}
        name={isType ? 'type' : 'name'}
        id="admin-ref-name"
        label={isType ? T.type : T.name}
        required
      />
      {isType && (
        <SelectInput
          form={form}
          name="category"
          id="admin-ref-category"
          label={T.category}
          required
          choices={CATEGORY_CHOICES}
        />
      )}
    </CrudFormModal>
  );
}
