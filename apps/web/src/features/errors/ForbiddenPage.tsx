import { ROLE_LABELS, type Role, FORBIDDEN_TEXTS as T } from '@lexfaso/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { useAuth } from '@/lib/auth-state';
import type { ErrorPageState } from './error-page-state';

export interface ForbiddenPageProps {
  message?: string;
  /** A role name (ROLE_PREMIUM…) or a free label, shown as the access level required. */
  requiredRole?: Role | string;
}

const PUBLIC_LINKS = [
  { to: paths.home(), label: T.publicLinks.home },
  { to: paths.news(), label: T.publicLinks.news },
  { to: paths.about(), label: T.publicLinks.about },
  { to: paths.contact(), label: T.publicLinks.contact },
];

export function ForbiddenPage({ message, requiredRole }: ForbiddenPageProps) {
  const state = useLocation().state as (ErrorPageState & { requiredRole?: string }) | null;
  const navigate = useNavigate();
  const { open } = useAuthModal();
  const { isAuthenticated } = useAuth();
  const role = requiredRole ?? state?.requiredRole;
  const roleLabel = role ? (ROLE_LABELS[role as Role] ?? role) : undefined;

  return (
    <main className="container page error-page">
      <PageHead title={T.title} description={T.message} canonicalPath={paths.error403()} noindex />
      <div className="card error-card">
        <p className="error-page__code" aria-hidden="true">
          403
        </p>
        <h1>{T.title}</h1>
        <p>{message ?? state?.message ?? T.message}</p>
        {roleLabel && (
          <p className="notice">
            {T.requiredLevel}
            <strong>{roleLabel}</strong>
          </p>
        )}
        <div className="actions">
          {!isAuthenticated && (
            <>
              <Button onClick={() => open('login')}>{T.signIn}</Button>
              <Button variant="accent" onClick={() => open('register')}>
                {T.register}
              </Button>
            </>
          )}
          <Button variant="outline" onClick={() => navigate(-1)}>
            {T.back}
          </Button>
          <ButtonLink to={paths.home()} variant="ghost">
            {T.home}
          </ButtonLink>
        </div>
        <h2 className="error-page__subtitle">{T.levelsTitle}</h2>
        <dl className="access-levels">
          {T.levels.map((level) => (
            <div key={level.name}>
              <dt>{level.name}</dt>
              <dd>{level.text}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          {T.publicPages}
          {PUBLIC_LINKS.map((l, i) => (
            <span key={l.to}>
              {i > 0 && ' · '}
              <Link to={l.to}>{l.label}</Link>
            </span>
          ))}
        </p>
      </div>
    </main>
  );
}
