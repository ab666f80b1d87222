import type { AuthUser } from '@lexfaso/contracts';
import { parseJson } from '../../platform/json';
import type { UserRow } from './sessions';

/** The user as every answer shows it (public-area.md §3): never the password hash nor internal columns. */
export function presentUser(row: UserRow): AuthUser {
  const roles = parseJson<unknown>(row.roles, ['ROLE_USER']);
  const specialties = parseJson<unknown>(row.specialties, []);
  return {
    id: Number(row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    fullName: `${row.firstname} ${row.lastname}`.trim(),
    email: row.email,
    phone: row.phone,
    statut: row.statut,
    roles: Array.isArray(roles) ? roles.map(String) : ['ROLE_USER'],
    isVerified: Number(row.is_verified) === 1,
    subscriptionPlan: row.subscription_plan,
    profession: row.profession,
    organization: row.organization,
    specialties: Array.isArray(specialties) ? specialties.map(String) : [],
    createdAt: row.created_at,
  };
}
