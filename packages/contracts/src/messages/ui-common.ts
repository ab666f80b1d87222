// Texts of the shared components and the public layout, on every page: keep this file small, it is in the
// entry chunk.

export const COMMON_TEXTS = {
  loading: 'Chargement…',
  close: 'Fermer',
  previous: 'Précédent',
  next: 'Suivant',
  page: (n: number) => `Page ${n}`,
  pagination: 'Pagination',
  notifications: 'Notifications',
  progress: 'Progression',
  closeNotification: 'Fermer la notification',
  myAccount: 'Mon compte',
  rootMissing: 'Élément #root introuvable',
  outsideProvider: (hook: string, provider: string) => `${hook} doit être utilisé dans <${provider}>`,
  httpError: (status: number) => `Erreur du serveur (${status})`,
  network: 'Erreur de connexion au serveur',
  /** What a failed public call says (public-area.md §8). */
  notFound: 'Ressource non trouvée',
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
  nav: { home: 'Accueil', news: 'Actualités', search: 'Recherche', contact: 'Contact' },
  account: {
    profile: 'Mon profil',
    favorites: 'Mes favoris',
    alerts: 'Mes alertes',
    downloads: 'Mes téléchargements',
  },
} as const;

export const FOOTER_TEXTS = {
  about:
    'Le droit burkinabè accessible à tous : textes officiels, jurisprudence et actualités juridiques du Burkina Faso.',
  links: 'Informations',
  legal: {
    about: 'À propos',
    legal: 'Mentions légales',
    terms: "Conditions d'utilisation",
    privacy: 'Politique de confidentialité',
    cookies: 'Politique de cookies',
    contact: 'Contact',
  },
  contact: 'Nous contacter',
  city: 'Ouagadougou, Burkina Faso',
  contactForm: 'Formulaire de contact',
  follow: 'Suivez-nous',
  newWindow: ' (nouvelle fenêtre)',
  rights: (year: number, product: string) => `© ${year} ${product}. Tous droits réservés.`,
  disclaimer: 'Informations à titre indicatif, ne constituant pas un conseil juridique.',
} as const;

/** The premium upsell (public-area.md §6). */
export const PREMIUM_TEXTS = {
  reasons: {
    download: {
      title: 'Téléchargement réservé aux abonnés Premium',
      text: 'Le téléchargement des documents en PDF est réservé aux abonnés Premium.',
    },
    access: {
      title: 'Contenu réservé aux abonnés Premium',
      text: 'Ce contenu est réservé aux abonnés Premium.',
    },
    feature: {
      title: 'Fonctionnalité Premium',
      text: 'Cette fonctionnalité est réservée aux abonnés Premium.',
    },
  },
  benefits: [
    'Téléchargements illimités',
    'Accès prioritaire aux nouveaux textes',
    'Fonctionnalités avancées',
    'Support dédié',
  ],
  stayFree: 'Continuer en gratuit',
  upgrade: 'Passer au Premium',
  lead: 'Avec Premium :',
} as const;
