import type { DocumentSearchAnswer, SavedSearchFilters } from '@lexfaso/contracts';
import type { SearchRunner } from '../../deps';
import type { DB } from '../../platform/db/database';

/** A text made public after some documents version (documents.published_version, migration 0020). */
export interface PublishedText {
  id: number;
  version: number;
}

/**
 * The texts first made public after `after` and up to `upTo` (documents versions), still public. The range is
 * the narrow condition and the only one asked of the database: with `is_published = 1` beside it, SQLite
 * (which keeps no statistics) preferred the equality of documents_listing's index to the range of
 * documents_published_version's, and read every published document, on the request thread, for each batch
 * of an alert pass (docs/benchmarks.md, "Alert pass"). The few texts of the range withdrawn since are left
 * out here.
 */
export async function textsPublishedBetween(db: DB, after: number, upTo: number): Promise<PublishedText[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'published_version', 'is_published'])
    .where('published_version', '>', after)
    .where('published_version', '<=', upTo)
    .execute();
  return rows
    .filter((r) => Number(r.is_published) === 1)
    .map((r) => ({ id: r.id, version: Number(r.published_version) }));
}

/** What an alert's or a visit's search finds among new texts. */
export interface NewTextsFound {
  /** Newest first (publication date), at most `limit`. */
  documents: DocumentSearchAnswer['documents'];
  total: number;
  /** False when the engine cut the search short for a caller who spent much: ask again later. */
  complete: boolean;
}

/**
 * Runs a saved search through the search page's engine (the SearchRunner, same analyser, filters and
 * matching), among the given new texts only, newest first. Date order on purpose: relevance order may widen
 * a query that finds few documents to those with most of its words, which the search page does only when the
 * whole corpus finds few. An answer that had to fall back on a spelling suggestion finds nothing new: the
 * words as saved matched none of the new texts. Without snippets: a mail lists titles, types and dates, a
 * saved search shows a count; the passages' extracts would be read and highlighted for nothing.
 */
export async function findAmongNewTexts(
  runner: SearchRunner,
  search: { q: string; filters: SavedSearchFilters },
  textIds: readonly number[],
  opts: { version: number; caller: string; limit: number },
): Promise<NewTextsFound> {
  if (textIds.length === 0) return { documents: [], total: 0, complete: true };
  const { answer, reproducible } = await runner.search(
    {
      ...search.filters,
      q: search.q === '' ? undefined : search.q,
      sort: 'date',
      page: 1,
      limit: opts.limit,
    },
    { role: 'ROLE_USER', canDownloadPdf: false },
    opts.version,
    opts.caller,
    { documentIds: textIds },
    { snippets: false },
  );
  if (answer.suggestionApplied) return { documents: [], total: 0, complete: reproducible };
  return { documents: answer.documents, total: answer.pagination.total, complete: reproducible };
}
