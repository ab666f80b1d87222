/** Steps to accept a self-signed certificate on a development server (public-area.md §8). */
export function CertificateHelp() {
  const origin = window.location.origin;
  return (
    <div className="notice certificate-help" role="note">
      <p>
        <strong>Le navigateur ne parvient pas à joindre le serveur de façon sécurisée.</strong>
      </p>
      <ol>
        <li>
          Ouvrez{' '}
          <a href={origin} target="_blank" rel="noreferrer">
            {origin}
          </a>{' '}
          dans un nouvel onglet.
        </li>
        <li>
          Si un avertissement de sécurité s'affiche, choisissez « Paramètres avancés » puis « Continuer vers
          le site ».
        </li>
        <li>Revenez sur cette page et réessayez.</li>
      </ol>
    </div>
  );
}
