import 'fastify';
import type { AppDeps } from './deps';
import type { ActiveSession } from './modules/accounts/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    authSession?: ActiveSession | null;
  }
}
