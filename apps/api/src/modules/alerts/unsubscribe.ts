import { ALERTS_API_MESSAGES } from '@lexfaso/contracts';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { sha256 } from '../../platform/tokens';

/**
 * The one-click stop of a mailed alert: the token (stored as its SHA-256) names one saved search and does
 * nothing else; it stops that alert only, and dies with the saved search (ids are never reused).
 */
export async function unsubscribeAlert(db: DB, token: string): Promise<{ name: string }> {
  const row = await db
    .selectFrom('alert_unsubscribes')
    .innerJoin('saved_searches', 'saved_searches.id', 'alert_unsubscribes.saved_search_id')
    .select(['saved_searches.id', 'saved_searches.name'])
    .where('alert_unsubscribes.token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) throw notFound(ALERTS_API_MESSAGES.unsubscribeInvalid, 'UNSUBSCRIBE_INVALID');
  await db
    .updateTable('saved_searches')
    .set({ alert: 'none', next_alert_at: null, updated_at: nowIso() })
    .where('id', '=', row.id)
    .execute();
  return { name: row.name };
}
