import {
  ActualitiesAnswer,
  ActualitiesQuery,
  ActualityAnswer,
  ActualityCategoriesAnswer,
  ActualityIdParam,
  ActualityListAnswer,
  ErrorEnvelope,
  NEWS_MESSAGES,
  PinnedActualitiesQuery,
  RecentActualitiesQuery,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import {
  findActuality,
  listActualities,
  listActualityCategories,
  pinnedActualities,
  recentActualities,
} from './queries';
import { NewsResponseCache, normaliseQuery, sendCached } from './response-cache';

const tags = ['Actualités'];

/** Public news (public-area.md §7 "News"): only published items exist for visitors. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app.deps;
  // Public answers only (drafts never reach these loaders), one cache per app instance.
  const cache = new NewsResponseCache();

  app.get(
    '/v1/actuality-categories',
    { schema: { tags, response: { 200: ActualityCategoriesAnswer } } },
    (request, reply) =>
      sendCached(db, cache, request, reply, 'categories', ActualityCategoriesAnswer, async () => {
        const categories = await listActualityCategories(db);
        return { categories, total: categories.length };
      }),
  );

  app.get(
    '/v1/actualities',
    {
      schema: {
        tags,
        querystring: ActualitiesQuery,
        response: { 200: ActualitiesAnswer, 400: ErrorEnvelope },
      },
    },
    (request, reply) =>
      sendCached(db, cache, request, reply, `list:${normaliseQuery(request.query)}`, ActualitiesAnswer, () =>
        listActualities(db, dialect, { ...request.query, status: 'published' }),
      ),
  );

  app.get(
    '/v1/actualities/recent',
    {
      schema: {
        tags,
        querystring: RecentActualitiesQuery,
        response: { 200: ActualityListAnswer, 400: ErrorEnvelope },
      },
    },
    (request, reply) =>
      sendCached(
        db,
        cache,
        request,
        reply,
        `recent:${request.query.limit}`,
        ActualityListAnswer,
        async () => ({
          actualities: await recentActualities(db, request.query.limit),
        }),
      ),
  );

  app.get(
    '/v1/actualities/pinned',
    {
      schema: {
        tags,
        querystring: PinnedActualitiesQuery,
        response: { 200: ActualityListAnswer, 400: ErrorEnvelope },
      },
    },
    (request, reply) =>
      sendCached(
        db,
        cache,
        request,
        reply,
        `pinned:${request.query.limit}`,
        ActualityListAnswer,
        async () => ({
          actualities: await pinnedActualities(db, request.query.limit),
        }),
      ),
  );

  app.get(
    '/v1/actualities/:id',
    {
      schema: {
        tags,
        params: ActualityIdParam,
        response: { 200: ActualityAnswer, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    (request, reply) =>
      sendCached(db, cache, request, reply, `item:${request.params.id}`, ActualityAnswer, async () => {
        const actuality = await findActuality(db, request.params.id);
        if (!actuality) throw notFound(NEWS_MESSAGES.notFound, 'ACTUALITY_NOT_FOUND');
        return { actuality };
      }),
  );
};
export default routes;
