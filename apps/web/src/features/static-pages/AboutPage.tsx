import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { StaticPage } from './StaticPage';

const VALUES = [
  {
    name: 'Fiabilité',
    text: 'Chaque texte est publié avec sa source, sa date et sa référence. Nous corrigeons sans délai toute erreur signalée.',
  },
  {
    name: 'Accessibilité',
    text: 'Des pages légères, lisibles sur un téléphone et avec une connexion modeste, parce que le droit doit être accessible partout au Burkina Faso.',
  },
  {
    name: 'Clarté',
    text: 'Une présentation structurée (livres, titres, chapitres, articles) et une recherche en français qui comprend les accents et les variantes des mots.',
  },
  {
    name: 'Confidentialité',
    text: 'Vos recherches et vos données personnelles ne sont ni vendues ni cédées. Elles servent uniquement à faire fonctionner le service.',
  },
];

export function AboutPage() {
  return (
    <StaticPage
      title="À propos"
      description={`${PRODUCT_NAME}, la base de données juridique du Burkina Faso : mission, histoire, valeurs et offres.`}
      path={paths.about()}
      dated={false}
      lead={`${PRODUCT_NAME} rassemble en un seul endroit les textes juridiques du Burkina Faso, la jurisprudence et l'actualité du droit, pour les professionnels comme pour les citoyens.`}
    >
      <h2>Notre mission</h2>
      <p>
        Rendre le droit burkinabè simple à trouver, à lire et à comprendre. Lois, décrets, ordonnances, actes
        uniformes OHADA, traités et décisions de justice sont souvent dispersés entre plusieurs sources,
        parfois difficiles d'accès. {PRODUCT_NAME} les réunit dans une base unique, classée par type de texte,
        par domaine et par date, et interrogeable en quelques secondes.
      </p>

      <h2>Notre histoire</h2>
      <p>
        {PRODUCT_NAME} est né d'un constat partagé par de nombreux juristes, étudiants et chefs d'entreprise :
        il est encore trop difficile de retrouver la version d'un texte, l'article précis qui s'applique ou la
        décision rendue sur une question donnée. Le projet a été conçu à Ouagadougou, avec le souci de servir
        aussi bien un cabinet d'avocats qu'un citoyen qui souhaite connaître ses droits.
      </p>
      <p>
        La plateforme s'enrichit progressivement : de nouveaux textes, de nouvelles décisions et de nouvelles
        fonctionnalités sont ajoutés au fil des mois, en tenant compte des besoins exprimés par nos
        utilisateurs.
      </p>

      <h2>Nos valeurs</h2>
      <dl className="feature-list">
        {VALUES.map((v) => (
          <div key={v.name}>
            <dt>{v.name}</dt>
            <dd>{v.text}</dd>
          </div>
        ))}
      </dl>

      <h2>Nos offres</h2>
      <div className="offer-grid">
        <section className="card offer" aria-labelledby="offer-citizens">
          <h3 id="offer-citizens">Pour les citoyens</h3>
          <p>
            <strong>Accès public gratuit :</strong> la Constitution, les codes fondamentaux, les actualités
            juridiques publiques et la recherche de base.
          </p>
          <p>
            Les actualités et les pages d'information se consultent sans compte. La recherche et la lecture
            des textes demandent simplement la création d'un compte gratuit.
          </p>
        </section>
        <section className="card offer" aria-labelledby="offer-pros">
          <h3 id="offer-pros">Pour les professionnels</h3>
          <p>
            Avocats, magistrats, notaires, huissiers, juristes d'entreprise et étudiants en droit disposent,
            avec leur compte, de la <strong>jurisprudence complète</strong>, de la{' '}
            <strong>recherche avancée</strong> (type de texte, juridiction, période, domaine), ainsi que des
            favoris et des alertes personnalisées, en cours de déploiement.
          </p>
          <p>
            <strong>L'offre Premium</strong> ajoute les documents premium, le téléchargement des textes en
            PDF, des alertes sur mesure et un support dédié.
          </p>
        </section>
      </div>

      <h2>Un service d'information</h2>
      <p>
        Les contenus publiés sur {PRODUCT_NAME} sont fournis à titre indicatif et ne constituent pas un
        conseil juridique. Seules les publications officielles, notamment le Journal officiel du Burkina Faso,
        font foi. Pour une situation particulière, rapprochez-vous d'un professionnel du droit.
      </p>

      <div className="cta-box">
        <p>Une question, une suggestion de texte à ajouter ou une demande pour votre organisation ?</p>
        <ButtonLink to={paths.contact()}>Nous contacter</ButtonLink>
      </div>
    </StaticPage>
  );
}
