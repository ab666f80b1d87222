import { IDENTIFIER_CHANGE } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import { enqueueMail } from '../../platform/mailer';
import { randomToken, safeEqualHex, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import {
  emailChangeLinkMail,
  emailChangeTakenMail,
  identifierChangedMail,
  identifierChangedSms,
  identifierChangeRequestedMail,
} from './auth-mails';
import { releaseExpiredRegistration } from './email-verification';
import { settleConfirmedChange } from './identifier-lock';
import type { ActiveSession, UserRow } from './sessions';
import { findUserByEmail, findUserById, isInactive, isUniqueViolation } from './users-repo';

/**
 * A new email asked for on the profile (decisions.md §5, issues 19 and 29). It is stored as pending and takes
 * effect only when the account that asked, signed in, posts the link mailed to that address (public selector +
 * 256-bit verifier, only its SHA-256 stored, 24 h, single use). The current address is told at once. An address that already belongs to
 * another account gets a notice instead of a link, so the answer and the work are the same either way and
 * the change can never complete.
 */
export async function requestEmailChange(deps: AppDeps, user: UserRow, email: string) {
  await releaseExpiredRegistration(deps.db, email);
  const owner = await findUserByEmail(deps.db, email);
  const taken = !!owner && owner.id !== user.id;
  const selector = randomToken(16);
  const verifier = randomToken(32);
  const noticeToOwner = taken && (await deps.counters.increment(`email-change-taken:${owner.id}`, 3600_000));
  await withTransaction(deps.db, async (trx) => {
    const now = nowIso();
    // Only the newest request of an account counts.
    await trx
      .updateTable('identifier_changes')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'email')
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('identifier_changes')
      .values({
        user_id: user.id,
        kind: 'email',
        value: email,
        selector,
        secret_hash: sha256(verifier),
        attempts: 0,
        created_at: now,
        expires_at: isoIn(IDENTIFIER_CHANGE.emailTtlMinutes * 60_000),
        used_at: null,
      })
      .execute();
    const who = { email, firstname: user.firstname };
    if (!taken) {
      const link = `${deps.config.publicUrl}/change-email/${selector}/${verifier}`;
      await enqueueMail(trx, emailChangeLinkMail(deps.config, who, link));
    } else if (noticeToOwner && noticeToOwner.count <= 1) {
      await enqueueMail(trx, emailChangeTakenMail(deps.config, email));
    }
    if (user.email)
      await enqueueMail(
        trx,
        identifierChangeRequestedMail(
          deps.config,
          { email: user.email, firstname: user.firstname },
          'email',
          email,
        ),
      );
  });
  void deps.mailer.deliverDue();
}

export type EmailChangeOutcome = 'done' | 'invalid' | 'other-account';

/**
 * The signed-in account posts the link mailed to its new address (issue 29, finding 4: opening the page does
 * nothing). The account's email becomes the new one, in one transaction with spending the link, voiding the
 * account's other links and revoking its other sessions (finding 5); the previous address is told, with a
 * "ce n'était pas moi" link (identifier-lock.ts, not-me.ts). 'other-account' when the link is genuine but was
 * asked by another account than the one signed in: it changes nothing and stays usable by its own account.
 * 'invalid' when the link is unknown, tampered, used, superseded or expired, the account is disabled or its
 * identifiers are locked, or the address belongs to another account by now.
 */
export async function confirmEmailChange(
  deps: AppDeps,
  session: ActiveSession,
  selector: string,
  verifier: string,
): Promise<EmailChangeOutcome> {
  const row = await deps.db
    .selectFrom('identifier_changes')
    .selectAll()
    .where('selector', '=', selector)
    .where('kind', '=', 'email')
    .executeTakeFirst();
  const hash = sha256(verifier); // computed for unknown selectors too: same work either way
  if (!row || !safeEqualHex(row.secret_hash, hash) || row.used_at || row.expires_at <= nowIso())
    return 'invalid';
  if (row.user_id !== session.user.id) return 'other-account';
  const before = await findUserById(deps.db, row.user_id);
  if (!before || isInactive(before) || before.identifiers_locked_at) return 'invalid';
  await releaseExpiredRegistration(deps.db, row.value);
  let changed = false;
  let smsAfterCommit: (() => Promise<void>) | undefined;
  try {
    changed = await withTransaction(deps.db, async (trx) => {
      const notMe = await settleConfirmedChange(
        trx,
        deps.config.publicUrl,
        { id: row.id, userId: row.user_id, keepSessionId: session.sessionId },
        { value: before.email, verified: null },
      );
      if (!notMe) return false;
      const other = await findUserByEmail(trx, row.value);
      if (other && other.id !== row.user_id) return false;
      await trx
        .updateTable('users')
        .set({ email: row.value, updated_at: nowIso() })
        .where('id', '=', row.user_id)
        .execute();
      if (before.email)
        await enqueueMail(
          trx,
          identifierChangedMail(
            deps.config,
            { email: before.email, firstname: before.firstname },
            'email',
            row.value,
            notMe,
          ),
        );
      else if (before.phone && Number(before.phone_verified) === 1)
        smsAfterCommit = () =>
          deps.sms.send(before.phone!, identifierChangedSms(deps.config, 'email', row.value, notMe));
      return true;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err; // the address was taken between the check and the write
    return 'invalid';
  }
  if (!changed) return 'invalid';
  void deps.mailer.deliverDue();
  await smsAfterCommit?.();
  return 'done';
}
