import { sql } from 'kysely';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';

/**
 * A PDF download, for the account's download history (api.md "Personal library", read by modules/library):
 * one row per account and text, its latest time and a count, so a reader downloading the same code every day
 * costs one indexed upsert and no growing table.
 */
export async function recordPdfDownload(db: DB, userId: number, documentId: number) {
  await db
    .insertInto('pdf_downloads')
    .values({ user_id: userId, document_id: documentId, downloaded_at: nowIso(), count: 1 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'document_id']).doUpdateSet({
        downloaded_at: (eb) => eb.ref('excluded.downloaded_at'),
        count: sql`${sql.ref('pdf_downloads.count')} + 1`,
      }),
    )
    .execute();
}
