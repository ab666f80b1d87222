import { CLIENT_MESSAGES, PROFILE_TEXTS } from '@lexfaso/contracts';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink, EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { getCurrentUser } from './api/get-current-user';

const T = PROFILE_TEXTS.emailChange;

/**
 * /change-email/{selector}/{token}: the link mailed to a new address. Opening it makes that address the
 * account's email (it proves the mailbox; no session needed, it may open on another device). A signed-in
 * browser then shows the new address at once.
 */
export function ConfirmEmailChangePage() {
  const { selector = '', token = '' } = useParams();
  const { isAuthenticated, setUser } = useAuth();
  const { open } = useAuthModal();
  const check = useConfirmEmailChange(selector, token);

  // Once per confirmation: setUser changes identity with every auth change, so it cannot drive this effect.
  const refreshedFor = useRef<typeof check.data>(undefined);
  useEffect(() => {
    if (!check.data || !isAuthenticated || refreshedFor.current === check.data) return;
    refreshedFor.current = check.data;
    getCurrentUser()
      .then(({ user }) => setUser(user))
      .catch(() => undefined);
  });

  const next = isAuthenticated ? (
    <ButtonLink to={paths.profile()}>{T.toProfile}</ButtonLink>
  ) : (
    <Button onClick={() => open('login')}>{PROFILE_TEXTS.signIn}</Button>
  );

  return (
    <main className="container page">
      <PageHead title={T.title} description={T.description} noindex />
      {check.isPending ? (
        <LoadingBlock label={T.checking} />
      ) : check.data ? (
        <div role="status">
          <EmptyState icon="✅" title={check.data.message} actions={next} />
        </div>
      ) : (
        <div role="alert">
          <EmptyState icon="⚠️" title={T.invalid} actions={next}>
            <p>{isApiError(check.error) ? check.error.message : CLIENT_MESSAGES.verify}</p>
            <p className="muted">{T.validity}</p>
          </EmptyState>
        </div>
      )}
    </main>
  );
}
