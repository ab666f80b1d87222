import type { DownloadsAnswer } from '@lexfaso/contracts';
import { offsetOf, toCount } from '../../http/paging';
import type { DB } from '../../platform/db/database';
import { DOCUMENT_REF_COLUMNS, toDocumentRef } from './document-ref';

/** GET /api/me/downloads: the user's PDF downloads of published texts, the latest first. */
export async function listDownloads(
  db: DB,
  userId: number,
  page: number,
  limit: number,
): Promise<DownloadsAnswer> {
  const base = db
    .selectFrom('pdf_downloads as p')
    .innerJoin('documents as d', 'd.id', 'p.document_id')
    .leftJoin('doc_types as dt', 'dt.id', 'd.doc_type_id')
    .where('p.user_id', '=', userId)
    .where('d.is_published', '=', 1);
  const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await base
    .select([...DOCUMENT_REF_COLUMNS, 'p.downloaded_at', 'p.count'])
    .orderBy('p.downloaded_at', 'desc')
    .orderBy('p.document_id', 'desc')
    .limit(limit)
    .offset(offsetOf(page, limit))
    .execute();
  const total = toCount(counted?.n);
  return {
    downloads: rows.map((r) => ({
      document: toDocumentRef(r),
      downloadedAt: r.downloaded_at,
      count: Number(r.count),
    })),
    pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}
