import { RESET, type ResetIdentifier } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import { randomToken, safeEqualHex, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { resetDoneMail, resetLinkMail, resetLinkSms } from './auth-mails';
import { LIMITS } from './limits';
import { LoginGuard } from './login-guard';
import { revokeAllSessions } from './sessions';
import { findUserByEmail, findUserByVerifiedPhone, isInactive } from './users-repo';

/**
 * Reset links of decisions.md §5: a public selector finds the row, a 256-bit verifier proves the link;
 * only the verifier's SHA-256 is stored. A link lives 1 hour, serves once, and dies when the password
 * changes after it was created.
 */

/** Sends a link when the account exists and the limits allow; the caller always answers the same. */
export async function requestPasswordReset(deps: AppDeps, identifier: ResetIdentifier, ip: string) {
  const perClient = await deps.counters.increment(`reset:ip:${ip}`, LIMITS.resetPerClient.windowMs);
  if (perClient.count > LIMITS.resetPerClient.max) return;

  const user =
    identifier.kind === 'email'
      ? await findUserByEmail(deps.db, identifier.email)
      : await findUserByVerifiedPhone(deps.db, identifier.phone);
  if (!user || isInactive(user)) return;

  const perAccount = await deps.counters.increment(`reset:acct:${user.id}`, LIMITS.resetPerAccount.windowMs);
  if (perAccount.count > LIMITS.resetPerAccount.max) return;

  const selector = randomToken(16);
  const verifier = randomToken(32);
  await deps.db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      selector,
      verifier_hash: sha256(verifier),
      created_at: nowIso(),
      expires_at: isoIn(RESET.ttlMinutes * 60_000),
      used_at: null,
      ip,
    })
    .execute();
  const link = `${deps.config.publicUrl}/reset-password/${selector}/${verifier}`;
  // Mail when the account has an address; a phone-only account receives the link by SMS.
  if (user.email)
    await deps.mailer.send(
      resetLinkMail(deps.config, { email: user.email, firstname: user.firstname }, link),
    );
  else if (user.phone) await deps.sms.send(user.phone, resetLinkSms(deps.config, link));
}

/** The live reset row for a link, or null (unknown, tampered, used, expired, superseded, inactive user). */
export async function findValidReset(deps: AppDeps, selector: string, verifier: string) {
  const row = await deps.db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'password_resets.verifier_hash',
      'password_resets.created_at',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.email',
      'users.firstname',
      'users.account_status',
      'users.password_changed_at',
    ])
    .where('password_resets.selector', '=', selector)
    .executeTakeFirst();
  if (!row) {
    sha256(verifier); // same work as a known selector
    return null;
  }
  if (!safeEqualHex(row.verifier_hash, sha256(verifier))) return null;
  if (row.used_at) return null;
  if (row.expires_at <= nowIso()) return null;
  if (row.password_changed_at && row.password_changed_at > row.created_at) return null;
  if (row.account_status === 'inactive') return null;
  return row;
}

export const remainingMinutes = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 60_000));

/**
 * Sets the new password, spends the link and logs out every session, in one transaction; then mails the
 * notice. Returns the account's id, or null when the link is not (or no longer) valid, for example used by a
 * concurrent call.
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  selector: string,
  verifier: string,
  password: string,
) {
  const reset = await findValidReset(deps, selector, verifier);
  if (!reset) return null;
  const passwordHash = await hashPassword(password);
  const done = await withTransaction(deps.db, async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      // A "ce n'était pas moi" locked the identifiers until this very reset (not-me.ts).
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
        identifiers_locked_at: null,
        updated_at: now,
      })
      .where('id', '=', reset.user_id)
      .execute();
    // The link came by mail, which proves the address as the confirmation link would: a registration left
    // unconfirmed (perhaps made by someone else with this address) becomes the owner's, with the owner's password.
    await trx
      .updateTable('users')
      .set({ account_status: 'active', is_verified: 1 })
      .where('id', '=', reset.user_id)
      .where('account_status', '=', 'pending')
      .where('is_verified', '=', 0)
      .execute();
    await revokeAllSessions(trx, reset.user_id);
    return true;
  });
  if (!done) return null;
  if (reset.email) {
    // The owner proved the address: every lock of the account goes, public and back-office alike.
    await new LoginGuard(deps.counters).liftLocks(reset.email);
    await deps.mailer.send(resetDoneMail(deps.config, { email: reset.email, firstname: reset.firstname }));
  }
  return reset.user_id;
}
