import type { RegisterRequest } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../../platform/passwords';
import { withTransaction } from '../../platform/transaction';
import { registrationAttemptMail } from './auth-mails';
import { queueVerificationLink } from './email-verification';
import { LIMITS } from './limits';
import type { UserRow } from './sessions';
import { findUserByEmail, isUniqueViolation, newUserRow } from './users-repo';

/**
 * Email registration, answered the same whatever happens here (no account enumeration, issue 8):
 * - a new address gets a pending, unverified account (ROLE_USER, free plan) and a confirmation link by mail;
 *   the account cannot sign in before the link is opened, so knowing the password chosen proves nothing;
 * - an address that already has an account creates nothing: its owner gets a notice by mail instead.
 * Both paths hash the password and queue one mail, so they also take about the same time.
 */
export async function registerWithEmail(deps: AppDeps, input: RegisterRequest, ip: string): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) return notifyOwner(deps, existing);
  try {
    // The account and its link (row + queued mail) are saved together or not at all.
    await withTransaction(deps.db, async (trx) => {
      const user = await trx
        .insertInto('users')
        .values(
          newUserRow({
            email: input.email,
            password_hash: passwordHash,
            firstname: input.firstname,
            lastname: input.lastname,
            statut: input.statut,
            account_status: 'pending',
          }),
        )
        .returning(['id', 'email', 'firstname'])
        .executeTakeFirstOrThrow();
      await queueVerificationLink(trx, deps.config, user, ip);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request registered the same address a moment ago.
    const owner = await findUserByEmail(deps.db, input.email);
    if (owner) await notifyOwner(deps, owner);
    return;
  }
  void deps.mailer.deliverDue();
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
