/** Retention periods and cookie lifetimes stated in public-area.md §9 (shown on /privacy and /cookies). */
export const RETENTION = [
  { data: "Données d'identification (compte)", period: 'Durée du compte, plus 1 an' },
  { data: "Données d'utilisation", period: '25 mois' },
  { data: 'Informations issues des cookies', period: '13 mois' },
  { data: 'Journaux de connexion', period: '12 mois' },
  { data: 'Données soumises à une obligation légale de conservation', period: '5 ans' },
];

export const COOKIES = [
  {
    name: 'Session',
    purpose: 'Maintien de votre connexion et sécurité',
    kind: 'Nécessaire',
    lifetime: 'Durée de la session',
  },
  {
    name: 'Historique de recherche',
    purpose: 'Retrouver vos dernières recherches',
    kind: 'Fonctionnel',
    lifetime: '3 mois',
  },
  {
    name: "Préférences d'affichage",
    purpose: 'Mémoriser vos réglages de lecture',
    kind: 'Fonctionnel',
    lifetime: '6 mois',
  },
  {
    name: 'Favoris',
    purpose: 'Conserver les documents mis de côté',
    kind: 'Fonctionnel',
    lifetime: '12 mois',
  },
  {
    name: 'Choix relatifs aux cookies',
    purpose: 'Mémoriser votre consentement',
    kind: 'Nécessaire',
    lifetime: '12 mois',
  },
  {
    name: "Mesure d'audience",
    purpose: 'Statistiques anonymes de fréquentation',
    kind: 'Analytique',
    lifetime: '25 mois',
  },
];

export const RIGHTS_ANSWER_DAYS = 30;
export const DPO_HOURS = 'du lundi au vendredi, de 9h à 17h';
