import { AUTH_MESSAGES, type ProfileUpdate } from '@lexfaso/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { nowIso } from '../../platform/clock';
import { conflict } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import type { UserRow } from './sessions';
import { isUniqueViolation } from './users-repo';

/** Profile update (public-area.md §5 Profile): email unique whatever the case, phone normalised. */
export async function updateProfile(deps: AppDeps, userId: number, input: ProfileUpdate): Promise<UserRow> {
  try {
    return await withTransaction(deps.db, async (trx) => {
      if (input.email) {
        const other = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', input.email)
          .where('id', '!=', userId)
          .executeTakeFirst();
        if (other)
          throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN', [
            { field: 'email', message: AUTH_MESSAGES.emailTaken },
          ]);
      }
      if (input.phone) {
        const other = await trx
          .selectFrom('users')
          .select('id')
          .where('phone', '=', input.phone)
          .where('id', '!=', userId)
          .executeTakeFirst();
        if (other)
          throw conflict(AUTH_MESSAGES.phoneTaken, 'PHONE_TAKEN', [
            { field: 'phone', message: AUTH_MESSAGES.phoneTaken },
          ]);
      }
      return trx
        .updateTable('users')
        .set({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone,
          // A number changed here is unproved: not a way in.
          phone_verified: sql<number>`CASE WHEN phone = ${input.phone} THEN phone_verified ELSE 0 END`,
          ...(input.statut ? { statut: input.statut } : {}),
          profession: input.profession,
          organization: input.organization,
          ...(input.specialties ? { specialties: JSON.stringify(input.specialties) } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A concurrent update took the address or number between the check and the write.
    const field = /phone/i.test(String((err as Error).message)) ? 'phone' : 'email';
    const message = field === 'phone' ? AUTH_MESSAGES.phoneTaken : AUTH_MESSAGES.emailTaken;
    throw conflict(message, field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN', [{ field, message }]);
  }
}
