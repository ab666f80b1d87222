import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_MESSAGES, ForgotPasswordRequest, AUTH_PAGES_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageHead } from '@/components/PageHead';
import { Button, Field } from '@/components/ui';
import { paths } from '@/config/paths';
import { AccountOutcome, AccountPage } from './AccountPage';
import { authApi, errorMessage } from './auth-api';
import { useBackToLogin } from './use-back-to-login';
import './auth.css';

type Input = z.input<typeof ForgotPasswordRequest>;

/** Request a reset link by email or phone (public-area.md §2); the answer is the same for every address. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const backToLogin = useBackToLogin();
  const [sent, setSent] = useState<{ identifier: string; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, z.output<typeof ForgotPasswordRequest>>({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { identifier: params.get('email') ?? '' },
  });

  const send = async (identifier: string) => {
    setServerError(null);
    try {
      const answer = await authApi.forgotPassword(identifier);
      setSent({ identifier, message: answer.message });
    } catch (error) {
      setServerError(errorMessage(error, CLIENT_MESSAGES.resetUnexpected));
    }
  };
  // The schema checks the format here; the server normalises what the user typed itself.
  const onSubmit = handleSubmit(() => send(getValues('identifier').trim()));

  return (
    <AccountPage
      head={
        <PageHead
          title={T.forgot.title}
          description={T.forgot.description}
          canonicalPath={paths.forgotPassword()}
          noindex
        />
      }
    >
      {sent ? (
        <AccountOutcome icon="✉️" title={T.forgot.sent} role="status">
          <p>{sent.message}</p>
          <p className="muted">{T.forgot.validity}</p>
          {serverError && (
            <p className="form-error" role="alert">
              {serverError}
            </p>
          )}
          <div className="actions" style={{ justifyContent: 'center' }}>
            <Button
              variant="outline"
              isLoading={resending}
              onClick={async () => {
                setResending(true);
                await send(sent.identifier);
                setResending(false);
              }}
            >
              {T.forgot.resend}
            </Button>
            <Button onClick={backToLogin}>{T.backToLogin}</Button>
          </div>
        </AccountOutcome>
      ) : (
        <>
          <h1>{T.forgot.title}</h1>
          <p className="muted">{T.forgot.lead}</p>
          <form onSubmit={onSubmit} noValidate>
            <Field id="forgot-identifier" label={T.forgot.identifier} error={errors.identifier?.message}>
              {(control) => (
                <input className="input" autoComplete="username" {...control} {...register('identifier')} />
              )}
            </Field>
            {serverError && (
              <p className="form-error" role="alert">
                {serverError}
              </p>
            )}
            <div className="actions">
              <Button type="submit" isLoading={isSubmitting}>
                {T.forgot.submit}
              </Button>
              <Button variant="ghost" onClick={backToLogin}>
                {T.backToLogin}
              </Button>
            </div>
          </form>
        </>
      )}
    </AccountPage>
  );
}
