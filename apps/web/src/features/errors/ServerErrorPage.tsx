import { SERVER_ERROR_TEXTS as T } from '@lexfaso/contracts';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { makeErrorId } from '@/lib/error-id';
import { formatDateTime } from '@/lib/format-date';
import type { ErrorPageState } from './error-page-state';

export interface ServerErrorPageProps {
  /** Custom retry; defaults to reloading the page. */
  onRetry?: () => void;
  /** Technical detail to show (e.g. 'HTTP Error 418'); defaults to the redirect's message. */
  message?: string;
}

export function ServerErrorPage({ onRetry, message }: ServerErrorPageProps) {
  const state = useLocation().state as ErrorPageState | null;
  const { errorId, at } = useMemo(() => {
    const now = new Date();
    return { errorId: makeErrorId(now), at: now };
  }, []);
  const detail = message ?? state?.message;

  return (
    <main className="container page error-page">
      <PageHead title={T.title} description={T.description} canonicalPath={paths.error500()} noindex />
      <div className="card error-card">
        <p className="error-page__code" aria-hidden="true">
          500
        </p>
        <h1>{T.title}</h1>
        <p>{T.text}</p>
        {detail && (
          <p className="muted">
            {T.detail}
            {detail}
          </p>
        )}
        <div className="actions">
          <Button onClick={onRetry ?? (() => window.location.reload())}>{T.retry}</Button>
          <ButtonLink to={paths.home()} variant="outline">
            {T.home}
          </ButtonLink>
        </div>
        <dl className="error-page__meta">
          <div>
            <dt>{T.errorId}</dt>
            <dd>
              <code>{errorId}</code>
            </dd>
          </div>
          <div>
            <dt>{T.dateTime}</dt>
            <dd>
              <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>
            </dd>
          </div>
        </dl>
        <p className="muted">
          {T.meanwhile}
          <Link to={paths.news()}>{T.news}</Link>
          {T.or}
          <Link to={paths.contact()}>{T.contactUs}</Link>
          {T.quoteId}
        </p>
      </div>
    </main>
  );
}
