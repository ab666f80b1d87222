import type { Insertable } from 'kysely';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { UsersTable } from '../../platform/db/schema';
import type { UserRow } from './sessions';

type NewUser = Insertable<UsersTable>;

/**
 * A new users row: `fields` over the defaults of a fresh reader account (active, ROLE_USER, free plan,
 * unverified, no contact detail or profile). The password counts as changed now when one is set.
 */
export function newUserRow(fields: Pick<NewUser, 'firstname' | 'lastname'> & Partial<NewUser>): NewUser {
  const now = nowIso();
  return {
    email: null,
    phone: null,
    phone_verified: 0,
    password_hash: null,
    statut: null,
    account_status: 'active',
    roles: JSON.stringify(['ROLE_USER']),
    is_verified: 0,
    subscription_plan: 'free',
    profession: null,
    organization: null,
    specialties: '[]',
    created_at: now,
    updated_at: now,
    password_changed_at: fields.password_hash ? now : null,
    ...fields,
  };
}

/** Lookups by the two identifiers of an account; callers pass them already normalised. */
export const findUserByEmail = (db: DB, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

/** The account a phone signs in to: only a phone its owner proved with a code is a way in (issue 19). */
export const findUserByVerifiedPhone = (db: DB, phone: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where('phone', '=', phone)
    .where('phone_verified', '=', 1)
    .executeTakeFirst();

/**
 * Its owner just proved this number: an account that merely had it typed in (unproved) lets it go, so the
 * number's owner is never blocked by someone else's claim. Run in the transaction that gives it to the owner.
 */
export async function releaseUnprovedPhone(db: DB, phone: string) {
  await db
    .updateTable('users')
    .set({ phone: null, updated_at: nowIso() })
    .where('phone', '=', phone)
    .where('phone_verified', '=', 0)
    .execute();
}

export const findUserById = (db: DB, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** A unique index refused the write (another request took the same email or phone meanwhile). */
export function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

export const isInactive = (user: UserRow) => user.account_status === 'inactive';
