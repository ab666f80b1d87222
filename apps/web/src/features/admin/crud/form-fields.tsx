import { ADMIN_CRUD_TEXTS } from '@lexfaso/contracts';
import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import { Field } from '@/components/ui';

/** The part of a react-hook-form form the fields use (whatever its validated output). */
interface BoundForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
}

/** What every bound field takes: the form, the value's name, the control's id and its label. */
interface BoundFieldProps<T extends FieldValues> {
  form: BoundForm<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
  /** react-hook-form's own options, e.g. `disabled` to leave a locked value out of what is sent. */
  options?: RegisterOptions<T, Path<T>>;
}

/** The message of `name`, or of its list when the value is an item of one (`roles.0`). */
function errorOf<T extends FieldValues>(form: BoundForm<T>, name: string): string | undefined {
  const messageAt = (path: string) =>
    (get(form.formState.errors, path) as { message?: unknown } | undefined)?.message;
  const message = messageAt(name) ?? messageAt(name.split('.')[0]);
  return typeof message === 'string' ? message : undefined;
}

function BoundField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required,
  hint,
  className,
  children,
}: BoundFieldProps<T> & { children: Parameters<typeof Field>[0]['children'] }) {
  return (
    <Field
      id={id}
      label={required ? ADMIN_CRUD_TEXTS.required(label) : label}
      hint={hint}
      error={errorOf(form, name)}
      className={className}
    >
      {children}
    </Field>
  );
}

export function TextInput<T extends FieldValues>({
  type,
  autoComplete,
  wide = false,
  ...props
}: BoundFieldProps<T> & { type?: string; autoComplete?: string; wide?: boolean }) {
  const { form, name, disabled, options } = props;
  const field = (
    <BoundField {...props}>
      {(control) => (
        <input
          className="input"
          type={type}
          autoComplete={autoComplete}
          disabled={disabled}
          {...control}
          {...form.register(name, options)}
        />
      )}
    </BoundField>
  );
  // `wide`: across the two columns of a form grid.
  return wide ? <div className="admin-form-grid__full">{field}</div> : field;
}

export function TextArea<T extends FieldValues>({
  rows,
  inputClassName = 'input',
  ...props
}: BoundFieldProps<T> & { rows: number; inputClassName?: string }) {
  const { form, name, options } = props;
  return (
    <BoundField {...props}>
      {(control) => (
        <textarea className={inputClassName} rows={rows} {...control} {...form.register(name, options)} />
      )}
    </BoundField>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A list to choose from; `emptyLabel` adds a first choice meaning "none". */
export function SelectInput<T extends FieldValues>({
  choices,
  emptyLabel,
  ...props
}: BoundFieldProps<T> & { choices: readonly SelectOption[]; emptyLabel?: string }) {
  const { form, name, disabled, options } = props;
  return (
    <BoundField {...props}>
      {(control) => (
        <select className="input" disabled={disabled} {...control} {...form.register(name, options)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </BoundField>
  );
}

export function Checkbox<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: BoundForm<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <label className="admin-check">
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}
