import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_MESSAGES,
  LoginForm as LoginSchema,
  type LoginForm as LoginValues,
  AUTH_FORM_TEXTS as T,
} from '@lexfaso/contracts';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, Field, fieldsOf } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { authApi, errorMessage, looksLikeCertificateProblem } from './auth-api';
import { CertificateHelp } from './CertificateHelp';
import { PasswordInput } from './PasswordInput';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useSignedIn } from './use-signed-in';

interface Props {
  onSignedIn: () => void;
  /** The answer asked for a code: the modal switches to its OTP step. */
  onOtpRequired: (credentials: LoginValues) => void;
  onNavigate: () => void;
}

/** Email login (public-area.md §5: submit disabled without both email and password). */
export function LoginForm({ onSignedIn, onOtpRequired, onNavigate }: Props) {
  const signedIn = useSignedIn(onSignedIn);
  const [serverError, setServerError] = useState<{
    message: string;
    certificate: boolean;
    /** The account awaits its email confirmation: offer a new link for this address. */
    unverifiedEmail?: string;
  } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = watch(['email', 'password']);

  const send = handleSubmit(async (values) => {
    try {
      const answer = await authApi.login(values);
      if (answer.otpRequired) return onOtpRequired(values);
      if (answer.token && answer.user) signedIn(answer.token, answer.user);
      else setServerError({ message: answer.message || CLIENT_MESSAGES.login, certificate: false });
    } catch (error) {
      setServerError({
        message: errorMessage(error, CLIENT_MESSAGES.login),
        certificate: looksLikeCertificateProblem(error),
        unverifiedEmail:
          isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED' ? values.email.trim() : undefined,
      });
    }
  });

  // Every attempt starts clean: the last answer's error must not stay under this attempt's own.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setServerError(null);
    return send(event);
  };

  const field = fieldsOf('login', errors);
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <Field label={T.email} {...field('email')}>
        {(control) => (
          <input className="input" type="email" autoComplete="email" {...control} {...register('email')} />
        )}
      </Field>
      <Field label={T.password} {...field('password')}>
        {(control) => (
          <PasswordInput autoComplete="current-password" {...control} {...register('password')} />
        )}
      </Field>
      {serverError && (
        <p className="form-error" role="alert">
          {serverError.message}
        </p>
      )}
      {serverError?.certificate && <CertificateHelp />}
      {serverError?.unverifiedEmail && (
        <div className="auth-form__resend">
          <ResendVerificationButton email={serverError.unverifiedEmail} />
        </div>
      )}
      <Button
        type="submit"
        className="auth-form__submit"
        isLoading={isSubmitting}
        disabled={!email || !password}
      >
        {T.signIn}
      </Button>
      <p className="auth-form__aside">
        <Link to={paths.forgotPassword(email || undefined)} onClick={onNavigate}>
          {T.forgotPassword}
        </Link>
      </p>
    </form>
  );
}
