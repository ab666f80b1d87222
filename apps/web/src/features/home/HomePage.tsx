import { HOME_TEXTS as T } from '@lexfaso/contracts';
import { PageHead } from '@/components/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { LatestNews } from './LatestNews';
import { ProfessionalTools } from './ProfessionalTools';
import './home.css';

/** Home: hero with the free-search link, the latest news, feature blurbs and the professional tools. */
export function HomePage() {
  return (
    <main className="home">
      <PageHead title={PRODUCT_NAME} description={T.description} canonicalPath={paths.home()} />
      <section className="home-hero">
        <div className="container home-hero__inner">
          <h1 className="home-hero__title">{T.title}</h1>
          <p className="home-hero__lead">{T.lead}</p>
          <div className="home-hero__actions">
            <ButtonLink to={paths.search()} variant="accent" size="lg">
              {T.searchFree}
            </ButtonLink>
            <ButtonLink to={paths.news()} variant="outline" size="lg" className="home-hero__secondary">
              {T.seeNews}
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="container">
        <LatestNews />

        <section className="home-section" aria-labelledby="home-features-title">
          <div className="home-section__head">
            <h2 id="home-features-title">{T.why(PRODUCT_NAME)}</h2>
          </div>
          <ul className="home-features">
            {T.features.map((f) => (
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
