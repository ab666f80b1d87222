import type { RegisterRequest } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { hashPassword } from '../../platform/passwords';
import { withTransaction } from '../../platform/transaction';
import { registrationAttemptMail } from './auth-mails';
import { awaitsConfirmation, queueVerificationLink, releaseExpiredRegistration } from './email-verification';
import { LIMITS } from './limits';
import type { UserRow } from './sessions';
import { findUserByEmail, isUniqueViolation, newUserRow } from './users-repo';

/**
 * Email registration, answered the same whatever happens here (no account enumeration, issue 8):
 * - a new address gets a pending, unverified account (ROLE_USER, free plan) and a confirmation link by mail;
 *   the account cannot sign in before the link is opened, so knowing the password chosen proves nothing;
 * - an address whose registration is still pending gets that registration replaced (names, password) and a new
 *   link, the older links void: whoever registered first keeps nothing against the address's owner (issue 19);
 * - an address that already has an account creates nothing: its owner gets a notice by mail instead.
 * Every path hashes the password and queues one mail, so they also take about the same time.
 */
export async function registerWithEmail(deps: AppDeps, input: RegisterRequest, ip: string): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await releaseExpiredRegistration(deps.db, input.email);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && !awaitsConfirmation(existing)) return notifyOwner(deps, existing);
  const fields = {
    password_hash: passwordHash,
    firstname: input.firstname,
    lastname: input.lastname,
    statut: input.statut,
  };
  try {
    // The account and its link (row + queued mail) are saved together or not at all.
    await withTransaction(deps.db, async (trx) => {
      const user = existing
        ? await replacePendingRegistration(trx, existing.id, fields)
        : await trx
            .insertInto('users')
            .values(newUserRow({ email: input.email, account_status: 'pending', ...fields }))
            .returning(['id', 'email', 'firstname'])
            .executeTakeFirstOrThrow();
      if (user) await queueVerificationLink(trx, deps.config, user, ip);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request registered the same address a moment ago.
    const owner = await findUserByEmail(deps.db, input.email);
    if (owner && !awaitsConfirmation(owner)) await notifyOwner(deps, owner);
    return;
  }
  void deps.mailer.deliverDue();
}

/** The pending account takes the new registration's names and password; undefined if it was confirmed meanwhile. */
async function replacePendingRegistration(
  trx: DB,
  id: number,
  fields: Pick<UserRow, 'password_hash' | 'firstname' | 'lastname' | 'statut'>,
) {
  const now = nowIso();
  return trx
    .updateTable('users')
    .set({ ...fields, password_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('account_status', '=', 'pending')
    .where('is_verified', '=', 0)
    .returning(['id', 'email', 'firstname'])
    .executeTakeFirst();
}

async function notifyOwner(deps: AppDeps, owner: UserRow) {
  if (!owner.email) return;
  const hit = await deps.counters.increment(
    `register-notice:${owner.id}`,
    LIMITS.registerNoticePerAccount.windowMs,
  );
  if (hit.count > LIMITS.registerNoticePerAccount.max) return;
  await deps.mailer.send(
    registrationAttemptMail(deps.config, { email: owner.email, firstname: owner.firstname }),
  );
}
