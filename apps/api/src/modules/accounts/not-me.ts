import { RESET } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { enqueueMail } from '../../platform/mailer';
import { randomToken, safeEqualHex, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { resetLinkMail, resetLinkSms } from './auth-mails';
import { voidPendingLinks } from './identifier-lock';
import { forgetDevices } from './known-devices';
import { revokeAllSessions } from './sessions';
import { findUserByEmail, findUserById } from './users-repo';

/**
 * "Ce n'était pas moi" (issue 29): the previous address or number of a confirmed change answers that it did not
 * ask. Someone who changed the account's email or phone knew its password and may hold a session, so the account
 * is taken back to its state before the change and closed to everyone until its owner chooses a new password:
 *
 * - the changed identifier gets its previous value back (unless another account has taken it since);
 * - every session is revoked, every known device forgotten, every pending link voided;
 * - the password is disabled (`password_hash` null) and a reset link goes to the restored address (or the
 *   proved number of an account without one), the channel that just proved itself by opening this link;
 * - `identifiers_locked_at`: no email or phone change until that reset (profile.ts, identifier-lock.ts).
 *
 * The link cannot itself be a weapon: it is bound to one confirmed change (its own selector, a 256-bit verifier
 * stored hashed), serves once, expires with the change's dispute window, and only ever hands the account back
 * to the address or number that could already reset its password before the change. During that window no
 * other change is possible, so there is one such link per account at a time.
 * Returns false when the link is unknown, tampered, used or expired.
 */
export async function reportNotMe(deps: AppDeps, selector: string, verifier: string, ip: string) {
  const row = await deps.db
    .selectFrom('identifier_changes')
    .selectAll()
    .where('dispute_selector', '=', selector)
    .executeTakeFirst();
  const hash = sha256(verifier); // computed for unknown selectors too: same work either way
  if (!row?.dispute_hash || !safeEqualHex(row.dispute_hash, hash)) return false;
  if (row.disputed_at || !row.dispute_expires_at || row.dispute_expires_at <= nowIso()) return false;
  const account = await findUserById(deps.db, row.user_id);
  if (!account) return false;

  let smsAfterCommit: (() => Promise<void>) | undefined;
  const done = await withTransaction(deps.db, async (trx) => {
    const now = nowIso();
    const spent = await trx
      .updateTable('identifier_changes')
      .set({ disputed_at: now })
      .where('id', '=', row.id)
      .where('disputed_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    const previous = row.previous_value;
    const restored =
      row.kind === 'email'
        ? await restoreEmail(trx, account.id, previous)
        : await restorePhone(trx, account.id, previous, Number(row.previous_verified ?? 0));
    const user = await trx
      .updateTable('users')
      .set({
        ...restored,
        password_hash: null,
        password_changed_at: now,
        identifiers_locked_at: now,
        updated_at: now,
      })
      .where('id', '=', account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeAllSessions(trx, account.id);
    await forgetDevices(trx, account.id);
    await voidPendingLinks(trx, account.id, now);
    const link = await newResetLink(trx, deps.config.publicUrl, account.id, ip, now);
    if (user.email)
      await enqueueMail(
        trx,
        resetLinkMail(deps.config, { email: user.email, firstname: user.firstname }, link),
      );
    else if (user.phone && Number(user.phone_verified) === 1) {
      const phone = user.phone;
      smsAfterCommit = () => deps.sms.send(phone, resetLinkSms(deps.config, link));
    }
    return true;
  });
  if (!done) return false;
  void deps.mailer.deliverDue();
  await smsAfterCommit?.();
  return true;
}

/** The previous email back, unless another account has it by now (the account then keeps the current one). */
async function restoreEmail(trx: DB, userId: number, previous: string | null) {
  if (previous === null) return { email: null };
  const holder = await findUserByEmail(trx, previous);
  return !holder || holder.id === userId ? { email: previous } : {};
}

/** The previous phone back, as proved as it was, unless another account holds that number by now. */
async function restorePhone(trx: DB, userId: number, previous: string | null, verified: number) {
  if (previous === null) return { phone: null, phone_verified: 0 };
  const holder = await trx
    .selectFrom('users')
    .select('id')
    .where('phone', '=', previous)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return holder ? { phone: null, phone_verified: 0 } : { phone: previous, phone_verified: verified };
}

/** Made at the very time the password was disabled, so "a link dies when the password changes after it" spares it. */
async function newResetLink(trx: DB, publicUrl: string, userId: number, ip: string, now: string) {
  const selector = randomToken(16);
  const verifier = randomToken(32);
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      selector,
      verifier_hash: sha256(verifier),
      created_at: now,
      expires_at: isoIn(RESET.ttlMinutes * 60_000),
      used_at: null,
      ip,
    })
    .execute();
  return `${publicUrl}/reset-password/${selector}/${verifier}`;
}
