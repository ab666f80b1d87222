import { AUTH_FORM_TEXTS } from '@lexfaso/contracts';

const C = AUTH_FORM_TEXTS.certificate;

/** Steps to accept a self-signed certificate on a development server (public-area.md §8). */
export function CertificateHelp() {
  const origin = window.location.origin;
  return (
    <div className="notice certificate-help" role="note">
      <p>
        <strong>{C.title}</strong>
      </p>
      <ol>
        <li>
          {C.open}
          <a href={origin} target="_blank" rel="noreferrer">
            {origin}
          </a>
          {C.newTab}
        </li>
        <li>{C.accept}</li>
        <li>{C.retry}</li>
      </ol>
    </div>
  );
}
