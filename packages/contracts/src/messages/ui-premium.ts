// Texts of the premium upsell (public-area.md §6), apart: only the pages that offer it load them.

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
