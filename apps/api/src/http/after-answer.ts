import type { FastifyInstance } from 'fastify';

/**
 * Work that the answer does not depend on runs after it (issue 19): forgot-password, resend-verification and
 * request-otp answer at once, and only then look the account up, store a link or a code and send it, so a
 * known account is not answered more slowly than an unknown one. A failure is logged, never shown. Closing the
 * app waits for the work still running; tests wait with `app.afterAnswerSettled()`.
 */
export function registerAfterAnswer(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.decorate('afterAnswer', (work: () => Promise<unknown>) => {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => {},
        (err) => app.log.error({ err }, 'work after the answer failed'),
      )
      .finally(() => running.delete(task));
    running.add(task);
  });
  app.decorate('afterAnswerSettled', async () => {
    while (running.size) await Promise.all([...running]);
  });
  app.addHook('onClose', async () => {
    await app.afterAnswerSettled();
  });
}
