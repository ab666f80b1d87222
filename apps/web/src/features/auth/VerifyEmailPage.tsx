import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_MESSAGES,
  CLIENT_MESSAGES,
  isValidEmail,
  AUTH_PAGES_TEXTS as T,
  TIMERS_MS,
  type VerifyEmailAnswer,
  VerifyEmailForm,
} from '@lexfaso/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, Field, fieldsOf } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { AccountOutcome, AccountPage } from './AccountPage';
import { authApi, errorMessage } from './auth-api';
import { PasswordInput } from './PasswordInput';
import { ResendResult, useResendVerification } from './ResendVerificationButton';
import { useBackToLogin } from './use-back-to-login';
import './auth.css';

/**
 * The confirmation link mailed at registration. With the password chosen at registration it activates the
 * account and signs it in (the one way a new email account gets its first session), then goes to /recherche
 * after 3 s. The password is asked so that the owner of a mailbox never activates an account whose password
 * someone else chose (issue 19); a wrong one leaves the link usable.
 */
export function VerifyEmailPage() {
  const { selector = '', token = '' } = useParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const backToLogin = useBackToLogin();
  const [session, setSession] = useState<VerifyEmailAnswer | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailForm>({ resolver: zodResolver(VerifyEmailForm), defaultValues: { password: '' } });

  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(() => navigate(paths.search()), TIMERS_MS.verifyEmailRedirect);
    return () => window.clearTimeout(timer);
  }, [session, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const answer = await authApi.verifyEmail(selector, token, password);
      signIn(answer.token, answer.user);
      setSession(answer);
    } catch (error) {
      const wrongPassword = isApiError(error) ? error.errors.find((e) => e.field === 'password') : undefined;
      if (wrongPassword) setError('password', { message: wrongPassword.message });
      else setLinkError(errorMessage(error, CLIENT_MESSAGES.verify));
    }
  });

  const head = <PageHead title={T.verify.title} description={T.verify.description} noindex />;
  const field = fieldsOf('verify', errors);

  if (session)
    return (
      <AccountPage head={head}>
        <AccountOutcome icon="✅" title={session.message} role="status">
          <p>{T.verify.done}</p>
          <p className="muted">{T.verify.redirecting}</p>
        </AccountOutcome>
      </AccountPage>
    );

  if (linkError)
    return (
      <AccountPage head={head}>
        <AccountOutcome icon="⚠️" title={T.invalidLink} role="alert">
          <p>{linkError}</p>
          <p className="muted">{T.verify.validity}</p>
          <ResendForm />
          <div className="actions" style={{ justifyContent: 'center' }}>
            <Button variant="outline" onClick={backToLogin}>
              {T.backToLogin}
            </Button>
          </div>
        </AccountOutcome>
      </AccountPage>
    );

  return (
    <AccountPage head={head}>
      <h1>{T.verify.title}</h1>
      <p>{T.verify.lead}</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <Field label={T.verify.password} {...field('password')}>
          {(control) => (
            <PasswordInput autoComplete="current-password" autoFocus {...control} {...register('password')} />
          )}
        </Field>
        <Button type="submit" isLoading={isSubmitting}>
          {T.verify.submit}
        </Button>
      </form>
    </AccountPage>
  );
}

/** A new link for a typed address (the page does not know whose link failed). */
function ResendForm() {
  const { sending, result, resend } = useResendVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value.toLowerCase())) return setError(AUTH_MESSAGES.emailInvalid);
    setError(null);
    void resend(value);
  };

  return (
    <form className="auth-form verify-resend" onSubmit={onSubmit} noValidate>
      <Field id="verify-resend-email" label={T.email} error={error ?? undefined}>
        {(control) => (
          <input
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...control}
          />
        )}
      </Field>
      <ResendResult result={result} />
      <Button type="submit" isLoading={sending}>
        {T.resendLink}
      </Button>
    </form>
  );
}
