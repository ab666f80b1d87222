import 'fastify';
import type { ActiveSession } from './auth/sessions';
import type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    authSession?: ActiveSession | null;
  }
}
