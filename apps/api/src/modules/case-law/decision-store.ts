import {
  CASE_LAW_MESSAGES,
  type DecisionFields,
  type DecisionOutline,
  type DecisionSummary,
  type DecisionView,
} from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { numberKey, parseDecisionCitation } from './citation-query';
import { chamberOf, courtById } from './courts';
import { decisionFieldsChanged } from './decision-links';

/** Writes (or replaces) the decision fields of document `documentId`, in the caller's transaction. */
async function writeDecision(db: DB, documentId: number, f: DecisionFields) {
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
function toDecisionFields(r: DecisionRow): DecisionFields {
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

/** `decision` of the outline a visitor sees: the facts of the decision's heading, not its parties. */
export async function readDecisionOutline(db: DB, documentId: number): Promise<DecisionOutline | null> {
  const view = await readDecisionView(db, documentId);
  if (!view) return null;
  const { court, chamber, nature, number, date, solution } = view;
  return { court, chamber, nature, number, date, solution };
}

/** The decisions among `ids`: what a search hit shows and what the engine filters them by. */
export async function decisionSummaries(
  db: DB,
  ids: readonly number[],
): Promise<Map<number, DecisionSummary>> {
  const out = new Map<number, DecisionSummary>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('decisions')
      .select(['document_id', 'court_id', 'decision_date', 'solution'])
      .where('document_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const court = courtById(r.court_id);
      if (court)
        out.set(Number(r.document_id), {
          court: { id: court.id, name: court.name, kind: court.kind },
          date: r.decision_date,
          solution: r.solution as DecisionSummary['solution'],
        });
    }
  }
  return out;
}

/** At most this many decisions answer one citation ('n°22' alone names a 22 of several courts and years). */
const CITATION_MATCHES = 10;

/**
 * The published decisions a query cites ('CCJA, arrêt n°025/2018 du …'), newest first: same number (leading
 * zeros and case aside), and the same date and one of the courts when the query names them.
 */
export async function decisionsCited(db: DB, query: string): Promise<number[]> {
  const cited = parseDecisionCitation(query);
  if (!cited) return [];
  // The number's last figures narrow the rows read; the key decides.
  const figures = /[0-9]+(?!.*[0-9])/.exec(cited.number)?.[0] ?? cited.number;
  let rows = db
    .selectFrom('decisions as x')
    .innerJoin('documents as d', 'd.id', 'x.document_id')
    .select(['x.document_id', 'x.number', 'x.court_id', 'x.decision_date'])
    .where('d.is_published', '=', 1)
    .where('x.number', 'like', `%${figures}%`);
  if (cited.date) rows = rows.where('x.decision_date', '=', cited.date);
  if (cited.courts) rows = rows.where('x.court_id', 'in', cited.courts);
  const found = await rows.orderBy('x.decision_date', 'desc').orderBy('x.document_id').execute();
  return found
    .filter((r) => numberKey(r.number) === cited.number)
    .slice(0, CITATION_MATCHES)
    .map((r) => Number(r.document_id));
}

/**
 * The form's decision fields checked against the courts list (a court of the list, one of its chambers) and
 * stored; 400 with the field at fault otherwise. Called in the document write's transaction.
 */
export async function writeCheckedDecision(db: DB, documentId: number, f: DecisionFields) {
  const court = courtById(f.courtId);
  if (!court) {
    const message = CASE_LAW_MESSAGES.unknownCourt;
    throw badRequest(message, [{ field: 'decision.courtId', message }]);
  }
  const chamber = f.chamber === null ? null : chamberOf(court, f.chamber);
  if (chamber === undefined) {
    const message = CASE_LAW_MESSAGES.unknownChamber;
    throw badRequest(message, [{ field: 'decision.chamber', message }]);
  }
  const before = await readDecisionFields(db, documentId);
  await writeDecision(db, documentId, { ...f, chamber });
  await decisionFieldsChanged(db, documentId, before, f);
}

/** Its decision fields go (its type left the `jurisprudence` category); the references to it with them. */
export async function deleteDecision(db: DB, documentId: number) {
  const before = await readDecisionFields(db, documentId);
  if (!before) return;
  await db.deleteFrom('decisions').where('document_id', '=', documentId).execute();
  await decisionFieldsChanged(db, documentId, before, null);
}
