import {
  AUTH_MESSAGES,
  CLIENT_MESSAGES,
  isValidEmail,
  AUTH_PAGES_TEXTS as T,
  TIMERS_MS,
} from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, Field, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-state';
import { AccountOutcome, AccountPage } from './AccountPage';
import { authApi, errorMessage } from './auth-api';
import { ResendResult, useResendVerification } from './ResendVerificationButton';
import { useBackToLogin } from './use-back-to-login';
import './auth.css';

/**
 * The confirmation link mailed at registration. Opening it activates the account and signs it in (the one
 * way a new email account gets its first session), then goes to /recherche after 3 s.
 */
export function VerifyEmailPage() {
  const { selector = '', token = '' } = useParams();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const backToLogin = useBackToLogin();
  // A query, not an effect: React Query runs it once per link even when the page mounts twice, and a
  // link serves only once.
  const check = useQuery({
    queryKey: ['verify-email', selector, token],
    queryFn: () => authApi.verifyEmail(selector, token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const session = check.data;
  // Once per session answer: signIn changes identity with every auth change, so it cannot drive this effect.
  const storedFor = useRef<typeof session>(undefined);
  useEffect(() => {
    if (!session || storedFor.current === session) return;
    storedFor.current = session;
    signIn(session.token, session.user);
  });
  useEffect(() => {
    if (!session) return;
    const timer = window.setTimeout(() => navigate(paths.search()), TIMERS_MS.verifyEmailRedirect);
    return () => window.clearTimeout(timer);
  }, [session, navigate]);

  const head = <PageHead title={T.verify.title} description={T.verify.description} noindex />;

  if (check.isPending)
    return (
      <AccountPage head={head}>
        <LoadingBlock label={T.verify.checking} />
      </AccountPage>
    );

  if (session)
    return (
      <AccountPage head={head}>
        <AccountOutcome icon="✅" title={session.message} role="status">
          <p>{T.verify.done}</p>
          <p className="muted">{T.verify.redirecting}</p>
        </AccountOutcome>
      </AccountPage>
    );

  return (
    <AccountPage head={head}>
      <AccountOutcome icon="⚠️" title={T.invalidLink} role="alert">
        <p>{errorMessage(check.error, CLIENT_MESSAGES.verify)}</p>
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
