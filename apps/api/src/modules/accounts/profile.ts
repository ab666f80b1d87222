import {
  ACCOUNT_SECURITY_MESSAGES,
  AUTH_MESSAGES,
  IDENTIFIER_CHANGE,
  type ProfileUpdate,
} from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { nowIso } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import { enqueueMail } from '../../platform/mailer';
import { verifyPassword } from '../../platform/passwords';
import { withTransaction } from '../../platform/transaction';
import { identifierRemovedMail } from './auth-mails';
import { requestEmailChange } from './email-change';
import { assertIdentifiersMayChange } from './identifier-lock';
import { LoginGuard, type PasswordClient } from './login-guard';
import { requestPhoneChange } from './phone-change';
import { assertCanSend } from './phone-otp';
import type { UserRow } from './sessions';

const SM = ACCOUNT_SECURITY_MESSAGES;

export interface ProfileOutcome {
  user: UserRow;
  pendingEmail?: string;
  pendingPhone?: string;
}

/**
 * Profile update (public-area.md §5 Profile, decisions.md §5). Names, status and professional details are
 * saved at once. Sign-in identifiers are owned, never claimed: a new email or phone needs the current password
 * and only takes effect once confirmed from that address or number (email-change.ts, phone-change.ts); removing
 * one needs the password too and must leave a proved way in. Neither is possible while the account's
 * identifiers are locked or for a while after a confirmed change (identifier-lock.ts). The answer never says
 * whether another account has the new address or number.
 */
export async function updateProfile(
  deps: AppDeps,
  current: UserRow,
  input: ProfileUpdate,
  client: PasswordClient,
): Promise<ProfileOutcome> {
  const newEmail = input.email !== null && input.email !== current.email ? input.email : undefined;
  const newPhone = input.phone !== null && input.phone !== current.phone ? input.phone : undefined;
  const dropsEmail = input.email === null && current.email !== null;
  const dropsPhone = input.phone === null && current.phone !== null;
  if (newEmail || newPhone || dropsEmail || dropsPhone) {
    await assertCurrentPassword(deps, current, input, client);
    await assertIdentifiersMayChange(deps, current, newEmail || dropsEmail ? 'email' : 'phone');
  }
  const keepsProvedPhone = !dropsPhone && current.phone !== null && Number(current.phone_verified) === 1;
  if (dropsEmail && !keepsProvedPhone)
    throw badRequest(SM.keepOneProvedIdentifier, [{ field: 'email', message: SM.keepOneProvedIdentifier }]);
  // Before anything is saved: a refused code request (429) leaves the whole profile as it was.
  if (newPhone) await assertCanSend(deps, newPhone, client.ip);

  const user = await withTransaction(deps.db, async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({
        firstname: input.firstname,
        lastname: input.lastname,
        ...(dropsEmail ? { email: null } : {}),
        ...(dropsPhone ? { phone: null, phone_verified: 0 } : {}),
        ...(input.statut ? { statut: input.statut } : {}),
        profession: input.profession,
        organization: input.organization,
        ...(input.specialties ? { specialties: JSON.stringify(input.specialties) } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The account's address is told of a removal (when the email itself goes, that address is told).
    if (current.email && (dropsEmail || dropsPhone))
      await enqueueMail(
        trx,
        identifierRemovedMail(
          deps.config,
          { email: current.email, firstname: current.firstname },
          dropsEmail ? 'email' : 'phone',
        ),
      );
    return updated;
  });
  if ((newEmail || newPhone) && (await withinChangeBudget(deps, current.id))) {
    if (newEmail) await requestEmailChange(deps, current, newEmail);
    if (newPhone) await requestPhoneChange(deps, current, newPhone);
  }
  return { user, pendingEmail: newEmail, pendingPhone: newPhone };
}

async function withinChangeBudget(deps: AppDeps, userId: number) {
  const hit = await deps.counters.increment(`identifier-change:${userId}`, 3600_000);
  return hit.count <= IDENTIFIER_CHANGE.maxRequestsPerHour;
}

/** The current password, under the same brute-force budget as a sign-in of the account (login-guard.ts). */
async function assertCurrentPassword(
  deps: AppDeps,
  user: UserRow,
  input: ProfileUpdate,
  client: PasswordClient,
) {
  const field = (message: string) => badRequest(message, [{ field: 'currentPassword', message }]);
  if (!input.currentPassword) throw field(SM.currentPasswordRequired);
  if (!user.password_hash) throw field(SM.currentPasswordMissing);
  const attempt = await new LoginGuard(deps.counters).take(
    user.email ?? `account-${user.id}`,
    client,
    AUTH_MESSAGES.loginLocked,
  );
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw field(SM.currentPasswordWrong);
  await attempt.succeeded();
}
