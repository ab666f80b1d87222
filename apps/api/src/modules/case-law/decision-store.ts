import type { DecisionFields, DecisionView } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { courtById } from './courts';

/** Writes (or replaces) the decision fields of document `documentId`, in the caller's transaction. */
export async function writeDecision(db: DB, documentId: number, f: DecisionFields) {
  const values = {
    court_id: f.courtId,
    chamber: f.chamber,
    number: f.number,
    decision_date: f.date,
    nature: f.nature,
    solution: f.solution,
    parties: f.parties,
    summary: f.summary,
    keywords: JSON.stringify(f.keywords),
  };
  const updated = await db
    .updateTable('decisions')
    .set(values)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('decisions')
      .values({ document_id: documentId, ...values })
      .execute();
}

/** Many decisions at once (the demo seed): one statement per chunk. */
export async function insertDecisions(db: DB, rows: { documentId: number; fields: DecisionFields }[]) {
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('decisions')
      .values(
        rows.slice(i, i + 100).map(({ documentId, fields: f }) => ({
          document_id: documentId,
          court_id: f.courtId,
          chamber: f.chamber,
          number: f.number,
          decision_date: f.date,
          nature: f.nature,
          solution: f.solution,
          parties: f.parties,
          summary: f.summary,
          keywords: JSON.stringify(f.keywords),
        })),
      )
      .execute();
}

type DecisionRow = {
  court_id: string;
  chamber: string | null;
  number: string;
  decision_date: string;
  nature: string;
  solution: string | null;
  parties: string | null;
  summary: string | null;
  keywords: string;
};

/** The fields of a stored decision as the shared schema writes them. */
export function toDecisionFields(r: DecisionRow): DecisionFields {
  return {
    courtId: r.court_id,
    chamber: r.chamber,
    number: r.number,
    date: r.decision_date,
    nature: r.nature as DecisionFields['nature'],
    solution: r.solution as DecisionFields['solution'],
    parties: r.parties,
    summary: r.summary,
    keywords: JSON.parse(r.keywords) as string[],
  };
}

export async function readDecisionFields(db: DB, documentId: number): Promise<DecisionFields | null> {
  const row = await db
    .selectFrom('decisions')
    .selectAll()
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row ? toDecisionFields(row) : null;
}

/**
 * `decision` of GET /api/documents/{id}: the fields with the court named; null for a document without them (and
 * for a court the list no longer has: writes accept only the list's courts).
 */
export async function readDecisionView(db: DB, documentId: number): Promise<DecisionView | null> {
  const fields = await readDecisionFields(db, documentId);
  const court = fields ? courtById(fields.courtId) : undefined;
  if (!fields || !court) return null;
  const { courtId: _, ...rest } = fields;
  return { ...rest, court: { id: court.id, name: court.name, kind: court.kind } };
}
