import { API_DOCS, HealthAnswer, HealthReadyAnswer } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/**
 * GET /api/health (liveness): 200 when the database answers, 503 (same body shape) when it does not.
 * GET /api/health/ready (readiness): 200 once this process's search engine is built and caught up, else 503;
 * a load balancer sends traffic only to ready processes (docs/deployment.md, "Several processes").
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: API_DOCS.health,
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await app.deps.handle.ping();
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: {
          dialect: app.deps.dialect,
          ok,
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
        uptimeSeconds: Math.round(process.uptime()),
        version: VERSION,
      };
      return reply
        .status(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        summary: API_DOCS.healthReady,
        response: { 200: HealthReadyAnswer, 503: HealthReadyAnswer },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      let body: HealthReadyAnswer;
      try {
        const r = await app.deps.searchRunner.readiness();
        body = {
          status: r.ready ? 'ready' : 'starting',
          searchEngine: { version: r.engineVersion },
          documentsVersion: r.documentsVersion,
          uptimeSeconds,
        };
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'readiness: database unavailable');
        body = { status: 'degraded', searchEngine: { version: null }, documentsVersion: null, uptimeSeconds };
      }
      return reply
        .status(body.status === 'ready' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
export default healthRoutes;
