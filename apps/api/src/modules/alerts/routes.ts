import {
  ALERTS_API_MESSAGES,
  type AlertFrequency,
  ErrorEnvelope,
  IdParam,
  SAVED_SEARCH_LIMITS,
  SavedSearchAnswer,
  SavedSearchCreate,
  SavedSearchDeleted,
  SavedSearchesAnswer,
  SavedSearchUpdate,
  UnsubscribeAnswer,
  UnsubscribeParams,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/guards';
import { readDocumentsVersion } from '../documents/documents-version';
import { alertLimitsOf, alertPlanOf } from './plan';
import { presentSavedSearches } from './presenter';
import {
  alertsUsed,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches-store';
import { unsubscribeAlert } from './unsubscribe';

const errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
};

/** Saved searches and alerts (api.md "Personal library"): each user sees and changes only their own. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db, searchRunner } = app.deps;

  app.get(
    '/me/saved-searches',
    {
      preValidation: requireUser,
      schema: { tags: ['Alerts'], response: { 200: SavedSearchesAnswer, ...errors } },
    },
    async (request) => {
      const session = await requireUser(request);
      const plan = alertPlanOf(session.roles);
      const rows = await listSavedSearches(db, session.user.id);
      const version = await readDocumentsVersion(db);
      const limits = alertLimitsOf(plan);
      return {
        savedSearches: await presentSavedSearches(
          db,
          searchRunner,
          rows,
          version,
          `account:${session.user.id}`,
        ),
        limits: {
          plan,
          maxAlerts: limits.maxAlerts,
          frequencies: [...limits.frequencies],
          alertsUsed: alertsUsed(rows),
          maxSavedSearches: SAVED_SEARCH_LIMITS.maxPerUser,
        },
      };
    },
  );

  app.post(
    '/me/saved-searches',
    {
      preValidation: requireUser,
      schema: {
        tags: ['Alerts'],
        body: SavedSearchCreate,
        response: { 201: SavedSearchAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const row = await createSavedSearch(db, session.user.id, alertPlanOf(session.roles), {
        ...request.body,
        alert: request.body.alert as AlertFrequency,
      });
      const version = await readDocumentsVersion(db);
      const [savedSearch] = await presentSavedSearches(
        db,
        searchRunner,
        [row],
        version,
        `account:${session.user.id}`,
      );
      return reply
        .code(201)
        .send({ success: true as const, message: ALERTS_API_MESSAGES.created, savedSearch });
    },
  );

  app.put(
    '/me/saved-searches/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['Alerts'],
        params: IdParam,
        body: SavedSearchUpdate,
        response: { 200: SavedSearchAnswer, ...errors },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      const row = await updateSavedSearch(
        db,
        session.user.id,
        alertPlanOf(session.roles),
        request.params.id,
        request.body,
      );
      const version = await readDocumentsVersion(db);
      const [savedSearch] = await presentSavedSearches(
        db,
        searchRunner,
        [row],
        version,
        `account:${session.user.id}`,
      );
      return { success: true as const, message: ALERTS_API_MESSAGES.updated, savedSearch };
    },
  );

  app.delete(
    '/me/saved-searches/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['Alerts'],
        params: IdParam,
        response: { 200: SavedSearchDeleted, ...errors },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      await deleteSavedSearch(db, session.user.id, request.params.id);
      return { success: true as const, message: ALERTS_API_MESSAGES.deleted };
    },
  );

  // From the alert mail's link, without signing in: the token is the only key, and it stops one alert.
  app.get(
    '/alerts/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['Alerts'],
        params: UnsubscribeParams,
        response: { 200: UnsubscribeAnswer, 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const { name } = await unsubscribeAlert(db, request.params.token);
      return { success: true as const, message: ALERTS_API_MESSAGES.unsubscribed(name), name };
    },
  );
};
export default routes;
