import { ADMIN_MESSAGES } from '../admin';

/** Messages of the accounts API besides the spec's (AUTH_MESSAGES): guards, back-office sign-in and users. */
export const ACCOUNTS_API_MESSAGES = {
  premiumRequired:
    'Le téléchargement des PDF est réservé aux abonnés Premium. Passez au Premium pour télécharger ce document.',
  superAdminOnly: 'Accès réservé aux super administrateurs',
  superAdminAccountProtected: "Seul un Super Admin peut modifier le compte d'un Super Admin",
  csrfInvalid: 'Jeton CSRF manquant ou invalide',
  userNotFound: 'Utilisateur non trouvé',
  userDeleted: 'Utilisateur supprimé',
  phoneTaken: 'Ce numéro de téléphone est déjà utilisé',
  adminUnauthorized: ADMIN_MESSAGES.unauthorized,
} as const;
