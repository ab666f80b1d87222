import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  CLIENT_MESSAGES,
  NewPasswordForm,
  type NewPasswordForm as NewPasswordValues,
  passwordStrength,
  AUTH_PAGES_TEXTS as T,
  TIMERS_MS,
} from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink, Field, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { AccountOutcome, AccountPage } from './AccountPage';
import { authApi, errorMessage } from './auth-api';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useBackToLogin } from './use-back-to-login';

const R = T.reset;

import './auth.css';

/** Set a new password from a mailed link (public-area.md §2, decisions.md §5). */
export function ResetPasswordPage() {
  const { selector = '', token = '' } = useParams();
  const backToLogin = useBackToLogin();
  const check = useQuery({
    queryKey: ['reset-link', selector, token],
    queryFn: () => authApi.validateReset(selector, token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const canSubmit = passwordStrength(password).valid && password === confirmPassword;

  // After success: the server's message, then home and the login modal after 3 s.
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(backToLogin, TIMERS_MS.resetRedirect);
    return () => window.clearTimeout(timer);
  }, [done, backToLogin]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await authApi.confirmReset({ selector, token, ...values });
      setDone(answer.message);
    } catch (error) {
      setServerError(
        isApiError(error) && (error.isNetworkError || error.isTimeout)
          ? error.message
          : errorMessage(error, CLIENT_MESSAGES.resetFailed),
      );
    }
  });

  const head = <PageHead title={R.title} description={R.description} noindex />;

  if (check.isPending)
    return (
      <AccountPage head={head}>
        <LoadingBlock label={R.validating} />
      </AccountPage>
    );

  const invalidMessage = check.isError
    ? errorMessage(check.error, CLIENT_MESSAGES.resetValidation)
    : check.data.valid
      ? null
      : check.data.message || AUTH_MESSAGES.tokenInvalid;

  if (invalidMessage && !done)
    return (
      <AccountPage head={head}>
        <AccountOutcome icon="⚠️" title={T.invalidLink} role="alert">
          <p>{invalidMessage}</p>
          <p className="muted">{R.validity}</p>
          <div className="actions" style={{ justifyContent: 'center' }}>
            <ButtonLink to={paths.forgotPassword()}>{R.newLink}</ButtonLink>
            <Button variant="outline" onClick={backToLogin}>
              {T.backToLogin}
            </Button>
          </div>
        </AccountOutcome>
      </AccountPage>
    );

  const minutes = check.data?.remaining_minutes;
  return (
    <AccountPage head={head}>
      <h1>{R.title}</h1>
      {done ? (
        <div role="status">
          <p className="notice">{done}</p>
          <p className="muted">{R.redirecting}</p>
        </div>
      ) : (
        <>
          {typeof minutes === 'number' && <p className="expiry-note">{R.expiresIn(minutes)}</p>}
          <form onSubmit={onSubmit} noValidate>
            <Field id="reset-password" label={R.password} error={errors.password?.message}>
              {(control) => (
                <PasswordInput autoComplete="new-password" {...control} {...register('password')} />
              )}
            </Field>
            <PasswordStrengthMeter password={password} />
            <Field
              id="reset-confirm"
              label={R.confirm}
              error={
                errors.confirmPassword || (confirmPassword && password !== confirmPassword)
                  ? AUTH_MESSAGES.passwordsMismatch
                  : undefined
              }
            >
              {(control) => (
                <PasswordInput autoComplete="new-password" {...control} {...register('confirmPassword')} />
              )}
            </Field>
            <div className="info-box">
              <strong>{R.after}</strong>
              <ul>
                {R.afterList.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            {serverError && (
              <p className="form-error" role="alert">
                {serverError}
              </p>
            )}
            <Button type="submit" isLoading={isSubmitting} disabled={!canSubmit} style={{ width: '100%' }}>
              {R.submit}
            </Button>
          </form>
        </>
      )}
    </AccountPage>
  );
}
