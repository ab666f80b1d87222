import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_MESSAGES,
  PASSWORD,
  RegisterForm as RegisterSchema,
  type RegisterForm as RegisterValues,
  AUTH_FORM_TEXTS as T,
  USER_STATUT_LABELS,
  USER_STATUTS,
} from '@lexfaso/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, fieldsOf } from '@/components/ui';
import { authApi, errorMessage } from './auth-api';
import { PasswordInput } from './PasswordInput';
import { RegistrationSent } from './RegistrationSent';

interface Props {
  /** 'Retour à la connexion' from the success state. */
  onBackToLogin: () => void;
}

/**
 * Email registration; the confirmation is checked here only (public-area.md §3). The server answers the same
 * message whether or not the address already had an account (no enumeration): the form shows it as a success
 * state, and the account signs in through the link mailed to it.
 */
export function RegisterForm({ onBackToLogin }: Props) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      statut: 'particulier',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _c, ...values }) => {
    setServerError(null);
    try {
      const answer = await authApi.register(values);
      setSent({ email: values.email.trim(), message: answer.message });
    } catch (error) {
      const message = errorMessage(error, CLIENT_MESSAGES.register);
      setServerError(message);
      for (const e of (error as { errors?: Array<{ field: string; message: string }> }).errors ?? []) {
        if (e.field in values) setError(e.field as keyof RegisterValues, { message: e.message });
      }
    }
  });

  const field = fieldsOf('register', errors);

  if (sent) return <RegistrationSent {...sent} onBackToLogin={onBackToLogin} />;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <div className="auth-form__row">
        <Field label={T.firstname} {...field('firstname')}>
          {(control) => (
            <input className="input" autoComplete="given-name" {...control} {...register('firstname')} />
          )}
        </Field>
        <Field label={T.lastname} {...field('lastname')}>
          {(control) => (
            <input className="input" autoComplete="family-name" {...control} {...register('lastname')} />
          )}
        </Field>
      </div>
      <Field label={T.youAre} {...field('statut')}>
        {(control) => (
          <select className="input" {...control} {...register('statut')}>
            {USER_STATUTS.map((s) => (
              <option key={s} value={s}>
                {USER_STATUT_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={T.email} {...field('email')}>
        {(control) => (
          <input className="input" type="email" autoComplete="email" {...control} {...register('email')} />
        )}
      </Field>
      <Field label={T.password} hint={T.passwordHint(PASSWORD.minLength)} {...field('password')}>
        {(control) => <PasswordInput autoComplete="new-password" {...control} {...register('password')} />}
      </Field>
      <Field label={T.confirmPassword} {...field('confirmPassword')}>
        {(control) => (
          <PasswordInput autoComplete="new-password" {...control} {...register('confirmPassword')} />
        )}
      </Field>
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" className="auth-form__submit" isLoading={isSubmitting}>
        {T.createAccount}
      </Button>
    </form>
  );
}
