import { COMMON_TEXTS, USER_STATUT_LABELS, type UserStatut } from '@lexfaso/contracts';
import { type AuthUser, displayName } from '@/types/user';

/** What the user menu shows about the signed-in user: name, statut label, email or phone. */
export function userSummary(user: AuthUser | null) {
  const name = user ? displayName(user) : COMMON_TEXTS.myAccount;
  const statut = user?.statut ? (USER_STATUT_LABELS[user.statut as UserStatut] ?? user.statut) : '';
  const contact = user?.email || user?.phone || '';
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join('') || '?';
  return { name, statut, contact, initials };
}
