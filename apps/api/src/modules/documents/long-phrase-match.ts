import { type RawBuilder, sql } from 'kysely';
import { type QueryItem, type SearchQuery, tsItem, tsPhrase } from '../../search';

// PostgreSQL: in a long document's vector every word past the 16,383rd sits at position 16,383, so a
// phrase there can be missed, or found where its words are not adjacent. Such documents are also
// indexed in chunks with exact positions (search/phrase-chunks.ts). For a query with a phrase, a long
// document (one with chunks) is therefore judged apart: its phrases in its title (exact positions in
// the vector) or in its chunks, its words in its vector. Other documents are judged by their vector
// alone, as before. Long documents are few, so the second condition is evaluated on them only.

const isPhrase = (item: QueryItem) => tsPhrase(item) !== null;

/** SQL condition on a long document `d2` for one word or phrase; null when nothing of it is searchable. */
function itemCondition(item: QueryItem): RawBuilder<unknown> | null {
  const phrase = tsPhrase(item);
  if (phrase === null) {
    const text = tsItem(item);
    return text === null ? null : sql`d2.search_vector @@ to_tsquery('simple', ${text})`;
  }
  return sql`(d2.search_vector @@ to_tsquery('simple', ${phrase.inTitle}) OR EXISTS (SELECT 1
    FROM document_phrase_chunks c WHERE c.document_id = d2.id AND c.vector @@ to_tsquery('simple', ${phrase.inBody})))`;
}

/** Items joined by OR, as toTsQuery groups them; null when none is searchable. */
function anyOf(items: QueryItem[]): RawBuilder<unknown> | null {
  const parts = items.map(itemCondition).filter((p): p is RawBuilder<unknown> => p !== null);
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The condition on `documents d` for a compiled query (`inVector`), with long documents judged by their
 * chunks when the query has a phrase; `inVector` itself when it has none (words need no positions).
 * Written with `= ANY(ARRAY(…))` so that PostgreSQL ORs an index scan of the ids with the vector's.
 */
export function withLongDocumentPhrases(q: SearchQuery, inVector: RawBuilder<unknown>): RawBuilder<unknown> {
  if (![...q.clauses.flatMap((c) => c.items), ...q.excluded].some(isPhrase)) return inVector;
  const required = q.clauses.map((c) => anyOf(c.items)).filter((p): p is RawBuilder<unknown> => p !== null);
  if (required.length === 0) return inVector;
  const excluded = anyOf(q.excluded);
  const all = excluded === null ? required : [...required, sql`NOT ${excluded}`];
  const longIds = sql`ARRAY(SELECT DISTINCT document_id FROM document_phrase_chunks)`;
  return sql`((${inVector} AND d.id <> ALL(${longIds})) OR d.id = ANY(ARRAY(SELECT d2.id FROM documents d2
    WHERE d2.id IN (SELECT document_id FROM document_phrase_chunks) AND ${sql.join(all, sql` AND `)})))`;
}
