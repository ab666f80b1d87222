import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@/config/product';
import { StaticPage } from './StaticPage';

export function LegalPage() {
  const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
  return (
    <StaticPage
      title="Mentions légales"
      description={`Mentions légales de ${PRODUCT_NAME} : éditeur, hébergement, réalisation, propriété intellectuelle et responsabilité.`}
      path={paths.legal()}
    >
      <h2>Éditeur du site</h2>
      <p>
        Le site {PRODUCT_NAME} est édité par une société à responsabilité limitée (SARL) de droit burkinabè
        dont le siège social est situé à Ouagadougou, Burkina Faso.
      </p>
      <ul>
        <li>
          Numéro d'immatriculation au RCCM et identifiant financier unique (IFU) : communiqués sur demande.
        </li>
        <li>Adresse postale du siège et téléphone : communiqués sur demande.</li>
        <li>Directeur de la publication : le gérant de la société.</li>
        <li>Contact : {mail}.</li>
      </ul>

      <h2>Hébergement</h2>
      <p>
        Le site et ses données sont hébergés par un prestataire professionnel dans des centres de données
        situés dans l'Union européenne. La dénomination et les coordonnées de l'hébergeur sont communiquées
        sur demande adressée à {mail}.
      </p>

      <h2>Conception et réalisation</h2>
      <p>
        La plateforme a été conçue et développée par un prestataire technologique pour le compte de l'éditeur,
        qui en assure l'exploitation et la maintenance.
      </p>

      <h2>Propriété intellectuelle</h2>
      <p>
        Les textes officiels reproduits (lois, décrets, ordonnances, actes uniformes, traités, décisions de
        justice) relèvent du domaine public et peuvent être librement réutilisés. En revanche, la structure de
        la base de données, la présentation, les résumés, les actualités rédigées par l'équipe, les logos et
        les éléments graphiques sont la propriété de l'éditeur. Leur reproduction, même partielle, ou leur
        extraction systématique sans autorisation écrite est interdite.
      </p>

      <h2>Responsabilité</h2>
      <p>
        Les informations diffusées sur {PRODUCT_NAME} sont fournies à titre indicatif et ne constituent pas un
        conseil juridique. Malgré le soin apporté à leur saisie et à leur mise à jour, elles peuvent comporter
        des erreurs ou ne pas refléter les dernières modifications d'un texte. Seules les publications
        officielles, notamment le Journal officiel du Burkina Faso, font foi. L'éditeur ne saurait être tenu
        responsable d'une décision prise sur la seule base des contenus du site.
      </p>
      <p>
        Les liens vers des sites tiers sont proposés pour faciliter vos recherches ; l'éditeur n'exerce aucun
        contrôle sur leur contenu.
      </p>

      <h2>Données personnelles et cookies</h2>
      <p>
        Le traitement de vos données est décrit dans la{' '}
        <Link to={paths.privacy()}>politique de confidentialité</Link> et l'usage des cookies dans la{' '}
        <Link to={paths.cookies()}>politique de cookies</Link>.
      </p>

      <h2>Droit applicable</h2>
      <p>
        Les présentes mentions sont régies par le droit burkinabè. Tout litige relatif à l'utilisation du site
        relève, à défaut d'accord amiable, des juridictions compétentes de Ouagadougou.
      </p>
    </StaticPage>
  );
}
