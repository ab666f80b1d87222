import { FOOTER_TEXTS as T } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME, SOCIAL_LINKS } from '@/config/product';

const LEGAL_LINKS = [
  { label: T.legal[0], to: paths.about() },
  { label: T.legal[1], to: paths.legal() },
  { label: T.legal[2], to: paths.terms() },
  { label: T.legal[3], to: paths.privacy() },
  { label: T.legal[4], to: paths.cookies() },
  { label: T.legal[5], to: paths.contact() },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {PRODUCT_NAME}
          </h2>
          <p>{T.about}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            {T.links}
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
            {T.contact}
          </h2>
          <address>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            <br />
            {T.city}
            <br />
            <Link to={paths.contact()}>{T.contactForm}</Link>
          </address>
        </section>
        {SOCIAL_LINKS.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__title">
              {T.follow}
            </h2>
            <ul>
              {SOCIAL_LINKS.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                    <span className="visually-hidden">{T.newWindow}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>{T.rights(new Date().getFullYear(), PRODUCT_NAME)}</p>
        <p className="site-footer__disclaimer">{T.disclaimer}</p>
      </div>
    </footer>
  );
}
