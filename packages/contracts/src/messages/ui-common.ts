// Texts of the shared components and the public layout, on every page: keep this file small, it is in the
// entry chunk.

export const COMMON_TEXTS = {
  loading: 'Chargement…',
  notifications: 'Notifications',
  progress: 'Progression',
  closeNotification: 'Fermer la notification',
  myAccount: 'Mon compte',
  httpError: (status: number) => `Erreur du serveur (${status})`,
  network: 'Erreur de connexion au serveur',
  // The two below say what CLIENT_MESSAGES.timeout and .comingSoon say (messages.test.ts checks it): written
  // again so that the entry and home chunks do not carry the whole of ../messages.ts (5 KB).
  timeout: 'Délai de connexion dépassé. Veuillez réessayer.',
  comingSoon: 'Bientôt disponible !',
  /** What a failed public call says (public-area.md §8). */
  badRequest: 'Requête invalide',
  server: 'Erreur serveur',
  readingTime: (minutes: number) => `${minutes} min de lecture`,
  /** The pages' default meta keywords. */
  keywords: ['droit burkinabè', 'Burkina Faso', 'lois', 'décrets', 'jurisprudence', 'OHADA'],
} as const;

/** The fallback page of a render error (public-area.md §4). */
export const ERROR_FALLBACK_TEXTS = {
  code: 'Oups',
  title: "Une erreur s'est produite",
  text: "Un problème inattendu a empêché l'affichage de cette page. Vous pouvez réessayer ou recharger la page ; si le problème persiste, contactez-nous en indiquant l'identifiant ci-dessous.",
  errorId: "Identifiant de l'erreur : ",
  retry: 'Réessayer',
  reload: 'Recharger la page',
} as const;

export const LAYOUT_TEXTS = {
  skipLink: 'Aller au contenu principal',
  home: (product: string) => `${product} – accueil`,
  mainNav: 'Navigation principale',
  mobileNav: 'Navigation mobile',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  signIn: 'Connexion',
  register: "S'inscrire",
  admin: 'Administration',
  signOut: 'Se déconnecter',
  /** The main links, in order: home, news, search, contact. */
  nav: ['Accueil', 'Actualités', 'Recherche', 'Contact'],
  /** The account links, in order: profile, favourites, alerts, downloads. */
  account: ['Mon profil', 'Mes favoris', 'Mes alertes', 'Mes téléchargements'],
} as const;

export const FOOTER_TEXTS = {
  about:
    'Le droit burkinabè accessible à tous : textes officiels, jurisprudence et actualités juridiques du Burkina Faso.',
  links: 'Informations',
  /** The information links, in order: about, legal notice, terms, privacy, cookies, contact. */
  legal: [
    'À propos',
    'Mentions légales',
    "Conditions d'utilisation",
    'Politique de confidentialité',
    'Politique de cookies',
    'Contact',
  ],
  contact: 'Nous contacter',
  city: 'Ouagadougou, Burkina Faso',
  contactForm: 'Formulaire de contact',
  follow: 'Suivez-nous',
  newWindow: ' (nouvelle fenêtre)',
  rights: (year: number, product: string) => `© ${year} ${product}. Tous droits réservés.`,
  disclaimer: 'Informations à titre indicatif, ne constituant pas un conseil juridique.',
} as const;
