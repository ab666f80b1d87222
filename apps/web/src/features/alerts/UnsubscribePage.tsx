import { UNSUBSCRIBE_TEXTS as T } from '@lexfaso/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { unsubscribeAlert } from './api';

type Outcome = { kind: 'working' } | { kind: 'done' | 'invalid' | 'failed'; message: string };

/**
 * /alerts/unsubscribe/{token}: the alert mail's one-click link. Opening it stops that one alert (GET
 * /api/alerts/unsubscribe/{token}, no sign-in) and says so; nothing else of the account changes.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const run = useCallback(async () => {
    setOutcome({ kind: 'working' });
    try {
      const answer = await unsubscribeAlert(token);
      setOutcome({ kind: 'done', message: answer.message });
    } catch (error) {
      if (isApiError(error) && error.status === 404) setOutcome({ kind: 'invalid', message: error.message });
      else setOutcome({ kind: 'failed', message: T.failed });
    }
  }, [token]);
  useEffect(() => {
    void run();
  }, [run]);

  const title =
    outcome.kind === 'working'
      ? T.working
      : outcome.kind === 'done'
        ? T.done
        : outcome.kind === 'invalid'
          ? T.invalid
          : T.failed;
  return (
    <main className="container page">
      <PageHead title={T.title} description={T.description} noindex />
      <div
        className="empty-state"
        role={outcome.kind === 'done' || outcome.kind === 'working' ? 'status' : 'alert'}
      >
        <div className="empty-state__icon" aria-hidden="true">
          {outcome.kind === 'done' ? '🔕' : outcome.kind === 'working' ? '⏳' : '⚠️'}
        </div>
        <h1 className="empty-state__title">{title}</h1>
        {outcome.kind !== 'working' && outcome.kind !== 'failed' && (
          <div className="empty-state__text">
            <p>{outcome.message}</p>
          </div>
        )}
        <div className="empty-state__actions">
          {outcome.kind === 'failed' && <Button onClick={() => void run()}>{T.retry}</Button>}
          <ButtonLink to={paths.alerts()} variant="outline">
            {T.manage}
          </ButtonLink>
          <ButtonLink to={paths.home()} variant="ghost">
            {T.toHome}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
