import { ADMIN_CRUD_TEXTS } from '@lexfaso/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Modal } from '@/components/ui';
import { useReveal } from './use-reveal';

/**
 * The modal of a back-office form: its title, the form (a refusal of the server above the fields, scrolled
 * into view when it comes: the person is at the footer's button, often far below) and the
 * Annuler / Enregistrer footer. `grid` lays the fields out in two columns. `placeholder` stands in for
 * the form while its record loads or fails to.
 */
export function CrudFormModal({
  state: { formId, busy, error, onSubmit },
  title,
  size,
  grid = false,
  submitDisabled,
  placeholder,
  onClose,
  children,
}: {
  /** The form's state, from useCrudForm. */
  state: { formId: string; busy: boolean; error: string | null; onSubmit: FormEventHandler<HTMLFormElement> };
  title: string;
  size?: 'sm' | 'md' | 'lg';
  grid?: boolean;
  submitDisabled?: boolean;
  placeholder?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const alert = useReveal<HTMLParagraphElement>(error);
  return (
    <Modal
      isOpen
      onClose={onClose}
      size={size}
      title={title}
      footer={
        <div className="actions">
          <Button variant="ghost" onClick={onClose}>
            {ADMIN_CRUD_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={busy} disabled={submitDisabled}>
            {ADMIN_CRUD_TEXTS.save}
          </Button>
        </div>
      }
    >
      {placeholder ?? (
        <form id={formId} onSubmit={onSubmit} noValidate className={grid ? 'admin-form-grid' : undefined}>
          {error && (
            <p ref={alert} className={grid ? 'form-error admin-form-grid__full' : 'form-error'} role="alert">
              {error}
            </p>
          )}
          {children}
        </form>
      )}
    </Modal>
  );
}
