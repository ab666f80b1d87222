import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME, SOCIAL_LINKS } from '@/config/product';

const LEGAL_LINKS = [
  { label: 'À propos', to: paths.about() },
  { label: 'Mentions légales', to: paths.legal() },
  { label: "Conditions d'utilisation", to: paths.terms() },
  { label: 'Politique de confidentialité', to: paths.privacy() },
  { label: 'Politique de cookies', to: paths.cookies() },
  { label: 'Contact', to: paths.contact() },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {PRODUCT_NAME}
          </h2>
          <p>
            Le droit burkinabè accessible à tous : textes officiels, jurisprudence et actualités juridiques du
            Burkina Faso.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Informations
          </h2>
          <ul>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Nous contacter
          </h2>
          <address>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            <br />
            Ouagadougou, Burkina Faso
            <br />
            <Link to={paths.contact()}>Formulaire de contact</Link>
          </address>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__title">
            Suivez-nous
          </h2>
          <ul>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span className="visually-hidden"> (nouvelle fenêtre)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. Tous droits réservés.
        </p>
        <p className="site-footer__disclaimer">
          Informations à titre indicatif, ne constituant pas un conseil juridique.
        </p>
      </div>
    </footer>
  );
}
