import { API_DOCS, CourtsAnswer, ErrorEnvelope } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/guards';
import { COURTS } from './courts';

/** GET /api/courts: the reference list of courts, each with how many published decisions it has. */
export const caseLawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/courts',
    {
      preValidation: requireUser,
      schema: {
        tags: ['case-law'],
        summary: API_DOCS.courts,
        response: { 200: CourtsAnswer, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async () => {
      const counts = await db
        .selectFrom('decisions as c')
        .innerJoin('documents as d', 'd.id', 'c.document_id')
        .select(['c.court_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('d.is_published', '=', 1)
        .groupBy('c.court_id')
        .execute();
      const byCourt = new Map(counts.map((r) => [r.court_id, Number(r.n)]));
      return {
        courts: COURTS.map((c) => ({
          id: c.id,
          name: c.name,
          kind: c.kind,
          country: c.country,
          decisionCount: byCourt.get(c.id) ?? 0,
        })),
      };
    },
  );
};
