import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { COOKIES } from './retention';
import { StaticPage } from './StaticPage';

// Preference management is announced but not built yet (public-area.md §2).
const showNotAvailable = () =>
  window.alert(
    "La gestion des préférences de cookies n'est pas encore disponible. Elle le sera prochainement.",
  );

export function CookiesPage() {
  return (
    <StaticPage
      title="Politique de cookies"
      description={`Les cookies utilisés par ${PRODUCT_NAME}, leur finalité et leur durée de vie.`}
      path={paths.cookies()}
      version="1.0"
    >
      <h2>Qu'est-ce qu'un cookie ?</h2>
      <p>
        Un cookie est un petit fichier déposé sur votre appareil lorsque vous consultez un site. Il permet par
        exemple de rester connecté d'une page à l'autre ou de mémoriser vos préférences. Certaines
        informations équivalentes peuvent aussi être conservées dans le stockage local de votre navigateur ;
        cette politique s'applique à l'ensemble de ces traceurs.
      </p>

      <h2>Les cookies que nous utilisons</h2>
      <p>
        {PRODUCT_NAME} n'utilise aucun cookie publicitaire et ne charge aucun script de réseau social ou de
        régie publicitaire.
      </p>
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption className="visually-hidden">Cookies utilisés et durées de vie</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Finalité</th>
              <th scope="col">Catégorie</th>
              <th scope="col">Durée de vie</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((c) => (
              <tr key={c.name}>
                <th scope="row">{c.name}</th>
                <td data-label="Finalité">{c.purpose}</td>
                <td data-label="Catégorie">{c.kind}</td>
                <td data-label="Durée de vie">{c.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Votre consentement</h2>
      <p>
        Les cookies nécessaires au fonctionnement du site ne demandent pas de consentement. Les cookies
        fonctionnels et de mesure d'audience ne sont déposés qu'avec votre accord, que vous pouvez retirer à
        tout moment.
      </p>
      <div className="cta-box">
        <p>Vous pouvez modifier vos choix à tout moment.</p>
        <Button onClick={showNotAvailable}>Gérer mes préférences</Button>
      </div>

      <h2>Paramétrer votre navigateur</h2>
      <p>
        Vous pouvez aussi bloquer ou supprimer les cookies depuis les réglages de votre navigateur (rubrique «
        Confidentialité » ou « Données de navigation »). Le blocage des cookies nécessaires peut empêcher la
        connexion à votre compte.
      </p>

      <h2>En savoir plus</h2>
      <p>
        Le traitement de vos données personnelles est décrit dans la{' '}
        <Link to={paths.privacy()}>politique de confidentialité</Link>.
      </p>
    </StaticPage>
  );
}
