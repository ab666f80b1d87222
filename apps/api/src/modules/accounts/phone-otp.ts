import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, OTP, type UserStatut } from '@lexfaso/contracts';
import type { AppDeps } from '../../deps';
import { isoIn, nowIso } from '../../platform/clock';
import { badRequest, formatWait, tooManyRequests } from '../../platform/errors';
import { parseJson } from '../../platform/json';
import { randomToken, safeEqualHex, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { otpSms } from './auth-mails';
import { knownDeviceHash } from './known-devices';
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
 * app.deps.sms. The code never appears in an HTTP answer or a log line.
 *
 * Nobody but the phone's owner can stop the owner's codes (issue 29, finding 8; OWASP's authentication and
 * "SMS pumping" guidance): requests are limited per client and per client and number (429 to that client only);
 * a number receives at most so many SMS a day from the requests of unknown clients, beyond which nothing is
 * sent and the answer stays the same, and a browser that signed in to the number's account before has a daily
 * allowance of its own; a new code never voids the codes in flight, which stay valid until they expire or one
 * of them is used.
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

/**
 * Counts a code request of this client for this phone; 429 (with the wait) to this client only, beyond its own
 * limits. Nothing here depends on the phone's account or on what other clients asked.
 */
export async function assertCanSend(deps: AppDeps, phone: string, ip: string) {
  const [perClient, perPair] = await Promise.all([
    deps.counters.increment(`otp:ip:${ip}`, LIMITS.otpPerClient.windowMs),
    deps.counters.increment(`otp:pair:${phone}:${ip}`, LIMITS.otpPerClientAndPhone.windowMs),
  ]);
  for (const [hit, max] of [
    [perClient, LIMITS.otpPerClient.max],
    [perPair, LIMITS.otpPerClientAndPhone.max],
  ] as const) {
    if (hit.count > max) {
      const wait = secondsUntil(hit.resetAt);
      throw tooManyRequests(wait, AUTH_MESSAGES.otpTooManyRequests(formatWait(wait)));
    }
  }
}

/**
 * Whether one more SMS may go to this number today: unknown clients share one daily allowance per number (the
 * SMS budget), a known device of the number's account has its own, so strangers spending theirs never keep the
 * owner's browser from getting a code.
 */
export async function withinSmsBudget(deps: AppDeps, phone: string, knownDevice: boolean) {
  const rung = knownDevice ? LIMITS.otpSmsPerPhoneKnownDevice : LIMITS.otpSmsPerPhone;
  const hit = await deps.counters.increment(
    `otp:sms:${knownDevice ? 'known' : 'any'}:${phone}`,
    rung.windowMs,
  );
  return hit.count <= rung.max;
}

/** A new code for the phone, beside those in flight, sent when the number's SMS budget allows it. */
async function issueCode(
  deps: AppDeps,
  phone: string,
  purpose: 'login' | 'register',
  payload: PendingRegistration | null,
  knownDevice = false,
) {
  if (!(await withinSmsBudget(deps, phone, knownDevice))) return;
  const { code, hash } = newCode();
  const now = nowIso();
  await deps.db
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
  await deps.sms.send(phone, otpSms(deps.config, code));
}

/**
 * A login code for the account whose proved phone this is, or a fresh code for a pending registration.
 * Nothing is sent for a phone that is neither (an unproved phone is neither). Run after the answer, once
 * `assertCanSend` has counted the request: the answer is the same either way (no enumeration, no timing).
 * `deviceToken` is the requesting browser's device cookie: a known device of the account has its own allowance.
 */
export async function sendSignInCode(deps: AppDeps, phone: string, deviceToken: string | null = null) {
  const user = await findUserByVerifiedPhone(deps.db, phone);
  if (user) {
    const known = !!(await knownDeviceHash(deps.db, deviceToken, user.id));
    if (!isInactive(user)) await issueCode(deps, phone, 'login', null, known);
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

/**
 * Checks the code against every code in flight for the phone; returns the account it signs in to (created for
 * a pending registration). Each guess counts against every code in flight, before comparing, atomically, so
 * parallel guesses cannot exceed a code's 5 attempts; using one code spends the others.
 */
export async function verifyOtp(deps: AppDeps, phone: string, code: string): Promise<UserRow> {
  const rows = await deps.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .orderBy('id', 'desc')
    .limit(LIMITS.otpSmsPerPhone.max + LIMITS.otpSmsPerPhoneKnownDevice.max)
    .execute();
  if (!rows.length) throw badRequest(AUTH_MESSAGES.otpInvalid);
  let row: (typeof rows)[number] | undefined;
  let exhausted = 0;
  for (const candidate of rows) {
    const counted = await deps.db
      .updateTable('otp_codes')
      .set({ attempts: candidate.attempts + 1 })
      .where('id', '=', candidate.id)
      .where('attempts', '=', candidate.attempts)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) continue;
    if (candidate.attempts + 1 > OTP.maxAttempts) {
      await deps.db
        .updateTable('otp_codes')
        .set({ consumed_at: nowIso() })
        .where('id', '=', candidate.id)
        .execute();
      exhausted += 1;
      continue;
    }
    if (!row && codeMatches(candidate.code_hash, code)) row = candidate;
  }
  if (!row)
    throw badRequest(exhausted === rows.length ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.otpInvalid);
  const used = row;

  return withTransaction(deps.db, async (trx) => {
    const spent = await trx
      .updateTable('otp_codes')
      .set({ consumed_at: nowIso() })
      .where('id', '=', used.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw badRequest(AUTH_MESSAGES.otpInvalid);
    // The phone is proved: the other codes in flight have nothing left to do.
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: nowIso() })
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .execute();
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
    const pending = parseJson<PendingRegistration | null>(used.payload, null);
    if (used.purpose !== 'register' || !pending) throw badRequest(AUTH_MESSAGES.otpInvalid);
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
