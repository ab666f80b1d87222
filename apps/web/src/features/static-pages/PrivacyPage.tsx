import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/product';
import { DPO_HOURS, RETENTION, RIGHTS_ANSWER_DAYS } from './retention';
import { StaticPage } from './StaticPage';

export function PrivacyPage() {
  const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
  return (
    <StaticPage
      title="Politique de confidentialité"
      description={`Comment ${PRODUCT_NAME} collecte, utilise et protège vos données personnelles, et comment exercer vos droits.`}
      path={paths.privacy()}
      version="1.0"
      lead="La protection de vos données personnelles est une condition de la confiance que vous nous accordez. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits."
    >
      <h2>1. Responsable du traitement</h2>
      <p>
        Le responsable du traitement est la société éditrice de {PRODUCT_NAME}, SARL établie à Ouagadougou
        (Burkina Faso), présentée dans les <Link to={paths.legal()}>mentions légales</Link>.
      </p>

      <h2>2. Cadre légal</h2>
      <p>
        Les traitements sont réalisés conformément à la loi n°010-2004/AN du 20 avril 2004 portant protection
        des données à caractère personnel au Burkina Faso, qui garantit notamment vos droits d'accès, de
        rectification et d'opposition.
      </p>

      <h2>3. Données collectées</h2>
      <h3>Lors de l'inscription</h3>
      <ul>
        <li>votre prénom et votre nom ;</li>
        <li>votre adresse email ;</li>
        <li>votre profession, si vous choisissez de l'indiquer ;</li>
        <li>
          votre mot de passe, enregistré uniquement sous forme chiffrée : personne, pas même notre équipe, ne
          peut le lire.
        </li>
      </ul>
      <h3>Lors de l'utilisation du service</h3>
      <ul>
        <li>l'adresse IP et le type de navigateur ;</li>
        <li>les pages consultées ;</li>
        <li>les recherches effectuées ;</li>
        <li>les documents consultés ou téléchargés.</li>
      </ul>
      <p>
        Les messages envoyés par le formulaire de contact (nom, email, objet, message) sont également
        conservés pour y répondre.
      </p>

      <h2>4. Finalités</h2>
      <ul>
        <li>créer et gérer votre compte, vous authentifier et sécuriser l'accès ;</li>
        <li>fournir la recherche, la lecture et, pour l'offre Premium, le téléchargement des documents ;</li>
        <li>
          répondre à vos demandes et vous envoyer les messages liés à votre compte (réinitialisation du mot de
          passe, par exemple) ;
        </li>
        <li>améliorer le service à partir de statistiques d'utilisation ;</li>
        <li>prévenir les abus et respecter nos obligations légales.</li>
      </ul>
      <p>Vos données ne sont jamais vendues ni utilisées à des fins publicitaires.</p>

      <h2>5. Destinataires et hébergement</h2>
      <p>
        Les données sont accessibles aux seules personnes habilitées de l'éditeur et à ses prestataires
        techniques, tenus à la confidentialité, dans la limite de leurs missions. Elles sont hébergées dans
        l'Union européenne.
      </p>

      <h2>6. Durées de conservation</h2>
      <table className="data-table">
        <caption className="visually-hidden">Durées de conservation des données</caption>
        <thead>
          <tr>
            <th scope="col">Données</th>
            <th scope="col">Durée</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION.map((r) => (
            <tr key={r.data}>
              <th scope="row">{r.data}</th>
              <td>{r.period}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>7. Sécurité</h2>
      <p>
        Les échanges avec le site sont chiffrés, les mots de passe ne sont jamais stockés en clair, les
        sessions expirent et peuvent être révoquées, et l'accès aux outils d'administration est restreint et
        journalisé.
      </p>

      <h2>8. Vos droits</h2>
      <p>
        Vous pouvez accéder à vos données, les faire rectifier ou supprimer, et vous opposer à leur traitement
        pour un motif légitime. Une grande partie de ces informations est modifiable directement depuis votre
        profil. Pour toute demande, écrivez à {mail} : nous y répondons dans un délai de {RIGHTS_ANSWER_DAYS}{' '}
        jours.
      </p>
      <p>
        Notre délégué à la protection des données est joignable à la même adresse, {DPO_HOURS}. Si vous
        estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité burkinabè de protection
        des données personnelles, la Commission de l'informatique et des libertés (CIL).
      </p>

      <h2>9. Cookies</h2>
      <p>
        L'usage des cookies et leurs durées de vie sont détaillés dans la{' '}
        <Link to={paths.cookies()}>politique de cookies</Link>.
      </p>
    </StaticPage>
  );
}
