import { LogController } from 'fastify';

/** Requests slower than this are always logged. */
const SLOW_MS = 1_000;

/**
 * One log line per request that matters (an error, a 4xx/5xx answer, or a slow one) instead of two lines for
 * every request: on a 2-core server the two pino lines per request cost as much as serving a cached answer.
 * LOG_REQUESTS=all restores Fastify's usual incoming/completed lines (reverse proxies usually keep access logs).
 */
export class NotableRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: { log: { info: (o: object, m: string) => void } },
    reply: {
      statusCode: number;
      elapsedTime: number;
      log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
    },
  ) {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 400 || reply.elapsedTime > SLOW_MS) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
