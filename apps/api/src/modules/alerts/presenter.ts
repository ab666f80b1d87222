import type { AlertFrequency, SavedSearch } from '@lexfaso/contracts';
import type { SearchRunner } from '../../deps';
import type { DB } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findAmongNewTexts, textsPublishedBetween } from './new-texts';
import { filtersOf, type SavedSearchRow } from './saved-searches-store';

/**
 * Saved searches as the API shows them, each with how many texts published since the user last reran it
 * it finds: counted by the search page's engine among those texts only, the engine time counted to the user.
 */
export async function presentSavedSearches(
  db: DB,
  runner: SearchRunner,
  rows: readonly SavedSearchRow[],
  version: number,
  caller: string,
): Promise<SavedSearch[]> {
  const oldest = Math.min(version, ...rows.map((r) => Number(r.visited_version)));
  const published = rows.length ? await textsPublishedBetween(db, oldest, version) : [];
  const out: SavedSearch[] = [];
  for (const row of rows) {
    const since = Number(row.visited_version);
    const ids = published.filter((t) => t.version > since).map((t) => t.id);
    const search = { q: row.q, filters: filtersOf(row) };
    let newSinceLastVisit = 0;
    try {
      newSinceLastVisit = (await findAmongNewTexts(runner, search, ids, { version, caller, limit: 1 })).total;
    } catch (err) {
      // A filter that no longer resolves (a deleted type or domain) finds nothing.
      if (!(err instanceof AppError && err.statusCode === 400)) throw err;
    }
    out.push({
      id: row.id,
      name: row.name,
      q: row.q,
      filters: search.filters,
      alert: row.alert as AlertFrequency,
      lastAlertAt: row.last_alert_at,
      newSinceLastVisit,
      createdAt: row.created_at,
    });
  }
  return out;
}
