import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of this resource are added by the issue that owns it. */
const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
