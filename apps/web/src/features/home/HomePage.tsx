import { PageHead } from '@/components/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { LatestNews } from './LatestNews';
import { ProfessionalTools } from './ProfessionalTools';
import './home.css';

const FEATURES = [
  {
    title: 'Recherche en français',
    text: 'Majuscules, accents et pluriels ne comptent pas : « decret » trouve « décrets ». Expressions exactes entre guillemets.',
  },
  {
    title: 'Textes structurés',
    text: 'Livres, titres, chapitres et articles : une table des matières et un lien direct vers chaque article.',
  },
  {
    title: 'Droit OHADA et national',
    text: 'Actes uniformes, traités, lois, décrets et décisions de justice applicables au Burkina Faso.',
  },
  {
    title: 'Pensé pour le mobile',
    text: 'Des pages légères qui se chargent vite, même avec une connexion modeste.',
  },
];

/** Home: hero with the free-search link, the latest news, feature blurbs and the professional tools. */
export function HomePage() {
  return (
    <main className="home">
      <PageHead
        title={PRODUCT_NAME}
        description="Le droit burkinabè à portée de main : lois, décrets, codes, actes uniformes OHADA, jurisprudence et actualités juridiques."
        canonicalPath={paths.home()}
      />
      <section className="home-hero">
        <div className="container home-hero__inner">
          <h1 className="home-hero__title">Le droit burkinabè à portée de main</h1>
          <p className="home-hero__lead">
            Lois, décrets, actes uniformes OHADA, jurisprudence et actualités juridiques, réunis et
            consultables en ligne.
          </p>
          <div className="home-hero__actions">
            <ButtonLink to={paths.search()} variant="accent" size="lg">
              Rechercher gratuitement
            </ButtonLink>
            <ButtonLink to={paths.news()} variant="outline" size="lg" className="home-hero__secondary">
              Voir les actualités
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="container">
        <LatestNews />

        <section className="home-section" aria-labelledby="home-features-title">
          <div className="home-section__head">
            <h2 id="home-features-title">Pourquoi {PRODUCT_NAME} ?</h2>
          </div>
          <ul className="home-features">
            {FEATURES.map((f) => (
              <li key={f.title} className="home-feature">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <ProfessionalTools />
      </div>
    </main>
  );
}
