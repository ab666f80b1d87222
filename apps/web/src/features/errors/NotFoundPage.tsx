import { Link } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

const SUGGESTIONS = [
  { to: paths.search(), label: 'Rechercher une loi, un décret ou une décision de justice' },
  { to: paths.news(), label: 'Lire les dernières actualités juridiques' },
  { to: paths.about(), label: 'Découvrir la plateforme et ses offres' },
];

export function NotFoundPage() {
  return (
    <main className="container page error-page">
      <PageHead
        title="Page non trouvée"
        description="La page demandée n'existe pas ou a été déplacée."
        canonicalPath={paths.error404()}
        noindex
      />
      <div className="card error-card">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1>Page non trouvée</h1>
        <p>La page que vous cherchez n'existe pas, a été déplacée ou son adresse est incorrecte.</p>
        <div className="actions">
          <ButtonLink to={paths.home()}>Retour à l'accueil</ButtonLink>
          <ButtonLink to={paths.search()} variant="outline">
            Rechercher un document
          </ButtonLink>
        </div>
        <h2 className="error-page__subtitle">Suggestions</h2>
        <ul className="link-list">
          {SUGGESTIONS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
        <p className="muted">
          Vous pensez qu'il s'agit d'une erreur ? <Link to={paths.contact()}>Signalez-la-nous</Link>.
        </p>
      </div>
    </main>
  );
}
