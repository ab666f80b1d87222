// Texts of saved searches and alerts: the search page's "Enregistrer cette recherche" dialog, the /alerts page
// and the unsubscribe page of the alert mail's link (issue 30).

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const ALERT_FREQUENCY_LABELS = {
  none: 'Aucune',
  daily: 'Quotidienne',
  weekly: 'Hebdomadaire',
} as const;

export const SAVE_SEARCH_TEXTS = {
  open: 'Enregistrer cette recherche',
  title: 'Enregistrer cette recherche',
  name: 'Nom de la recherche',
  nameHint: 'Par exemple : « Baux commerciaux – décrets »',
  alert: 'Alerte par courriel',
  alertHint: 'Un courriel quand de nouveaux textes correspondent à cette recherche.',
  freeLimit: (max: number) => `Compte gratuit : jusqu'à ${max} alertes, hebdomadaires.`,
  premiumLimit: (max: number) => `Premium : jusqu'à ${max} alertes, quotidiennes ou hebdomadaires.`,
  query: 'Recherche :',
  noQuery: 'Tous les textes (filtres seuls)',
  submit: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Recherche enregistrée : retrouvez-la dans Mes alertes.',
  seeAlerts: 'Voir mes alertes',
  failed: "La recherche n'a pas pu être enregistrée. Réessayez.",
} as const;

export const ALERTS_TEXTS = {
  title: 'Mes alertes',
  description: 'Vos recherches enregistrées et leurs alertes par courriel.',
  lead: 'Vos recherches enregistrées : relancez-les en un clic, et recevez un courriel quand de nouveaux textes y répondent.',
  limitsFree: (used: number, max: number) =>
    `Compte gratuit : ${used} alerte${used > 1 ? 's' : ''} sur ${max} au plus, hebdomadaires seulement. Premium : jusqu'à 50 alertes, quotidiennes ou hebdomadaires.`,
  limitsPremium: (used: number, max: number) =>
    `Premium : ${used} alerte${used > 1 ? 's' : ''} sur ${max} au plus, quotidiennes ou hebdomadaires.`,
  signedOut: 'Connectez-vous pour retrouver vos recherches enregistrées et vos alertes.',
  signIn: 'Se connecter',
  empty: 'Aucune recherche enregistrée pour le moment.',
  emptyHint: 'Lancez une recherche, puis choisissez « Enregistrer cette recherche ».',
  toSearch: 'Aller à la recherche',
  loading: 'Chargement de vos recherches…',
  loadFailed: 'Vos recherches enregistrées n’ont pas pu être chargées.',
  retry: 'Réessayer',
  query: 'Recherche :',
  noQuery: 'tous les textes',
  filters: 'Filtres :',
  frequency: 'Alerte',
  newSince: (n: number) =>
    n === 0
      ? 'Aucun nouveau texte depuis votre dernière visite'
      : `${n} ${plural(n, 'nouveau texte', 'nouveaux textes')} depuis votre dernière visite`,
  lastAlert: (date: string) => `Dernier courriel : ${date}`,
  rerun: 'Relancer',
  rerunLabel: (name: string) => `Relancer la recherche « ${name} »`,
  rename: 'Renommer',
  renameLabel: (name: string) => `Renommer la recherche « ${name} »`,
  renameTitle: 'Renommer la recherche',
  newName: 'Nouveau nom',
  save: 'Enregistrer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  deleteLabel: (name: string) => `Supprimer la recherche « ${name} »`,
  deleteTitle: 'Supprimer la recherche ?',
  deleteConfirm: (name: string) => `La recherche « ${name} » et son alerte seront supprimées.`,
  frequencyLabel: (name: string) => `Alerte de la recherche « ${name} »`,
  premiumOnly: ' (Premium)',
  changed: 'Alerte mise à jour',
  renamed: 'Recherche renommée',
  deleted: 'Recherche supprimée',
  filterNames: {
    documentType: 'Type',
    category: 'Catégorie',
    typeCategory: 'Catégorie',
    domain: 'Domaine',
    jurisdiction: 'Juridiction',
    period: 'Période',
    dateFrom: 'Du',
    dateTo: 'Au',
    withPdf: 'Avec PDF',
    status: 'En vigueur seulement',
  },
} as const;

export const UNSUBSCRIBE_TEXTS = {
  title: 'Désabonnement d’une alerte',
  description: 'Arrêter une alerte par courriel.',
  working: 'Désactivation de l’alerte…',
  done: 'Alerte désactivée',
  invalid: 'Lien non valide',
  failed: 'L’alerte n’a pas pu être désactivée. Réessayez dans un instant.',
  retry: 'Réessayer',
  manage: 'Gérer mes alertes',
  toHome: "Retour à l'accueil",
} as const;
