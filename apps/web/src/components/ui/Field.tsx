import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** What the control of a field carries: its id, and the links to its hint and (while in error) its message. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form field: its label, its control, an optional hint and its error message, tied together by ids
 * (`id`, `${id}-hint`, `${id}-error`) so a screen reader reads the hint and the message with the control.
 * The control is rendered by `children`, which receives the props to spread on it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The id and error of each field of a react-hook-form form, for <Field>: `of(name)` gives
 * `{ id: 'prefix-name', error }`.
 */
export function fieldsOf<T extends FieldValues>(prefix: string, errors: FieldErrors<T>) {
  return (name: keyof T & string) => {
    const message = errors[name]?.message;
    return { id: `${prefix}-${name}`, error: typeof message === 'string' ? message : undefined };
  };
}
