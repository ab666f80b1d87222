import { ROLE_LABELS, type Role } from '@lexfaso/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { useAuth } from '@/lib/auth-state';
import type { ErrorPageState } from '@/lib/http-error-redirect';

export interface ForbiddenPageProps {
  message?: string;
  /** A role name (ROLE_PREMIUM…) or a free label, shown as the access level required. */
  requiredRole?: Role | string;
}

const DEFAULT_MESSAGE = "Vous n'avez pas les autorisations nécessaires pour accéder à cette page.";

const ACCESS_LEVELS = [
  {
    name: 'Standard',
    text: 'Compte gratuit : recherche dans les textes et la jurisprudence, lecture des documents, profil personnel.',
  },
  {
    name: 'Premium',
    text: 'Tout le niveau standard, plus le téléchargement des documents en PDF, les documents premium et les alertes personnalisées.',
  },
  {
    name: 'Administrateur',
    text: "Réservé à l'équipe éditoriale : gestion des documents, des actualités et des comptes.",
  },
];

const PUBLIC_LINKS = [
  { to: paths.home(), label: 'Accueil' },
  { to: paths.news(), label: 'Actualités' },
  { to: paths.about(), label: 'À propos' },
  { to: paths.contact(), label: 'Contact' },
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
      <PageHead
        title="Accès interdit"
        description="Vous n'avez pas les autorisations nécessaires pour accéder à cette page."
        canonicalPath={paths.error403()}
        noindex
      />
      <div className="card error-card">
        <p className="error-page__code" aria-hidden="true">
          403
        </p>
        <h1>Accès interdit</h1>
        <p>{message ?? state?.message ?? DEFAULT_MESSAGE}</p>
        {roleLabel && (
          <p className="notice">
            Niveau d'accès requis : <strong>{roleLabel}</strong>
          </p>
        )}
        <div className="actions">
          {!isAuthenticated && (
            <>
              <Button onClick={() => open('login')}>Se connecter</Button>
              <Button variant="accent" onClick={() => open('register')}>
                S'inscrire
              </Button>
            </>
          )}
          <Button variant="outline" onClick={() => navigate(-1)}>
            Retour
          </Button>
          <ButtonLink to={paths.home()} variant="ghost">
            Accueil
          </ButtonLink>
        </div>
        <h2 className="error-page__subtitle">Les niveaux d'accès</h2>
        <dl className="access-levels">
          {ACCESS_LEVELS.map((level) => (
            <div key={level.name}>
              <dt>{level.name}</dt>
              <dd>{level.text}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          Pages accessibles à tous :{' '}
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
