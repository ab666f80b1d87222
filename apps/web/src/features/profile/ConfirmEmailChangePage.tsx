import { CLIENT_MESSAGES, PROFILE_TEXTS } from '@lexfaso/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { displayName } from '@/types/user';
import { confirmEmailChange } from './api/confirm-email-change';
import { getCurrentUser } from './api/get-current-user';
import { LinkPage } from './LinkPage';

const T = PROFILE_TEXTS.emailChange;

type Outcome = { ok: true; message: string } | { ok: false; otherAccount: boolean; message: string };

/**
 * /change-email/{selector}/{token}: the link mailed to a new address. Opening it changes nothing (a mail
 * scanner or a curious click is harmless, issue 29): a visitor is asked to sign in to the account that asked
 * (the sign-in modal keeps this page), and the signed-in account confirms with the button, which posts the link.
 */
export function ConfirmEmailChangePage() {
  const { selector = '', token = '' } = useParams();
  const { isAuthenticated, user, setUser } = useAuth();
  const { open } = useAuthModal();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const head = <PageHead title={T.title} description={T.description} noindex />;

  const onConfirm = async () => {
    setSending(true);
    try {
      const answer = await confirmEmailChange(selector, token);
      setOutcome({ ok: true, message: answer.message });
      const fresh = await getCurrentUser().catch(() => null);
      if (fresh) setUser(fresh.user);
    } catch (error) {
      setOutcome({
        ok: false,
        otherAccount: isApiError(error) && error.status === 403,
        message: isApiError(error) ? error.message : CLIENT_MESSAGES.verify,
      });
    } finally {
      setSending(false);
    }
  };

  const toProfile = <ButtonLink to={paths.profile()}>{T.toProfile}</ButtonLink>;
  if (outcome?.ok)
    return <LinkPage head={head} icon="✅" title={outcome.message} role="status" actions={toProfile} />;
  if (outcome)
    return (
      <LinkPage
        head={head}
        icon="⚠️"
        title={outcome.otherAccount ? T.otherAccount : T.invalid}
        role="alert"
        actions={toProfile}
      >
        <p>{outcome.message}</p>
        {!outcome.otherAccount && <p>{T.validity}</p>}
      </LinkPage>
    );

  if (!isAuthenticated || !user)
    return (
      <LinkPage
        head={head}
        icon="✉️"
        title={T.title}
        actions={<Button onClick={() => open('login')}>{PROFILE_TEXTS.signIn}</Button>}
      >
        <p>{T.signInFirst}</p>
        <p>{T.notAsked}</p>
      </LinkPage>
    );

  const account = user.email ? `${displayName(user)} (${user.email})` : displayName(user);
  return (
    <LinkPage
      head={head}
      icon="✉️"
      title={T.title}
      actions={
        <Button onClick={onConfirm} isLoading={sending}>
          {T.confirm}
        </Button>
      }
    >
      <p>{T.lead(account)}</p>
      <p>{T.notAsked}</p>
    </LinkPage>
  );
}
