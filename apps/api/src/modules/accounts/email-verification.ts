import { EMAIL_VERIFICATION } from '@lexfaso/contracts';
import type { AppConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { enqueueMail } from '../../platform/mailer';
import { verifyPassword } from '../../platform/passwords';
import { randomToken, safeEqualHex, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { verificationMail } from './auth-mails';
import { LIMITS } from './limits';
import type { UserRow } from './sessions';
import { findUserByEmail, findUserById } from './users-repo';

/**
 * Confirmation of email registrations. A new account is created pending and unverified; the link mailed to
 * it (a public selector + a 256-bit verifier, only the verifier's SHA-256 stored, 24 h, single use) together
 * with the password chosen at registration activates it and signs it in. Until then its password is useless,
 * which is what lets registration answer the same for a new and an already registered address.
 *
 * Pre-registration hijack (issue 19): only the newest link of a pending account works (each new link voids the
 * older ones, and a new registration replaces the pending one), and opening it also takes that registration's
 * password, so the mailbox owner never activates an account with a password someone else chose. A pending
 * account whose last link has expired is deleted when its address is wanted again.
 */

/** Pending and never confirmed: the only accounts a link can activate or a resend can reach. */
export const awaitsConfirmation = (user: Pick<UserRow, 'account_status' | 'is_verified'>) =>
  user.account_status === 'pending' && Number(user.is_verified) === 0;

/**
 * Stores a new link for the account and queues its mail, through `db` so a caller can do both in the
 * transaction that creates the account; the caller runs `mailer.deliverDue()` once it has committed.
 */
export async function queueVerificationLink(
  db: DB,
  config: AppConfig,
  user: Pick<UserRow, 'id' | 'email' | 'firstname'>,
  ip: string,
) {
  if (!user.email) return;
  await db
    .updateTable('email_verifications')
    .set({ used_at: nowIso() })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  const selector = randomToken(16);
  const verifier = randomToken(32);
  await db
    .insertInto('email_verifications')
    .values({
      user_id: user.id,
      selector,
      verifier_hash: sha256(verifier),
      created_at: nowIso(),
      expires_at: isoIn(EMAIL_VERIFICATION.ttlMinutes * 60_000),
      used_at: null,
      ip,
    })
    .execute();
  const link = `${config.publicUrl}/verify-email/${selector}/${verifier}`;
  await enqueueMail(db, verificationMail(config, { email: user.email, firstname: user.firstname }, link));
}

export type EmailConfirmation =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'invalid-link' | 'wrong-password' };

/**
 * Spends a link and activates its account, in one transaction. Refused when the link is unknown, tampered,
 * expired, already used or superseded, or its account is no longer awaiting confirmation ('invalid-link'), and
 * when the password is not the registration's ('wrong-password': the link stays usable).
 */
export async function confirmEmail(
  deps: AppDeps,
  selector: string,
  verifier: string,
  password: string,
): Promise<EmailConfirmation> {
  const invalid = { ok: false, reason: 'invalid-link' } as const;
  const row = await deps.db
    .selectFrom('email_verifications')
    .innerJoin('users', 'users.id', 'email_verifications.user_id')
    .select([
      'email_verifications.id',
      'email_verifications.user_id',
      'email_verifications.verifier_hash',
      'email_verifications.expires_at',
      'email_verifications.used_at',
      'users.account_status',
      'users.is_verified',
      'users.password_hash',
    ])
    .where('email_verifications.selector', '=', selector)
    .executeTakeFirst();
  const hash = sha256(verifier); // computed for unknown selectors too: same work either way
  if (!row || !safeEqualHex(row.verifier_hash, hash)) return invalid;
  if (row.used_at || row.expires_at <= nowIso() || !awaitsConfirmation(row)) return invalid;
  if (!(await verifyPassword(row.password_hash, password))) return { ok: false, reason: 'wrong-password' };

  const activated = await withTransaction(deps.db, async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false; // a concurrent call used it first
    // Activated with the password just checked: a registration replacing it meanwhile voided this link.
    const updated = await trx
      .updateTable('users')
      .set({ account_status: 'active', is_verified: 1, updated_at: now })
      .where('id', '=', row.user_id)
      .where('account_status', '=', 'pending')
      .where('is_verified', '=', 0)
      .where('password_hash', '=', row.password_hash ?? '')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    // The account is confirmed: its other links (resends) have nothing left to do.
    await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    return true;
  });
  const user = activated ? await findUserById(deps.db, row.user_id) : undefined;
  return user ? { ok: true, user } : invalid;
}

/**
 * A new link for a pending account, within the limits (per address typed and per client). Nothing happens for
 * any other address; the caller answers the same either way.
 */
export async function resendVerification(deps: AppDeps, email: string, ip: string) {
  const perClient = await deps.counters.increment(`verify-resend:ip:${ip}`, LIMITS.resendPerClient.windowMs);
  const perAddress = await deps.counters.increment(
    `verify-resend:addr:${email.toLowerCase()}`,
    LIMITS.resendPerAddress.windowMs,
  );
  if (perClient.count > LIMITS.resendPerClient.max || perAddress.count > LIMITS.resendPerAddress.max) return;
  await releaseExpiredRegistration(deps.db, email);
  const user = await findUserByEmail(deps.db, email);
  if (!user || !awaitsConfirmation(user)) return;
  await queueVerificationLink(deps.db, deps.config, user, ip);
  void deps.mailer.deliverDue();
}

/**
 * Deletes the pending registration of this address once its last link has expired (24 h after it was sent),
 * so the address is free again: for its owner's registration, an administrator's account or a profile.
 */
export async function releaseExpiredRegistration(db: DB, email: string) {
  const now = nowIso();
  await db
    .deleteFrom('users')
    .where('email', '=', email.toLowerCase())
    .where('account_status', '=', 'pending')
    .where('is_verified', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_verifications')
            .select('email_verifications.id')
            .whereRef('email_verifications.user_id', '=', 'users.id')
            .where('email_verifications.expires_at', '>', now),
        ),
      ),
    )
    .execute();
}
