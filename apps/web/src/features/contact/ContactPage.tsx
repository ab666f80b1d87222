import { CONTACT_TEXTS as T } from '@lexfaso/contracts';
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
        title={T.title}
        description={T.description(PRODUCT_NAME)}
        canonicalPath={paths.contact()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: T.jsonLdName(PRODUCT_NAME),
          url: new URL(paths.contact(), window.location.origin).toString(),
          inLanguage: 'fr',
        }}
      />
      <header className="page-header">
        <h1>{T.heading}</h1>
        <p className="lead">{T.lead}</p>
      </header>

      <div className="contact-layout">
        <div className="contact-aside">
          <section className="card contact-card" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title">{T.details}</h2>
            <dl className="contact-card__list">
              <div>
                <dt>{T.email}</dt>
                <dd>
                  <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                </dd>
              </div>
              <div>
                <dt>{T.location}</dt>
                <dd>{T.country}</dd>
              </div>
              <div>
                <dt>{T.support}</dt>
                <dd>{T.supportText}</dd>
              </div>
            </dl>
          </section>

          <section className="card contact-card" aria-labelledby="contact-help-title">
            <h2 id="contact-help-title">{T.help}</h2>
            <ul className="contact-card__help">
              <li>
                {T.helpSearch[0]}
                <Link to={paths.search()}>{T.helpSearch[1]}</Link>
                {T.helpSearch[2]}
              </li>
              <li>
                {T.helpPassword[0]}
                <Link to={paths.forgotPassword()}>{T.helpPassword[1]}</Link>
                {T.helpPassword[2]}
              </li>
              <li>
                {T.helpAbout[0]}
                <Link to={paths.about()}>{T.helpAbout[1]}</Link>
                {T.helpAbout[2]}
              </li>
              <li>{T.disclaimer}</li>
            </ul>
          </section>
        </div>

        <ContactForm />
      </div>
    </main>
  );
}
