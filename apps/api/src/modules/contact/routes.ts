import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactAnswer,
  ContactRequest,
  ErrorEnvelope,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../platform/errors';
import { storeContactMessage } from './contact-store';

/** POST /api/contact/send: stored, mailed to the team (CONTACT_EMAIL), a few messages per client per window. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/send',
    {
      config: {
        rateLimit: {
          max: CONTACT_LIMITS.perWindow,
          timeWindow: CONTACT_LIMITS.windowMs,
          errorResponseBuilder: (_request, context) =>
            tooManyRequests(
              context.ttl / 1000,
              CONTACT_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 60_000))),
            ),
        },
      },
      schema: {
        tags: ['Contact'],
        body: ContactRequest,
        response: { 200: ContactAnswer, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const { config, db, mailer } = app.deps;
      await storeContactMessage(db, request.body, {
        to: config.contactEmail,
        productName: config.productName,
        ip: request.ip ?? null,
      });
      // Delivery runs after the commit, without making the visitor wait for the SMTP server.
      void mailer.deliverDue();
      return { success: true as const, message: CONTACT_MESSAGES.success };
    },
  );
};
export default routes;
