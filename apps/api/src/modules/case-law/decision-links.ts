import type { DecisionFields } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { reresolveOtherReferences } from '../law/citations/citations-store';
import { type ReferenceKind, registerReferenceKind } from '../law/citations/reference-kinds';
import { recogniseDecisionReferences } from './decision-references';
import {
  DECISION_TARGET_PREFIX,
  formatDecisionTarget,
  parseDecisionTarget,
  resolveDecisionTarget,
  targetsNaming,
} from './decision-targets';

/**
 * Decisions citing decisions, stored with the citations of "the law as it stands" (modules/law/citations:
 * reference-kinds.ts): this module recognises them in a decision's paragraphs and resolves them against the
 * stored decisions (the published ones, as for texts); a reference whose court is not named, or not one of the
 * list's, is not stored. A save of a decision's document resolves again the references naming it (its
 * publication may have changed); a change of its fields too, below.
 */
const DECISION_REFERENCES: ReferenceKind = {
  prefix: DECISION_TARGET_PREFIX,
  recognise: (text) =>
    recogniseDecisionReferences(text).flatMap((r) =>
      r.target ? [{ start: r.start, end: r.end, target: formatDecisionTarget(r.target) }] : [],
    ),
  async resolve(db, target, from, without) {
    const t = parseDecisionTarget(target);
    if (!t) return null;
    const citing = await db
      .selectFrom('decisions')
      .select('court_id')
      .where('document_id', '=', from)
      .executeTakeFirst();
    // The number's last figures narrow the rows read; its key decides (resolveDecisionTarget). Published
    // decisions only, as for texts: a draft answers nothing, and takes no reference from a published one.
    const figures = /[0-9]+(?!.*[0-9])/.exec(t.number)?.[0] ?? t.number;
    let rows = db
      .selectFrom('decisions as x')
      .innerJoin('documents as d', 'd.id', 'x.document_id')
      .select(['x.document_id', 'x.court_id', 'x.nature', 'x.number', 'x.decision_date'])
      .where('d.is_published', '=', 1)
      .where('x.number', 'like', `%${figures}%`);
    if (t.date) rows = rows.where('x.decision_date', '=', t.date);
    if (without !== undefined) rows = rows.where('x.document_id', '<>', without);
    const candidates = (await rows.execute()).map((r) => ({
      documentId: Number(r.document_id),
      courtId: r.court_id,
      nature: r.nature,
      number: r.number,
      date: r.decision_date,
    }));
    return resolveDecisionTarget(t, { documentId: from, courtId: citing?.court_id ?? null }, candidates);
  },
  async targetsOf(db, id) {
    const d = await db
      .selectFrom('decisions')
      .select(['court_id', 'nature', 'number', 'decision_date'])
      .where('document_id', '=', id)
      .executeTakeFirst();
    return d
      ? targetsNaming({ courtId: d.court_id, nature: d.nature, number: d.number, date: d.decision_date })
      : [];
  },
};

/** Makes the citations module read and resolve decisions' references to decisions (idempotent). */
export const registerDecisionReferences = () => registerReferenceKind(DECISION_REFERENCES);

type Named = Pick<DecisionFields, 'courtId' | 'nature' | 'number' | 'date'>;

/**
 * After a decision's fields are written or removed, in the write's transaction: the references that named it
 * as it was or name it as it is, those landing in it, and its own ('la Cour de céans' is its court) are
 * resolved again.
 */
export async function decisionFieldsChanged(
  db: DB,
  documentId: number,
  before: Named | null,
  after: Named | null,
) {
  const targets = [before, after].flatMap((d) => (d ? targetsNaming(d) : []));
  await reresolveOtherReferences(db, documentId, [...new Set(targets)]);
}
