import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { makeErrorId } from '@/lib/error-id';
import { formatDateTime } from '@/lib/format-date';
import type { ErrorPageState } from '@/lib/http-error-redirect';

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
      <PageHead
        title="Erreur serveur"
        description="Une erreur technique est survenue. Veuillez réessayer plus tard."
        canonicalPath={paths.error500()}
        noindex
      />
      <div className="card error-card">
        <p className="error-page__code" aria-hidden="true">
          500
        </p>
        <h1>Erreur serveur</h1>
        <p>
          Une erreur technique nous empêche de répondre pour le moment. Nos équipes en sont informées ;
          veuillez réessayer dans quelques instants.
        </p>
        {detail && <p className="muted">Détail : {detail}</p>}
        <div className="actions">
          <Button onClick={onRetry ?? (() => window.location.reload())}>Réessayer</Button>
          <ButtonLink to={paths.home()} variant="outline">
            Retour à l'accueil
          </ButtonLink>
        </div>
        <dl className="error-page__meta">
          <div>
            <dt>Identifiant de l'erreur</dt>
            <dd>
              <code>{errorId}</code>
            </dd>
          </div>
          <div>
            <dt>Date et heure</dt>
            <dd>
              <time dateTime={at.toISOString()}>{formatDateTime(at)}</time>
            </dd>
          </div>
        </dl>
        <p className="muted">
          En attendant, consultez les <Link to={paths.news()}>actualités juridiques</Link> ou{' '}
          <Link to={paths.contact()}>contactez-nous</Link> en indiquant l'identifiant ci-dessus.
        </p>
      </div>
    </main>
  );
}
