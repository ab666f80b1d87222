import { PASSWORD } from '@lexfaso/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage
      title="Conditions générales d'utilisation"
      description={`Conditions générales d'utilisation de ${PRODUCT_NAME} : accès au service, compte, offre Premium, responsabilités.`}
      path={paths.terms()}
      version="1.0"
    >
      <h2>1. Objet</h2>
      <p>
        Les présentes conditions générales d'utilisation (CGU) fixent les règles d'accès et d'utilisation de{' '}
        {PRODUCT_NAME}, plateforme d'information juridique consacrée au droit du Burkina Faso. Utiliser le
        site vaut acceptation des présentes CGU.
      </p>

      <h2>2. Accès au service</h2>
      <ul>
        <li>
          <strong>Sans compte</strong>, tout visiteur peut consulter la page d'accueil, les actualités
          juridiques, les pages d'information et contacter l'équipe.
        </li>
        <li>
          <strong>Avec un compte gratuit</strong>, l'utilisateur peut rechercher dans la base et lire les
          textes et décisions qu'elle contient.
        </li>
        <li>
          <strong>Avec un compte Premium</strong>, l'utilisateur peut en outre télécharger les documents au
          format PDF et accéder aux fonctionnalités réservées à cette offre.
        </li>
      </ul>
      <p>
        L'éditeur s'efforce d'assurer un accès continu au service mais peut l'interrompre pour maintenance,
        mise à jour ou en cas de force majeure, sans que sa responsabilité puisse être engagée.
      </p>

      <h2>3. Création et sécurité du compte</h2>
      <p>
        L'inscription demande un prénom, un nom, un statut (particulier, professionnel du droit, étudiant ou
        entreprise), une adresse email et un mot de passe d'au moins {PASSWORD.minLength} caractères.
        L'utilisateur s'engage à fournir des informations exactes et à les tenir à jour depuis son profil.
      </p>
      <p>
        Le compte est personnel. L'utilisateur est responsable de la confidentialité de son mot de passe et de
        toute activité réalisée avec son compte ; il prévient l'éditeur sans délai en cas d'utilisation
        frauduleuse. Un mot de passe oublié peut être réinitialisé à tout moment.
      </p>

      <h2>4. Règles d'utilisation</h2>
      <p>L'utilisateur s'interdit notamment :</p>
      <ul>
        <li>d'extraire de manière automatisée ou massive le contenu de la base (robots, aspiration) ;</li>
        <li>de revendre, louer ou mettre à disposition de tiers son accès ou les contenus obtenus ;</li>
        <li>de porter atteinte à la sécurité ou au bon fonctionnement du service ;</li>
        <li>d'utiliser le formulaire de contact pour des envois abusifs ou illicites.</li>
      </ul>

      <h2>5. Nature des informations</h2>
      <p>
        Les contenus sont fournis à titre indicatif et ne constituent pas un conseil juridique. Seules les
        publications officielles, notamment le Journal officiel du Burkina Faso, font foi. Pour toute
        situation particulière, l'utilisateur est invité à consulter un professionnel du droit.
      </p>

      <h2>6. Offre Premium</h2>
      <p>
        L'offre Premium donne accès aux documents premium, au téléchargement illimité des documents en PDF, à
        des alertes sur mesure et à un support dédié. Ses conditions tarifaires et ses modalités de
        souscription sont communiquées sur demande via la page <Link to={paths.contact()}>Contact</Link>.
      </p>

      <h2>7. Propriété intellectuelle</h2>
      <p>
        Les textes officiels relèvent du domaine public. La base de données, sa structure, la mise en forme
        des contenus, les actualités et les éléments graphiques du site restent la propriété de l'éditeur
        (voir les <Link to={paths.legal()}>mentions légales</Link>).
      </p>

      <h2>8. Suspension et suppression du compte</h2>
      <p>
        L'éditeur peut suspendre ou supprimer un compte en cas de manquement aux présentes CGU, après en avoir
        informé l'utilisateur lorsque c'est possible. L'utilisateur peut à tout moment demander la suppression
        de son compte.
      </p>

      <h2>9. Données personnelles</h2>
      <p>
        Les données collectées sont traitées conformément à la{' '}
        <Link to={paths.privacy()}>politique de confidentialité</Link>.
      </p>

      <h2>10. Modification des CGU</h2>
      <p>
        L'éditeur peut faire évoluer les présentes CGU. La version en vigueur est celle publiée sur cette page
        ; en cas de changement important, les utilisateurs inscrits en sont informés.
      </p>

      <h2>11. Droit applicable</h2>
      <p>
        Les présentes CGU sont soumises au droit burkinabè. À défaut de règlement amiable, tout litige relève
        des juridictions compétentes de Ouagadougou.
      </p>
    </StaticPage>
  );
}
