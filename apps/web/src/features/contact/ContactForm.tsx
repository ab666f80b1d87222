import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TEXTS, ContactRequest } from '@lexfaso/contracts';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button, Field, fieldsOf } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { type ContactFields, contactErrorMessage, sendContactMessage } from './send-contact';

const F = CONTACT_TEXTS.form;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };
const FIELDS: FieldPath<ContactFields>[] = ['name', 'email', 'subject', 'message'];

/** The message form: idle, sending, success (form cleared) or error; same rules as the server's. */
export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ContactFields>({
    resolver: zodResolver(ContactRequest),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = async (fields: ContactFields) => {
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(fields);
      reset(EMPTY);
      setStatus({ kind: 'success' });
    } catch (error) {
      if (isApiError(error))
        for (const e of error.errors)
          if ((FIELDS as string[]).includes(e.field))
            setError(e.field as FieldPath<ContactFields>, { message: e.message });
      setStatus({ kind: 'error', message: contactErrorMessage(error) });
    }
  };

  const field = fieldsOf(id, errors);

  const sending = status.kind === 'sending';
  return (
    <form
      className="card contact-form"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{F.title}</h2>
      {status.kind === 'success' && (
        <p className="contact-form__success" role="status">
          {CONTACT_MESSAGES.success}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="form-error" role="alert">
          {status.message}
        </p>
      )}
      <div className="contact-form__row">
        <Field label={F.name} {...field('name')}>
          {(control) => (
            <input
              className="input"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              {...control}
              {...register('name')}
            />
          )}
        </Field>
        <Field label={F.email} {...field('email')}>
          {(control) => (
            <input
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              {...control}
              {...register('email')}
            />
          )}
        </Field>
      </div>
      <Field label={F.subject} {...field('subject')}>
        {(control) => (
          <input className="input" maxLength={CONTACT_LIMITS.subject} {...control} {...register('subject')} />
        )}
      </Field>
      <Field
        label={F.message}
        hint={F.counter(messageLength, CONTACT_LIMITS.messageMax, CONTACT_LIMITS.messageMin)}
        {...field('message')}
      >
        {(control) => (
          <textarea
            className="input"
            rows={7}
            maxLength={CONTACT_LIMITS.messageMax}
            {...control}
            {...register('message')}
          />
        )}
      </Field>
      <Button type="submit" isLoading={sending} disabled={sending}>
        {sending ? F.sending : F.send}
      </Button>
    </form>
  );
}
