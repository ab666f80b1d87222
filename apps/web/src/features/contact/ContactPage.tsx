import { Link } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/product';
import { ContactForm } from './ContactForm';
import './contact.css';

/** /contact: the team's details, a help card and the message form. */
export function ContactPage() {
  return (
    <main className="container page contact-page">
      <PageHead
        title="Contact"
        description={`Contactez l'équipe ${PRODUCT_NAME} : questions, suggestions, partenariats, offre Premium.`}
        canonicalPath={paths.contact()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: `Contact ${PRODUCT_NAME}`,
          url: new URL(paths.contact(), window.location.origin).toString(),
          inLanguage: 'fr',
        }}
      />
      <header className="page-header">
        <h1>Contactez-nous</h1>
        <p className="lead">
          Une question sur un texte, une suggestion, une erreur à signaler ou un intérêt pour l'offre Premium
          ? Écrivez-nous.
        </p>
      </header>

      <div className="contact-layout">
        <div className="contact-aside">
          <section className="card contact-card" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">Nos coordonnées</h2>
            <dl className="contact-card__list">
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </dd>
              </div>
              <div>
                <dt>Localisation</dt>
                <dd>Burkina Faso</dd>
              </div>
              <div>
                <dt>Support</dt>
                <dd>Par email, en réponse à votre message</dd>
              </div>
            </dl>
          </section>

          <section className="card contact-card" aria-labelledby="contact-help-title">
            <h2 id="contact-help-title">Besoin d'aide ?</h2>
            <ul className="contact-card__help">
              <li>
                Pour trouver un texte, utilisez la <Link to={paths.search()}>recherche</Link> : les accents et
                les pluriels ne comptent pas.
              </li>
              <li>
                Mot de passe oublié ? <Link to={paths.forgotPassword()}>Réinitialisez-le ici</Link>.
              </li>
              <li>
                Pour en savoir plus sur la plateforme, consultez la page{' '}
                <Link to={paths.about()}>À propos</Link>.
              </li>
              <li>Les informations publiées sont informatives et ne constituent pas un conseil juridique.</li>
            </ul>
          </section>
        </div>

        <ContactForm />
      </div>
    </main>
  );
}
