/** Role names exactly as both specs spell them. */
export const ROLES = ['ROLE_USER', 'ROLE_PREMIUM', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'Utilisateur',
  ROLE_PREMIUM: 'Premium',
  ROLE_ADMIN: 'Administrateur',
  ROLE_SUPER_ADMIN: 'Super Admin',
};

/** Roles allowed to download PDFs (public-area.md §6). */
export const PDF_ROLES: readonly Role[] = ['ROLE_PREMIUM', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];
/** Roles allowed into the back-office (decisions.md §5). */
export const ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

export const hasRole = (roles: readonly string[] | undefined | null, role: Role) => !!roles?.includes(role);
export const hasAnyRole = (roles: readonly string[] | undefined | null, wanted: readonly Role[]) =>
  !!roles?.some((r) => (wanted as readonly string[]).includes(r));

/** Registration statut values (public-area.md §3). */
export const USER_STATUTS = ['particulier', 'professionnel', 'etudiant', 'entreprise'] as const;
export type UserStatut = (typeof USER_STATUTS)[number];
export const USER_STATUT_LABELS: Record<UserStatut, string> = {
  particulier: 'Particulier',
  professionnel: 'Professionnel du droit',
  etudiant: 'Étudiant',
  entreprise: 'Entreprise',
};

/** Account status values (back-office.md §3). */
export const ACCOUNT_STATUSES = ['active', 'pending', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const SUBSCRIPTION_PLANS = ['free', 'premium'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
