import { ADMIN_MESSAGES, ADMIN_ROLES, API_ERRORS, hasAnyRole, SESSION } from '@lexfaso/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit-trail';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { unauthorized } from '../../platform/errors';
import { parseJson } from '../../platform/json';
import { burnPasswordCheck, verifyPassword } from '../../platform/passwords';
import { randomToken, sha256 } from '../../platform/tokens';
import { withTransaction } from '../../platform/transaction';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { LoginGuard } from './login-guard';
import { type ActiveSession, createSession, revokeSession } from './sessions';

const LOGIN_FAILED = ADMIN_MESSAGES.loginFailed;

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function identityOf(user: ActiveSession['user']) {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    fullName: `${user.firstname} ${user.lastname}`.trim(),
    roles: parseJson<string[]>(user.roles, ['ROLE_USER']),
  };
}

/** Only administrators get a back-office session; every refusal looks the same (decisions.md §5). */
export async function adminLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  emailInput: string,
  password: string,
) {
  const { db, counters, config } = request.server.deps;
  const email = emailInput.trim().toLowerCase();
  const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  // The same budget as the public sign-in of this account, taken before the password is checked.
  const knownDevice = await knownDeviceOf(db, request, user?.id);
  const attempt = await new LoginGuard(counters).take(
    email,
    { ip: request.ip, knownDevice },
    API_ERRORS.tooManyAttempts,
  );
  let ok = false;
  if (!user) await burnPasswordCheck(password);
  else ok = await verifyPassword(user.password_hash, password);
  const roles = parseJson<string[]>(user?.roles, []);
  // Only an active administrator: a disabled or still pending account is refused like a wrong password.
  if (!user || !ok || !hasAnyRole(roles, ADMIN_ROLES) || user.account_status !== 'active')
    throw unauthorized(LOGIN_FAILED, 'INVALID_CREDENTIALS');
  await attempt.succeeded();
  await rememberDevice(db, config, request, reply, user.id);

  const { token, expiresAt } = await createSession(db, user.id, 'admin', {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  return { success: true as const, token, user: identityOf(user), expires_at: epochSeconds(expiresAt) };
}

export async function adminLogout(request: FastifyRequest, session: ActiveSession) {
  await withTransaction(request.server.deps.db, async (trx) => {
    await revokeSession(trx, session.sessionId);
    await trx.deleteFrom('csrf_tokens').where('session_id', '=', session.sessionId).execute();
    await writeAudit(trx, request, session, { action: 'logout', entity: 'session' });
  });
}

/** A fresh CSRF token bound to this admin session; only its SHA-256 is kept. */
export async function issueCsrfToken(db: DB, session: ActiveSession) {
  const token = randomToken(32);
  const now = Date.now();
  const expiresAt = new Date(
    Math.min(now + SESSION.csrfTtlMinutes * 60_000, Date.parse(session.expiresAt)),
  ).toISOString();
  await withTransaction(db, async (trx) => {
    // Expired tokens of this session are useless: drop them so the table stays small.
    await trx
      .deleteFrom('csrf_tokens')
      .where('session_id', '=', session.sessionId)
      .where('expires_at', '<=', nowIso())
      .execute();
    await trx
      .insertInto('csrf_tokens')
      .values({
        session_id: session.sessionId,
        token_hash: sha256(token),
        created_at: new Date(now).toISOString(),
        expires_at: expiresAt,
      })
      .execute();
  });
  return { token, expires_at: epochSeconds(expiresAt) };
}
