import type { ArticleLink, ArticleStatus, StatusNote } from '@lexfaso/contracts';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../platform/db/database';
import { type TextCitations, textCitations } from './citations/citations-view';
import { type ArticleState, articleStatuses } from './statuses/statuses-store';

/** What the law module adds to a version of a text: its articles' statuses and links, and what cites them. */
export interface TextAnnotations {
  statuses: Map<string, ArticleState>;
  citations: TextCitations;
}

// A text's statuses, read once per state of the text (a status change saves the text: a new update time),
// so the windows of a long text share one read.
const statusCache = new LRUCache<string, Map<string, ArticleState>>({ max: 200 });

export async function textAnnotations(
  db: DB,
  id: number,
  versionId: number,
  citationsAt: string | null,
  updatedAt?: string,
): Promise<TextAnnotations> {
  const key = updatedAt === undefined ? null : `${id}:${versionId}:${updatedAt}`;
  const cached = key === null ? undefined : statusCache.get(key);
  const [statuses, citations] = await Promise.all([
    cached ?? articleStatuses(db, id, versionId),
    textCitations(db, id, versionId, citationsAt),
  ]);
  if (key !== null && !cached) statusCache.set(key, statuses);
  return { statuses, citations };
}

interface AnnotatedArticle {
  status?: ArticleStatus;
  statusNote?: StatusNote | null;
  links?: ArticleLink[];
  citedByCount?: number;
}

/**
 * The blocks with, on each article, its status, what changed it, its links and how many articles cite it;
 * on another block, its links when it has some (a court decision's paragraphs).
 */
export function annotateBlocks<B extends { id: string; kind: string }>(
  blocks: readonly B[],
  a: TextAnnotations,
): Array<B & AnnotatedArticle> {
  return blocks.map((b) => {
    if (b.kind !== 'article') {
      const links = a.citations.links.get(b.id);
      return links?.length ? { ...b, links } : b;
    }
    const state = a.statuses.get(b.id);
    return {
      ...b,
      status: state?.status ?? 'en_vigueur',
      statusNote: state?.statusNote ?? null,
      links: a.citations.links.get(b.id) ?? [],
      citedByCount: a.citations.citedBy.get(b.id) ?? 0,
    };
  });
}

/** The table of contents with the articles that are not in force marked. */
export function annotateToc<E extends { id: string; kind: string }>(toc: readonly E[], a: TextAnnotations) {
  return toc.map((e) => {
    const status = e.kind === 'article' ? a.statuses.get(e.id)?.status : undefined;
    return status && status !== 'en_vigueur' ? { ...e, status } : e;
  });
}
