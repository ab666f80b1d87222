import { COMMON_TEXTS } from '@lexfaso/contracts';

/**
 * The signed-in user as the public area reads it (public-area.md §3). Kept loose on
 * purpose: the accounts feature may swap it for the contracts' User type.
 */
export interface AuthUser {
  id: number | string;
  firstname?: string | null;
  lastname?: string | null;
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  statut?: string | null;
  roles: string[];
  isVerified?: boolean;
  subscriptionPlan?: 'free' | 'premium' | string;
  profession?: string | null;
  organization?: string | null;
  specialties?: string[];
  createdAt?: string;
}

export const displayName = (user: Pick<AuthUser, 'fullName' | 'firstname' | 'lastname' | 'email'>) =>
  user.fullName?.trim() ||
  [user.firstname, user.lastname].filter(Boolean).join(' ').trim() ||
  user.email ||
  COMMON_TEXTS.myAccount;
