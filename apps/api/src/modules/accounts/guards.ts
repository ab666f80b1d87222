import {
  ACCOUNTS_API_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_ROLES,
  AUTH_MESSAGES,
  hasAnyRole,
  hasRole,
  PDF_LOGIN_REQUIRED,
  PDF_ROLES,
} from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../../platform/clock';
import { forbidden, unauthorized } from '../../platform/errors';
import { sha256 } from '../../platform/tokens';
import { type ActiveSession, bearerToken, findSession } from './sessions';

/**
 * Guards run as preValidation hooks (before the body is validated, so a refused caller never learns a route's field rules) and are named requireX; each throws the right envelope error.
 * The session is looked up once per request and cached on it.
 */
async function getSession(request: FastifyRequest): Promise<ActiveSession | null> {
  if (request.authSession !== undefined) return request.authSession;
  const token = bearerToken(request.headers.authorization);
  request.authSession = token ? await findSession(request.server.deps.db, token) : null;
  return request.authSession;
}

export async function requireUser(request: FastifyRequest) {
  const session = await getSession(request);
  if (!session) throw unauthorized(AUTH_MESSAGES.authRequired);
  return session;
}

export async function requirePdfRole(request: FastifyRequest) {
  const session = await getSession(request);
  if (!session) throw unauthorized(PDF_LOGIN_REQUIRED);
  if (!hasAnyRole(session.roles, PDF_ROLES))
    throw forbidden(ACCOUNTS_API_MESSAGES.premiumRequired, 'PREMIUM_REQUIRED');
  return session;
}

/** A back-office session: an admin token from /api/admin/auth/login held by an administrator. */
export async function requireAdmin(request: FastifyRequest) {
  const session = await getSession(request);
  if (!session) throw unauthorized(ADMIN_MESSAGES.unauthorized);
  if (session.kind !== 'admin' || !hasAnyRole(session.roles, ADMIN_ROLES))
    throw forbidden(ADMIN_MESSAGES.forbidden);
  return session;
}

export async function requireSuperAdmin(request: FastifyRequest) {
  const session = await requireAdmin(request);
  if (!hasRole(session.roles, 'ROLE_SUPER_ADMIN')) throw forbidden(ACCOUNTS_API_MESSAGES.superAdminOnly);
  return session;
}

/** Whether the caller holds a back-office session, for public routes that show administrators a little more. */
export async function isBackOfficeCaller(request: FastifyRequest) {
  const session = await getSession(request);
  return !!session && session.kind === 'admin' && hasAnyRole(session.roles, ADMIN_ROLES);
}

/** Changing back-office calls also need an X-CSRF-Token issued to this very session. */
export async function requireAdminWithCsrf(request: FastifyRequest) {
  const session = await requireAdmin(request);
  const header = request.headers['x-csrf-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) throw forbidden(ACCOUNTS_API_MESSAGES.csrfInvalid, 'CSRF_INVALID');
  const row = await request.server.deps.db
    .selectFrom('csrf_tokens')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .where('session_id', '=', session.sessionId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  if (!row) throw forbidden(ACCOUNTS_API_MESSAGES.csrfInvalid, 'CSRF_INVALID');
  return session;
}
