import { API_DOCS, HealthAnswer } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** GET /api/health: 200 when the database answers, 503 (same body shape) when it does not. */
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
};
export default healthRoutes;
