import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * A back-office form: react-hook-form checks the values with the contracts' schema (`resolver`) before
 * anything is sent; `save` sends them; a refusal shows `failureText(error)` above the fields.
 */
export function useCrudForm<Values extends FieldValues, Output>({
  formId,
  resolver,
  defaultValues,
  save,
  failureText,
}: {
  /** The form element's id (the modal's submit button sits outside it, in the footer). */
  formId: string;
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  save: (data: Output, values: Values) => Promise<unknown>;
  failureText: (error: unknown) => string;
}) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setError(null);
    return form.handleSubmit(async (data) => {
      setBusy(true);
      try {
        await save(data, form.getValues());
      } catch (e) {
        setError(failureText(e));
      } finally {
        setBusy(false);
      }
    })(event);
  };

  return { form, modal: { formId, busy, error, onSubmit } };
}
