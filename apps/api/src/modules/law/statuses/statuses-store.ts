import type { ArticleStatus, StatusNote } from '@lexfaso/contracts';
import { sql } from 'kysely';
import { nowIso } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';

export interface ArticleState {
  status: ArticleStatus;
  statusNote: StatusNote | null;
}

interface StatusRow {
  article_id: string;
  status: string;
  note: string | null;
  by_document_id: number | null;
  by_article_id: string | null;
  by_reference: string | null;
  changed_on: string | null;
  by_published: number | null;
  by_reference_now: string | null;
  by_title: string | null;
}

/**
 * The statuses of the articles of version `versionId` (0: as it stands) of text `id` that are not plainly in
 * force. What changed an article is linked only while that text is published (a draft or deleted text is
 * named in the note's words only).
 */
export async function articleStatuses(
  db: DB,
  id: number,
  versionId: number,
): Promise<Map<string, ArticleState>> {
  const { rows } =
    await sql<StatusRow>`SELECT s.article_id, s.status, s.note, s.by_document_id, s.by_article_id,
      s.by_reference, s.changed_on, b.is_published AS by_published, b.reference AS by_reference_now, b.title AS by_title
    FROM article_statuses s LEFT JOIN documents b ON b.id = s.by_document_id
    WHERE s.document_id = ${id} AND s.version_id = ${versionId}`.execute(db);
  const states = new Map<string, ArticleState>();
  for (const r of rows) {
    const linked = r.by_document_id !== null && Number(r.by_published) === 1;
    const note: StatusNote | null =
      r.note === null && !linked
        ? null
        : {
            text: r.note ?? '',
            ...(linked
              ? {
                  by: {
                    documentId: Number(r.by_document_id),
                    ...(r.by_article_id ? { articleId: r.by_article_id } : {}),
                    reference: r.by_reference ?? r.by_reference_now ?? r.by_title ?? '',
                  },
                }
              : {}),
            ...(r.changed_on ? { date: r.changed_on } : {}),
          };
    states.set(r.article_id, { status: r.status as ArticleStatus, statusNote: note });
  }
  return states;
}

/** The repealed articles of a text as it stands: the search ranks them after the live ones. */
export async function repealedArticleIds(db: DB, ids: readonly number[]): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('article_statuses')
    .select(['document_id', 'article_id'])
    .where('document_id', 'in', ids)
    .where('version_id', '=', 0)
    .where('status', '=', 'abroge')
    .execute();
  for (const r of rows) {
    const id = Number(r.document_id);
    const set = out.get(id) ?? new Set<string>();
    set.add(r.article_id);
    out.set(id, set);
  }
  return out;
}

export interface StatusChange {
  documentId: number;
  articleId: string;
  status: ArticleStatus;
  note?: string | null;
  by?: { documentId: number; articleId?: string | null; reference?: string | null } | null;
  date?: string | null;
}

/**
 * Sets an article's status in the text as it stands (an article plainly in force, without a note, has no
 * row). Returns the previous state, for the audit trail.
 */
export async function setArticleStatus(db: DB, change: StatusChange) {
  const previous = await db
    .selectFrom('article_statuses')
    .select(['status', 'note'])
    .where('document_id', '=', change.documentId)
    .where('version_id', '=', 0)
    .where('article_id', '=', change.articleId)
    .executeTakeFirst();
  await db
    .deleteFrom('article_statuses')
    .where('document_id', '=', change.documentId)
    .where('version_id', '=', 0)
    .where('article_id', '=', change.articleId)
    .execute();
  const plain = change.status === 'en_vigueur' && !change.note && !change.by;
  if (!plain)
    await db
      .insertInto('article_statuses')
      .values({
        document_id: change.documentId,
        version_id: 0,
        article_id: change.articleId,
        status: change.status,
        note: change.note ?? null,
        by_document_id: change.by?.documentId ?? null,
        by_article_id: change.by?.articleId ?? null,
        by_reference: change.by?.reference ?? null,
        changed_on: change.date ?? null,
        updated_at: nowIso(),
      })
      .execute();
  return previous ?? null;
}

/** Statuses of the text as it stands move to the version they belonged to when a new version is added. */
export async function keepStatusesWithVersion(db: DB, documentId: number, versionId: number) {
  await db
    .updateTable('article_statuses')
    .set({ version_id: versionId })
    .where('document_id', '=', documentId)
    .where('version_id', '=', 0)
    .execute();
}

/** The statuses of the articles of texts as they stand, for search hits (one read for a page). */
export async function statusesOfTexts(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, Map<string, ArticleState>>> {
  const out = new Map<number, Map<string, ArticleState>>();
  const withStatuses =
    ids.length === 0
      ? []
      : await db
          .selectFrom('article_statuses')
          .select('document_id')
          .distinct()
          .where('document_id', 'in', ids)
          .where('version_id', '=', 0)
          .execute();
  for (const r of withStatuses)
    out.set(Number(r.document_id), await articleStatuses(db, Number(r.document_id), 0));
  return out;
}

/** What a search hit's line says of an article not in force: 'Abrogé', 'Abrogé par …'; null when in force. */
export function statusLabelOf(
  state: ArticleState | undefined,
  labels: { repealed: string; repealedBy: (by: string) => string; modified: string },
) {
  if (!state || state.status === 'en_vigueur') return null;
  if (state.status === 'modifie') return labels.modified;
  const by = state.statusNote?.by?.reference;
  return by ? labels.repealedBy(by) : labels.repealed;
}
