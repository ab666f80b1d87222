import {
  AdminPageQuery,
  IdParam,
  NamedEntity,
  NamedEntityBody,
  pagedAnswer,
  REFERENCE_DATA_API_MESSAGES,
  ReferenceStatsAnswer,
  SuccessAnswer,
} from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../accounts/admin-session';
import { requireAdmin, requireAdminWithCsrf } from '../accounts/guards';
import {
  createNamed,
  deleteNamed,
  getNamed,
  listNamed,
  type NamedEntityKind,
  namedStats,
  updateNamed,
} from './named-entities';

const ItemAnswer = z.object({ success: z.literal(true), item: NamedEntity, message: z.string().optional() });

/**
 * Registers the back-office routes of a domain-like resource under `base`.
 * `withList: false` when another module already answers the list (GET /api/domaines).
 */
export function registerNamedRoutes(
  appInstance: FastifyInstance,
  kind: NamedEntityKind,
  base: string,
  opts: { withList: boolean; singular: 'domaine' | 'organisme' },
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const tags = [`admin-${kind.table}`];
  // The item is also under its own name (`domaine`, `organisme`), as the original screens read it.
  const answer = (item: z.infer<typeof NamedEntity>, message?: string) => ({
    success: true as const,
    item,
    ...(opts.singular === 'domaine' ? { domaine: item } : { organisme: item }),
    ...(message ? { message } : {}),
  });
  const Answer = ItemAnswer.extend({ domaine: NamedEntity.optional(), organisme: NamedEntity.optional() });

  if (opts.withList)
    app.get(
      base,
      {
        preValidation: requireAdmin,
        schema: { tags, querystring: AdminPageQuery, response: { 200: pagedAnswer(NamedEntity) } },
      },
      async (request) => listNamed(app.deps.db, kind, request.query),
    );

  app.get(
    `${base}/stats`,
    { preValidation: requireAdmin, schema: { tags, response: { 200: ReferenceStatsAnswer } } },
    async () => namedStats(app.deps.db, kind),
  );

  app.get(
    `${base}/:id`,
    { preValidation: requireAdmin, schema: { tags, params: IdParam, response: { 200: Answer } } },
    async (request) => answer(await getNamed(app.deps.db, kind, request.params.id)),
  );

  app.post(
    base,
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, body: NamedEntityBody, response: { 201: Answer } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          answer(
            await createNamed(request, adminOf(request), kind, request.body.name),
            REFERENCE_DATA_API_MESSAGES.created,
          ),
        ),
  );

  app.put(
    `${base}/:id`,
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, body: NamedEntityBody, response: { 200: Answer } },
    },
    async (request) =>
      answer(
        await updateNamed(request, adminOf(request), kind, request.params.id, request.body.name),
        REFERENCE_DATA_API_MESSAGES.updated,
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      preValidation: requireAdminWithCsrf,
      schema: { tags, params: IdParam, response: { 200: SuccessAnswer } },
    },
    async (request) => {
      await deleteNamed(request, adminOf(request), kind, request.params.id);
      return { success: true as const, message: REFERENCE_DATA_API_MESSAGES.deleted };
    },
  );
}
