import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, OTP, type UserStatut } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import { badRequest, formatWait, tooManyRequests } from '../../platform/errors';
import { parseJson } from '../../platform/json';
import { randomToken, safeEqualHex, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { otpSms } from './auth-mails';
import { LIMITS, secondsUntil } from './limits';
import type { UserRow } from './sessions';
import {
  findUserByVerifiedPhone,
  isInactive,
  isUniqueViolation,
  newUserRow,
  releaseUnprovedPhone,
} from './users-repo';

/**
 * Phone codes (decisions.md §5): 6 digits, stored salted and hashed, 5 minutes, 5 attempts, sent through
 * app.deps.sms. The code never appears in an HTTP answer or a log line. A new code voids the previous ones.
 */
export interface PendingRegistration {
  firstname: string;
  lastname: string;
  statut: UserStatut;
}

/** A new 6-digit code and what is stored of it (salted hash). */
export function newCode() {
  const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
  const salt = randomToken(12);
  return { code, hash: `${salt}:${sha256(`${salt}:${code}`)}` };
}
export function codeMatches(stored: string, code: string) {
  const [salt, hash] = stored.split(':');
  return !!salt && !!hash && safeEqualHex(hash, sha256(`${salt}:${code}`));
}

/** Counts a code sent to this phone for this client; 429 (with the wait) beyond the limits. */
export async function assertCanSend(deps: AppDeps, phone: string, ip: string) {
  const perPhone = await deps.counters.increment(`otp:phone:${phone}`, LIMITS.otpPerPhone.windowMs);
  const perClient = await deps.counters.increment(`otp:ip:${ip}`, LIMITS.otpPerClient.windowMs);
  for (const [hit, max] of [
    [perPhone, LIMITS.otpPerPhone.max],
    [perClient, LIMITS.otpPerClient.max],
  ] as const) {
    if (hit.count > max) {
      const wait = secondsUntil(hit.resetAt);
      throw tooManyRequests(wait, AUTH_MESSAGES.otpTooManyRequests(formatWait(wait)));
    }
  }
}

async function issueCode(
  deps: AppDeps,
  phone: string,
  purpose: 'login' | 'register',
  payload: PendingRegistration | null,
) {
  const { code, hash } = newCode();
  const now = nowIso();
  await withTransaction(deps.db, async (trx) => {
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        phone,
        purpose,
        code_hash: hash,
        attempts: 0,
        payload: payload ? JSON.stringify(payload) : null,
        created_at: now,
        expires_at: isoIn(OTP.ttlMinutes * 60_000),
        consumed_at: null,
      })
      .execute();
  });
  await deps.sms.send(phone, otpSms(deps.config, code));
}

/**
 * A login code for the account whose proved phone this is, or a fresh code for a pending registration.
 * Nothing is sent for a phone that is neither (an unproved phone is neither). Run after the answer, once
 * `assertCanSend` has counted the request: the answer is the same either way (no enumeration, no timing).
 */
export async function sendSignInCode(deps: AppDeps, phone: string) {
  const user = await findUserByVerifiedPhone(deps.db, phone);
  if (user) {
    if (!isInactive(user)) await issueCode(deps, phone, 'login', null);
    return;
  }
  const pending = await deps.db
    .selectFrom('otp_codes')
    .select('payload')
    .where('phone', '=', phone)
    .where('purpose', '=', 'register')
    .where('created_at', '>', new Date(Date.now() - 24 * 3600_000).toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const payload = parseJson<PendingRegistration | null>(pending?.payload, null);
  if (payload) await issueCode(deps, phone, 'register', payload);
}

/**
 * Phone registration, first step (after the answer, once `assertCanSend` counted it): keeps the pending fields
 * with the code. A phone that already signs in to an account gets a login code instead.
 */
export async function sendRegistrationCode(deps: AppDeps, input: PendingRegistration & { phone: string }) {
  const user = await findUserByVerifiedPhone(deps.db, input.phone);
  if (user) {
    if (!isInactive(user)) await issueCode(deps, input.phone, 'login', null);
    return;
  }
  const { firstname, lastname, statut } = input;
  await issueCode(deps, input.phone, 'register', { firstname, lastname, statut });
}

/** Checks the code; returns the account it signs in to (created for a pending registration). */
export async function verifyOtp(deps: AppDeps, phone: string, code: string): Promise<UserRow> {
  const row = await deps.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw badRequest(AUTH_MESSAGES.otpInvalid);
  // Count the attempt before comparing, atomically, so parallel guesses cannot exceed the budget.
  const counted = await deps.db
    .updateTable('otp_codes')
    .set({ attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw badRequest(AUTH_MESSAGES.otpInvalid);
  if (row.attempts + 1 > OTP.maxAttempts) {
    await deps.db.updateTable('otp_codes').set({ consumed_at: nowIso() }).where('id', '=', row.id).execute();
    throw badRequest(AUTH_MESSAGES.otpTooManyAttempts);
  }
  if (!codeMatches(row.code_hash, code)) throw badRequest(AUTH_MESSAGES.otpInvalid);

  return withTransaction(deps.db, async (trx) => {
    const spent = await trx
      .updateTable('otp_codes')
      .set({ consumed_at: nowIso() })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest(AUTH_MESSAGES.otpInvalid);
    const existing = await findUserByVerifiedPhone(trx, phone);
    if (existing) {
      if (isInactive(existing)) throw badRequest(AUTH_MESSAGES.otpInvalid);
      if (!existing.is_verified)
        await trx
          .updateTable('users')
          .set({ is_verified: 1, updated_at: nowIso() })
          .where('id', '=', existing.id)
          .execute();
      return { ...existing, is_verified: 1 };
    }
    const pending = parseJson<PendingRegistration | null>(row.payload, null);
    if (row.purpose !== 'register' || !pending) throw badRequest(AUTH_MESSAGES.otpInvalid);
    await releaseUnprovedPhone(trx, phone);
    try {
      return await trx
        .insertInto('users')
        .values(
          newUserRow({
            phone,
            firstname: pending.firstname,
            lastname: pending.lastname,
            statut: pending.statut,
            is_verified: 1,
            phone_verified: 1,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(AUTH_MESSAGES.otpInvalid);
      throw err;
    }
  });
}
