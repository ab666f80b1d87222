import 'fastify';
import type { AppDeps } from './deps';
import type { ActiveSession } from './modules/accounts/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Runs `work` once the answer is on its way (http/after-answer.ts). */
    afterAnswer(work: () => Promise<unknown>): void;
    /** Resolves when no such work is running any more. */
    afterAnswerSettled(): Promise<void>;
  }
  interface FastifyRequest {
    authSession?: ActiveSession | null;
  }
}
