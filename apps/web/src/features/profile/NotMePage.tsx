import { CLIENT_MESSAGES, IDENTIFIER_CHANGE, PROFILE_TEXTS } from '@lexfaso/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { reportNotMe } from './api/report-not-me';
import { LinkPage } from './LinkPage';

const T = PROFILE_TEXTS.notMe;

/**
 * /not-me/{selector}/{token}: the link sent to the previous address or number once a change took effect. The
 * page says what blocking does; only the button posts the link (opening it changes nothing). Once blocked, the
 * account's sessions are revoked, so this browser's own session is forgotten too.
 */
export function NotMePage() {
  const { selector = '', token = '' } = useParams();
  const { signOut } = useAuth();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const head = <PageHead title={T.title} description={T.description} noindex />;

  const onReport = async () => {
    setSending(true);
    try {
      const answer = await reportNotMe(selector, token);
      setOutcome({ ok: true, message: answer.message });
      signOut();
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error) ? error.message : CLIENT_MESSAGES.verify });
    } finally {
      setSending(false);
    }
  };

  const home = <ButtonLink to={paths.home()}>{T.toHome}</ButtonLink>;
  if (outcome)
    return (
      <LinkPage
        head={head}
        icon={outcome.ok ? '🔒' : '⚠️'}
        title={outcome.ok ? T.done : T.invalid}
        role={outcome.ok ? 'status' : 'alert'}
        actions={home}
      >
        <p>{outcome.message}</p>
        {!outcome.ok && <p>{T.validity(IDENTIFIER_CHANGE.disputeDays)}</p>}
      </LinkPage>
    );

  return (
    <LinkPage
      head={head}
      icon="🛡️"
      title={T.title}
      actions={
        <Button variant="danger" onClick={onReport} isLoading={sending}>
          {T.submit}
        </Button>
      }
    >
      <p>{T.lead}</p>
      <ul className="link-page__list">
        {T.effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <p>{T.wasMe}</p>
    </LinkPage>
  );
}
