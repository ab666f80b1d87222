import { AUTH_MESSAGES, type RegisterRequest } from '@lexfaso/contracts';
import type { UserRow } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { registrationAttemptMail } from './auth-mails';
import { LIMITS } from './limits';
import { findUserByEmail, isUniqueViolation } from './users-repo';

export type RegistrationOutcome = { created: true; user: UserRow } | { created: false };

/**
 * Email registration. A new address gets an account (ROLE_USER, free plan). An address that already has
 * an account creates nothing: its owner gets a notice by mail, and the caller answers with the same status
 * and `success: true` (see routes.ts for the enumeration trade-off).
 */
export async function registerWithEmail(deps: AppDeps, input: RegisterRequest): Promise<RegistrationOutcome> {
  // Hash first, whatever happens next, so both outcomes cost the same time.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    await notifyOwner(deps, existing);
    return { created: false };
  }
  const now = nowIso();
  try {
    const user = await deps.db
      .insertInto('users')
      .values({
        email: input.email,
        phone: null,
        password_hash: passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        statut: input.statut,
        account_status: 'active',
        roles: JSON.stringify(['ROLE_USER']),
        is_verified: 0,
        subscription_plan: 'free',
        profession: null,
        organization: null,
        specialties: '[]',
        created_at: now,
        updated_at: now,
        password_changed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { created: true, user };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request registered the same address a moment ago.
    const owner = await findUserByEmail(deps.db, input.email);
    if (owner) await notifyOwner(deps, owner);
    return { created: false };
  }
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

export const registrationMessages = {
  created: AUTH_MESSAGES.registrationSuccess,
  existing: AUTH_MESSAGES.registrationCheckMail,
};
