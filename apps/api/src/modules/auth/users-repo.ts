import type { UserRow } from '../../auth/sessions';
import type { DB } from '../../db/database';

/** Lookups by the two identifiers of an account; callers pass them already normalised. */
export const findUserByEmail = (db: DB, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserByPhone = (db: DB, phone: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

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
