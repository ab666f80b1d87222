import { ARTICLE_STATUSES, LAW_MESSAGES } from '@lexfaso/contracts';
import { z } from 'zod';
import type { DB } from '../../../platform/db/database';
import { setArticleStatus } from './statuses-store';

/**
 * Article statuses an official text's manifest carries (the demo's manifests, `npm run import --manifest`):
 * what its edition's own notes say ("abrogé par", "modifié par"), or the text that repealed it. `articles`
 * names article ids of the text ('article-2114', 'articles-2116-et-2117'), or '*' for every article but
 * `except`; `by` names the text that changed them by its reference (and one of its articles).
 */
export const ManifestArticleStatus = z.object({
  articles: z.union([z.literal('*'), z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1)]),
  except: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
  status: z.enum(ARTICLE_STATUSES),
  note: z.string().min(1),
  by: z.object({ reference: z.string(), article: z.string().optional() }).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Where the edition says it (its note number, the article of the text that did it), for the reader of the manifest. */
  source: z.string().optional(),
});
export type ManifestArticleStatus = z.infer<typeof ManifestArticleStatus>;

/**
 * Sets the manifest's statuses on text `documentId` as it stands (in the caller's transaction). An article
 * the text lacks, or a `by` text the corpus does not hold, is an error: nothing is guessed.
 */
export async function applyManifestStatuses(
  db: DB,
  documentId: number,
  articleIds: readonly string[],
  statuses: readonly ManifestArticleStatus[],
): Promise<number> {
  const known = new Set(articleIds);
  let set = 0;
  for (const s of statuses) {
    let by: { documentId: number; articleId: string | null; reference: string } | null = null;
    if (s.by) {
      const row = await db
        .selectFrom('documents')
        .select('id')
        .where('reference', '=', s.by.reference)
        .executeTakeFirst();
      if (!row) throw new Error(LAW_MESSAGES.manifestTextNotFound(s.by.reference));
      if (s.by.article) {
        const article = await db
          .selectFrom('text_articles')
          .select('article_id')
          .where('document_id', '=', Number(row.id))
          .where('article_id', '=', s.by.article)
          .executeTakeFirst();
        if (!article)
          throw new Error(LAW_MESSAGES.manifestArticleNotFound(`${s.by.reference} ${s.by.article}`));
      }
      by = { documentId: Number(row.id), articleId: s.by.article ?? null, reference: s.by.reference };
    }
    const except = new Set(s.except);
    const targets = s.articles === '*' ? articleIds.filter((id) => !except.has(id)) : s.articles;
    for (const articleId of targets) {
      if (!known.has(articleId)) throw new Error(LAW_MESSAGES.manifestArticleNotFound(articleId));
      await setArticleStatus(db, {
        documentId,
        articleId,
        status: s.status,
        note: s.note,
        by,
        date: s.date ?? null,
      });
      set++;
    }
  }
  return set;
}
