import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../platform/errors';

export interface CallerLimits {
  /** Requests per signed-in account in a window, whatever the client; 0: no limit. */
  perAccount: number;
  /** Requests per client address in a window, whatever the accounts; 0: no limit. */
  perClient: number;
  windowMs: number;
}

/**
 * A preHandler that limits a route per signed-in account and per client, through @fastify/rate-limit and the
 * shared counter store (so every API process agrees): 429 with Retry-After and `message(seconds)`. It runs after
 * the guard, which has put the session on the request.
 */
export function limitPerAccountAndClient(
  app: FastifyInstance,
  name: string,
  limits: CallerLimits,
  message: (seconds: number) => string,
) {
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    max > 0 ? app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key }) : null;
  const limiters = [
    limiter(limits.perAccount, (r) => `${name}:account:${r.authSession?.user.id ?? 'none'}`),
    limiter(limits.perClient, (r) => `${name}:client:${r.ip}`),
  ].filter((l) => l !== null);
  return async (request: FastifyRequest) => {
    for (const limit of limiters) {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        const seconds = Math.max(1, outcome.ttlInSeconds);
        throw tooManyRequests(seconds, message(seconds));
      }
    }
  };
}
