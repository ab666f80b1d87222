import {
  CASE_LAW_MESSAGES,
  type CourtRef,
  type DecisionFields,
  type DecisionSummary,
} from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import type { Block, DocumentStructure } from './structure';

/**
 * What a module that knows one category of documents adds to them (court decisions: modules/case-law, the
 * `jurisprudence` category). The documents module never imports those modules: the composition root
 * (modules/index.ts) registers each reader here, so the documents module stays generic.
 */
export interface CategoryReader {
  /**
   * The blocks a reader is shown, made from the generic ones: the ids of the generic blocks stay (links,
   * search anchors and "cité par" point at them); blocks may be added (a decision's parts).
   */
  blocks(generic: readonly Block[], content: string): Block[];
  /** Whether references in its paragraphs are citations, not only those in articles. */
  paragraphsCite: boolean;
  /** Fields of GET /api/documents/{id} beyond the document's own (a decision's `decision`). */
  detail(db: DB, id: number): Promise<Record<string, unknown>>;
  /** Fields of the outline a visitor sees (GET /api/documents/{id}/outline): a decision's heading facts. */
  outline?(db: DB, id: number): Promise<Record<string, unknown>>;
  /** The fields the back-office form edits (a decision's `decision`), for GET /api/admin/documents/{id}. */
  formFields?(db: DB, id: number): Promise<Record<string, unknown>>;
  /** Checks and stores the form's fields of this category (a decision's), in the write's transaction. */
  write?(db: DB, id: number, fields: DecisionFields): Promise<void>;
  /** Removes its fields from a document no longer of this category. */
  clear?(db: DB, id: number): Promise<void>;
  /** What search filters, counts and shows of these documents: a decision's court, date and solution. */
  search?: {
    summaries(db: DB, ids: readonly number[]): Promise<Map<number, DecisionSummary>>;
    /** The published documents a query cites by their usual citation, best first ('CCJA, arrêt n°025/2018'). */
    cited(db: DB, query: string): Promise<number[]>;
    court(id: string): CourtRef | undefined;
  };
}

const readers = new Map<string, CategoryReader>();

export function registerCategoryReader(category: string, reader: CategoryReader) {
  readers.set(category, reader);
}

export const categoryReader = (category: string | null | undefined) =>
  category ? readers.get(category) : undefined;

/** The search side of the readers that have one. */
const searchReaders = () => [...readers.values()].flatMap((r) => (r.search ? [r.search] : []));

/** The decisions among `ids`, by id, with what a hit shows of them. */
export async function summariesOf(db: DB, ids: readonly number[]) {
  const out = new Map<number, DecisionSummary>();
  if (ids.length === 0) return out;
  for (const reader of searchReaders())
    for (const [id, summary] of await reader.summaries(db, ids)) out.set(id, summary);
  return out;
}

/** The documents a query cites (a decision's usual citation), from every reader. */
export async function citedBy(db: DB, query: string): Promise<number[]> {
  const ids: number[] = [];
  for (const reader of searchReaders()) ids.push(...(await reader.cited(db, query)));
  return ids;
}

/** A court by id, from the reader that knows courts. */
export const courtOf = (id: string) =>
  searchReaders().reduce<CourtRef | undefined>((found, r) => found ?? r.court(id), undefined);

/** The structure of a document of `category` as readers are shown it; the generic one when no reader knows it. */
export function readerStructure(
  generic: DocumentStructure,
  content: string,
  category: string | null | undefined,
): DocumentStructure {
  const reader = categoryReader(category);
  if (!reader) return generic;
  const blocks = reader.blocks(generic.blocks, content);
  const toc = blocks
    .filter((b): b is Block & { kind: Exclude<Block['kind'], 'paragraph'> } => b.kind !== 'paragraph')
    .map((b) => ({
      id: b.id,
      kind: b.kind,
      level: b.level,
      label: b.label,
      ...(b.heading ? { heading: b.heading } : {}),
    }));
  return { blocks, toc };
}

/** The category of a document type, for the writes that must know it (its citations). */
export async function categoryOfType(db: DB, docTypeId: number | null | undefined) {
  if (docTypeId === null || docTypeId === undefined || readers.size === 0) return null;
  const row = await db
    .selectFrom('doc_types')
    .select('category')
    .where('id', '=', docTypeId)
    .executeTakeFirst();
  return row?.category ?? null;
}

/**
 * The form's category fields of document `id`, now of type `docTypeId`, in the write's transaction: the other
 * categories' fields go (its type changed), and given fields are checked and stored by its category's reader;
 * fields for a type whose category has none are refused (400), and the transaction with them.
 */
export async function writeCategoryFields(
  db: DB,
  id: number,
  docTypeId: number | null | undefined,
  decision: DecisionFields | undefined,
) {
  const reader = categoryReader(await categoryOfType(db, docTypeId));
  for (const other of readers.values()) if (other !== reader) await other.clear?.(db, id);
  if (decision === undefined) return;
  if (!reader?.write) {
    const message = CASE_LAW_MESSAGES.notADecisionType;
    throw badRequest(message, [{ field: 'decision', message }]);
  }
  await reader.write(db, id, decision);
}

/** The form's category fields of a document (the back-office reads them with it). */
export async function categoryFormFields(db: DB, id: number, docTypeId: number | null) {
  const reader = categoryReader(await categoryOfType(db, docTypeId));
  return reader?.formFields ? reader.formFields(db, id) : {};
}
