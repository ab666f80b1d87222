import {
  ALERTS_API_MESSAGES,
  type AlertFrequency,
  type AlertPlan,
  SAVED_SEARCH_LIMITS,
  type SavedSearchFilters,
} from '@lexfaso/contracts';
import { sql } from 'kysely';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import { readDocumentsVersion } from '../documents/documents-version';
import { alertLimitsOf } from './plan';

export interface SavedSearchRow {
  id: number;
  user_id: number;
  name: string;
  q: string;
  filters: string;
  alert: string;
  alert_version: number | string;
  visited_version: number | string;
  next_alert_at: string | null;
  last_alert_at: string | null;
  created_at: string;
}

const COLUMNS = [
  'id',
  'user_id',
  'name',
  'q',
  'filters',
  'alert',
  'alert_version',
  'visited_version',
  'next_alert_at',
  'last_alert_at',
  'created_at',
] as const;

export const filtersOf = (row: Pick<SavedSearchRow, 'filters'>): SavedSearchFilters =>
  JSON.parse(row.filters) as SavedSearchFilters;

/** Only what was given: an empty filter field is not stored. */
const storedFilters = (filters: SavedSearchFilters) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== false)),
  );

export async function listSavedSearches(db: DB, userId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The user's own saved search; another user's id answers 404 as an unknown one does. */
async function findOwnSavedSearch(db: DB, userId: number, id: number): Promise<SavedSearchRow> {
  const row = await db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(ALERTS_API_MESSAGES.notFound);
  return row;
}

/** The plan's rules for an alert: its frequency, and how many the user already has besides `exceptId`. */
async function checkAlertAllowed(
  db: DB,
  userId: number,
  plan: AlertPlan,
  alert: AlertFrequency,
  exceptId: number | null,
) {
  if (alert === 'none') return;
  const limits = alertLimitsOf(plan);
  if (!limits.frequencies.includes(alert))
    throw forbidden(ALERTS_API_MESSAGES.frequencyNotInPlan, 'ALERT_FREQUENCY_NOT_IN_PLAN');
  let query = db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('alert', '!=', 'none');
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const { n } = await query.executeTakeFirstOrThrow();
  if (Number(n) >= limits.maxAlerts)
    throw conflict(ALERTS_API_MESSAGES.tooManyAlerts(limits.maxAlerts, plan === 'premium'), 'ALERT_LIMIT', [
      { field: 'alert', message: ALERTS_API_MESSAGES.tooManyAlerts(limits.maxAlerts, plan === 'premium') },
    ]);
}

/** Serialises the checks and the write of one user's saved searches (the limits hold under parallel calls). */
async function lockUser(trx: DB, userId: number) {
  // Touching the user's row takes its write lock on PostgreSQL; SQLite writes one at a time anyway.
  await sql`UPDATE users SET id = id WHERE id = ${userId}`.execute(trx);
}

export interface SavedSearchInput {
  name: string;
  q: string;
  filters: SavedSearchFilters;
  alert: AlertFrequency;
}

export async function createSavedSearch(
  db: DB,
  userId: number,
  plan: AlertPlan,
  input: SavedSearchInput,
): Promise<SavedSearchRow> {
  return withTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    const { n } = await trx
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= SAVED_SEARCH_LIMITS.maxPerUser)
      throw conflict(ALERTS_API_MESSAGES.tooManySaved(SAVED_SEARCH_LIMITS.maxPerUser), 'SAVED_SEARCH_LIMIT');
    await checkAlertAllowed(trx, userId, plan, input.alert, null);
    const version = await readDocumentsVersion(trx);
    const now = nowIso();
    const row = await trx
      .insertInto('saved_searches')
      .values({
        user_id: userId,
        name: input.name,
        q: input.q,
        filters: storedFilters(input.filters),
        alert: input.alert,
        alert_version: version,
        visited_version: version,
        // The first check comes at the next pass: texts published meanwhile are mailed then.
        next_alert_at: input.alert === 'none' ? null : now,
        last_alert_at: null,
        lease_token: null,
        lease_until: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findOwnSavedSearch(trx, userId, row.id);
  });
}

export async function updateSavedSearch(
  db: DB,
  userId: number,
  plan: AlertPlan,
  id: number,
  patch: Partial<SavedSearchInput> & { visited?: true },
): Promise<SavedSearchRow> {
  return withTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    const current = await findOwnSavedSearch(trx, userId, id);
    const values: Record<string, unknown> = { updated_at: nowIso() };
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.q !== undefined) values.q = patch.q;
    if (patch.filters !== undefined) values.filters = storedFilters(patch.filters);
    const version = await readDocumentsVersion(trx);
    if (patch.visited) values.visited_version = version;
    if (patch.alert !== undefined && patch.alert !== current.alert) {
      await checkAlertAllowed(trx, userId, plan, patch.alert, id);
      values.alert = patch.alert;
      if (patch.alert === 'none') {
        values.next_alert_at = null;
      } else if (current.alert === 'none') {
        // An alert turned on speaks of texts published from now on, first checked at the next pass.
        values.alert_version = version;
        values.next_alert_at = nowIso();
      }
    }
    await trx.updateTable('saved_searches').set(values).where('id', '=', id).execute();
    return findOwnSavedSearch(trx, userId, id);
  });
}

export async function deleteSavedSearch(db: DB, userId: number, id: number): Promise<void> {
  await findOwnSavedSearch(db, userId, id);
  await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** How many of the user's saved searches have an alert. */
export const alertsUsed = (rows: readonly Pick<SavedSearchRow, 'alert'>[]) =>
  rows.filter((r) => r.alert !== 'none').length;
