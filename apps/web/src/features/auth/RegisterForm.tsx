import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_MESSAGES,
  RegisterForm as RegisterSchema,
  type RegisterForm as RegisterValues,
  USER_STATUT_LABELS,
  USER_STATUTS,
} from '@lexfaso/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui';
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

  const field = (name: keyof RegisterValues) => ({
    id: `register-${name}`,
    'aria-invalid': !!errors[name] || undefined,
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
  });
  const error = (name: keyof RegisterValues) =>
    errors[name] && (
      <span id={`register-${name}-error`} className="field__error">
        {errors[name]?.message}
      </span>
    );

  if (sent) return <RegistrationSent {...sent} onBackToLogin={onBackToLogin} />;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <div className="auth-form__row">
        <div className="field">
          <label className="field__label" htmlFor="register-firstname">
            Prénom
          </label>
          <input
            className="input"
            autoComplete="given-name"
            {...field('firstname')}
            {...register('firstname')}
          />
          {error('firstname')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="register-lastname">
            Nom
          </label>
          <input
            className="input"
            autoComplete="family-name"
            {...field('lastname')}
            {...register('lastname')}
          />
          {error('lastname')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="register-statut">
          Vous êtes
        </label>
        <select className="input" {...field('statut')} {...register('statut')}>
          {USER_STATUTS.map((s) => (
            <option key={s} value={s}>
              {USER_STATUT_LABELS[s]}
            </option>
          ))}
        </select>
        {error('statut')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="register-email">
          Email
        </label>
        <input
          className="input"
          type="email"
          autoComplete="email"
          {...field('email')}
          {...register('email')}
        />
        {error('email')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="register-password">
          Mot de passe
        </label>
        <PasswordInput autoComplete="new-password" {...field('password')} {...register('password')} />
        <span className="field__hint">Au moins 8 caractères.</span>
        {error('password')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="register-confirmPassword">
          Confirmer le mot de passe
        </label>
        <PasswordInput
          autoComplete="new-password"
          {...field('confirmPassword')}
          {...register('confirmPassword')}
        />
        {error('confirmPassword')}
      </div>
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" className="auth-form__submit" isLoading={isSubmitting}>
        Créer mon compte
      </Button>
    </form>
  );
}
