import { ADMIN_MESSAGES } from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors';
import type { ActiveSession } from './sessions';

/** The session a guard (requireAdmin...) already resolved for this request. */
export function adminOf(request: FastifyRequest): ActiveSession {
  const session = request.authSession;
  if (!session) throw unauthorized(ADMIN_MESSAGES.unauthorized);
  return session;
}
