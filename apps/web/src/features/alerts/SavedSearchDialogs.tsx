import { zodResolver } from '@hookform/resolvers/zod';
import {
  SAVED_SEARCH_LIMITS,
  type SavedSearch,
  SavedSearchCreate,
  ALERTS_TEXTS as T,
} from '@lexfaso/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, fieldsOf, Modal } from '@/components/ui';
import { isApiError } from '@/lib/api-client';

const errorOf = (error: unknown) => (isApiError(error) ? error.message : T.loadFailed);

/** Renames a saved search, checked with the contracts' rule for names. */
export function RenameDialog({
  search,
  onClose,
  onSave,
}: {
  search: SavedSearch;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({
    resolver: zodResolver(SavedSearchCreate.pick({ name: true })),
    defaultValues: { name: search.name },
  });
  const field = fieldsOf(id, errors);
  return (
    <Modal isOpen onClose={onClose} title={T.renameTitle} size="sm">
      <form
        noValidate
        className="saved-search-dialog"
        onSubmit={handleSubmit(async ({ name }) => {
          try {
            await onSave(name);
          } catch (error) {
            setProblem(errorOf(error));
          }
        })}
      >
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <Field label={T.newName} {...field('name')}>
          {(control) => (
            <input
              className="input"
              maxLength={SAVED_SEARCH_LIMITS.nameMax}
              {...control}
              {...register('name')}
            />
          )}
        </Field>
        <div className="saved-search-dialog__actions">
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {T.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function DeleteDialog({
  search,
  onClose,
  onConfirm,
}: {
  search: SavedSearch;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={T.deleteTitle}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            variant="danger"
            isLoading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } catch (error) {
                setProblem(errorOf(error));
                setBusy(false);
              }
            }}
          >
            {T.delete}
          </Button>
        </>
      }
    >
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <p>{T.deleteConfirm(search.name)}</p>
    </Modal>
  );
}
