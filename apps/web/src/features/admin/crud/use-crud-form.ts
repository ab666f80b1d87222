import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { FieldError } from '@/lib/api-client';
import { AdminApiError } from '../lib/admin-api';

/**
 * A back-office form: react-hook-form checks the values with the contracts' schema (`resolver`) before
 * anything is sent; `save` sends them. A refusal is shown where the person is looking: each of the
 * server's field errors at its field (the first one focused, so scrolled into view), a field the form
 * does not hold (a file) through `onFieldError`, and anything else as `failureText(error)` in the
 * modal's alert (which CrudFormModal scrolls into view).
 */
export function useCrudForm<Values extends FieldValues, Output>({
  formId,
  resolver,
  defaultValues,
  save,
  failureText,
  onFieldError,
}: {
  /** The form element's id (the modal's submit button sits outside it, in the footer). */
  formId: string;
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  save: (data: Output, values: Values) => Promise<unknown>;
  failureText: (error: unknown) => string;
  /** A server error about a field the form does not hold: true when it was shown there. */
  onFieldError?: (error: FieldError) => boolean;
}) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Shows the server's field errors at their fields; false when one has no place there. */
  const showAtFields = (errors: FieldError[]) => {
    const fields = Object.keys(form.getValues());
    let focused = false;
    let placed = errors.length > 0;
    for (const e of errors) {
      // 'decision.courtId': a field of a group the form holds.
      if (fields.includes(e.field.split('.')[0])) {
        form.setError(e.field as Path<Values>, { message: e.message }, { shouldFocus: !focused });
        focused = true;
      } else if (!onFieldError?.(e)) placed = false;
    }
    return placed;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setError(null);
    return form.handleSubmit(async (data) => {
      setBusy(true);
      try {
        await save(data, form.getValues());
      } catch (e) {
        if (!(e instanceof AdminApiError && showAtFields(e.errors))) setError(failureText(e));
      } finally {
        setBusy(false);
      }
    })(event);
  };

  return { form, modal: { formId, busy, error, onSubmit } };
}
