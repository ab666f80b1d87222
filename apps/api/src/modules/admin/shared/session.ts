import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from '../../../auth/sessions';
import { unauthorized } from '../../../lib/errors';

/** The session a guard (requireAdmin...) already resolved for this request. */
export function adminOf(request: FastifyRequest): ActiveSession {
  const session = request.authSession;
  if (!session) throw unauthorized('Non autorisé - token invalide');
  return session;
}
