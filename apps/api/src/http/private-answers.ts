import type { FastifyInstance } from 'fastify';

/**
 * Answers to a signed-in caller (decisions.md §5, issue 19) carry `Cache-Control: private, no-store`: no shared
 * cache keeps them, nor the browser's disk. A route that already marks its answer private (the documents, with an
 * ETag that other clients may still revalidate with; the PDF download) keeps its own header.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.headers.authorization && !request.authSession) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current === 'string' && /\bprivate\b/.test(current)) return payload;
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
