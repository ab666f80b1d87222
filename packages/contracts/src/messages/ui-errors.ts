// Texts of the 403 and 500 pages (public-area.md §4) and of the announced features' pages.

export const FORBIDDEN_TEXTS = {
  title: 'Accès interdit',
  message: "Vous n'avez pas les autorisations nécessaires pour accéder à cette page.",
  levels: [
    {
      name: 'Standard',
      text: 'Compte gratuit : recherche dans les textes et la jurisprudence, lecture des documents, profil personnel.',
    },
    {
      name: 'Premium',
      text: 'Tout le niveau standard, plus le téléchargement des documents en PDF, les documents premium et les alertes personnalisées.',
    },
    {
      name: 'Administrateur',
      text: "Réservé à l'équipe éditoriale : gestion des documents, des actualités et des comptes.",
    },
  ],
  publicLinks: { home: 'Accueil', news: 'Actualités', about: 'À propos', contact: 'Contact' },
  requiredLevel: "Niveau d'accès requis : ",
  signIn: 'Se connecter',
  register: "S'inscrire",
  back: 'Retour',
  home: 'Accueil',
  levelsTitle: "Les niveaux d'accès",
  publicPages: 'Pages accessibles à tous : ',
} as const;

export const SERVER_ERROR_TEXTS = {
  title: 'Erreur serveur',
  description: 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
  text: 'Une erreur technique nous empêche de répondre pour le moment. Nos équipes en sont informées ; veuillez réessayer dans quelques instants.',
  detail: 'Détail : ',
  retry: 'Réessayer',
  home: "Retour à l'accueil",
  errorId: "Identifiant de l'erreur",
  dateTime: 'Date et heure',
  meanwhile: 'En attendant, consultez les ',
  news: 'actualités juridiques',
  or: ' ou ',
  contactUs: 'contactez-nous',
  quoteId: " en indiquant l'identifiant ci-dessus.",
} as const;
