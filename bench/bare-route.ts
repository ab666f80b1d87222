import Fastify from 'fastify';

/**
 * The floor: a Fastify route with nothing but the bytes the real GET /api/v1/actualities answered (same
 * JSON, same content type, no logger, no compression plugin, no database). The ratio of the two
 * throughputs is what the real route's work (validation, queries, presenter, plugins) costs.
 */
export async function startBareRoute(body: string, port: number) {
  const app = Fastify({ logger: false });
  app.get('/api/v1/actualities', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(body),
  );
  await app.listen({ host: '127.0.0.1', port });
  return { origin: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
