import { AUTH_MESSAGES, OTP } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import { enqueueMail } from '../../platform/mailer';
import { withTransaction } from '../../platform/transaction';
import {
  identifierChangedMail,
  identifierChangedSms,
  identifierChangeRequestedMail,
  identifierChangeRequestedSms,
  phoneChangeSms,
} from './auth-mails';
import { settleConfirmedChange } from './identifier-lock';
import { codeMatches, newCode, withinSmsBudget } from './phone-otp';
import type { ActiveSession, UserRow } from './sessions';
import { findUserByVerifiedPhone, isUniqueViolation, releaseUnprovedPhone } from './users-repo';

/**
 * A new phone asked for on the profile (decisions.md §5, issue 19; the caller has counted the code request with
 * assertCanSend): pending until the signed-in account types
 * the code sent by SMS to that number (6 digits, salted hash, 5 minutes, 5 attempts). The current email (or
 * the current proved phone) is told at once. A number that is another account's proved phone gets no code, so
 * the change can never complete; the answer is the same.
 */
export async function requestPhoneChange(deps: AppDeps, user: UserRow, phone: string) {
  const owner = await findUserByVerifiedPhone(deps.db, phone);
  const taken = !!owner && owner.id !== user.id;
  const { code, hash } = newCode();
  await withTransaction(deps.db, async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('identifier_changes')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('kind', '=', 'phone')
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('identifier_changes')
      .values({
        user_id: user.id,
        kind: 'phone',
        value: phone,
        selector: null,
        secret_hash: hash,
        attempts: 0,
        created_at: now,
        expires_at: isoIn(OTP.ttlMinutes * 60_000),
        used_at: null,
      })
      .execute();
    if (user.email)
      await enqueueMail(
        trx,
        identifierChangeRequestedMail(
          deps.config,
          { email: user.email, firstname: user.firstname },
          'phone',
          phone,
        ),
      );
  });
  void deps.mailer.deliverDue();
  if (!taken && (await withinSmsBudget(deps, phone, false)))
    await deps.sms.send(phone, phoneChangeSms(deps.config, code));
  if (!user.email && user.phone && Number(user.phone_verified) === 1)
    await deps.sms.send(user.phone, identifierChangeRequestedSms(deps.config, 'phone', phone));
}

/**
 * Checks the code typed by the signed-in account that asked (an explicit action: the profile's form); its phone
 * becomes the new, proved number, in one transaction with voiding the account's other links and revoking its
 * other sessions (issue 29). The account's email (or, without one, its previous proved number) is told, with a
 * "ce n'était pas moi" link. Returns the account.
 */
export async function confirmPhoneChange(
  deps: AppDeps,
  session: ActiveSession,
  code: string,
): Promise<UserRow> {
  const { user } = session;
  if (user.identifiers_locked_at) throw badRequest(AUTH_MESSAGES.otpInvalid);
  const row = await deps.db
    .selectFrom('identifier_changes')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('kind', '=', 'phone')
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw badRequest(AUTH_MESSAGES.otpInvalid);
  // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the budget.
  const counted = await deps.db
    .updateTable('identifier_changes')
    .set({ attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw badRequest(AUTH_MESSAGES.otpInvalid);
  if (row.attempts + 1 > OTP.maxAttempts) {
    await deps.db
      .updateTable('identifier_changes')
      .set({ used_at: nowIso() })
      .where('id', '=', row.id)
      .execute();
    throw badRequest(AUTH_MESSAGES.otpTooManyAttempts);
  }
  if (!codeMatches(row.secret_hash, code)) throw badRequest(AUTH_MESSAGES.otpInvalid);
  let smsAfterCommit: (() => Promise<void>) | undefined;
  try {
    const updated = await withTransaction(deps.db, async (trx) => {
      const now = nowIso();
      const notMe = await settleConfirmedChange(
        trx,
        deps.config.publicUrl,
        { id: row.id, userId: user.id, keepSessionId: session.sessionId },
        { value: user.phone, verified: user.phone ? Number(user.phone_verified) : null },
      );
      if (!notMe) throw badRequest(AUTH_MESSAGES.otpInvalid);
      const owner = await findUserByVerifiedPhone(trx, row.value);
      if (owner && owner.id !== user.id) throw badRequest(AUTH_MESSAGES.otpInvalid);
      await releaseUnprovedPhone(trx, row.value);
      const updated = await trx
        .updateTable('users')
        .set({ phone: row.value, phone_verified: 1, updated_at: now })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (user.email)
        await enqueueMail(
          trx,
          identifierChangedMail(
            deps.config,
            { email: user.email, firstname: user.firstname },
            'phone',
            row.value,
            notMe,
          ),
        );
      else if (user.phone && Number(user.phone_verified) === 1) {
        const previous = user.phone;
        smsAfterCommit = () =>
          deps.sms.send(previous, identifierChangedSms(deps.config, 'phone', row.value, notMe));
      }
      return updated;
    });
    await smsAfterCommit?.();
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(AUTH_MESSAGES.otpInvalid);
    throw err;
  } finally {
    void deps.mailer.deliverDue();
  }
}
