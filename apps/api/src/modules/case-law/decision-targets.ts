import { DECISION_NATURES, type DecisionNature } from '@lexfaso/contracts';
import { COURT_GROUPS, numberKey } from './citation-query';
import { courtById } from './courts';

/**
 * What a decision's reference to another decision names, as `citations.target` stores it:
 * 'decision:<court>:<nature>:<number>:<date>'. The court is a court id of the list, several ('Cass.' may be
 * the Burkinabè or the French one: the citing decision's country decides), or '=' for the citing decision's
 * own court ('la Cour de céans'); the nature is '*' when the reference says only 'décision'; the number is its
 * key (numberKey: no leading zeros, upper case); the date is empty when the reference gives none.
 */
export interface DecisionTarget {
  courts: readonly string[] | 'own';
  nature: DecisionNature | '*';
  number: string;
  date: string | null;
}

export const DECISION_TARGET_PREFIX = 'decision:';
const OWN_COURT = '=';

export const formatDecisionTarget = (t: DecisionTarget) =>
  `${DECISION_TARGET_PREFIX}${t.courts === 'own' ? OWN_COURT : t.courts.join('|')}:${t.nature}:${t.number}:${t.date ?? ''}`;

export function parseDecisionTarget(target: string): DecisionTarget | null {
  if (!target.startsWith(DECISION_TARGET_PREFIX)) return null;
  const [court, nature, number, date] = target.slice(DECISION_TARGET_PREFIX.length).split(':');
  if (!court || !number || (nature !== '*' && !(DECISION_NATURES as readonly string[]).includes(nature)))
    return null;
  return {
    courts: court === OWN_COURT ? 'own' : court.split('|'),
    nature: nature as DecisionTarget['nature'],
    number,
    date: date || null,
  };
}

/** What resolution reads of a stored decision. */
export interface DecisionKey {
  documentId: number;
  courtId: string;
  nature: string;
  number: string;
  date: string;
}

/**
 * The decision a reference names, from decision `citing` (its id and court), among `candidates` (at least
 * every decision with that number), or null. Precision first, a wrong link being worse than none:
 * - the court must be known, and be a community court (the CCJA) or one of the citing decision's country (a
 *   CCJA decision's "Cour suprême" is a member state's, not Burkina Faso's);
 * - without a date, the number must carry more than a sequence ('063/2008', '2005-003/CC/EPF'): an 'arrêt n°23'
 *   of a court is one of every year;
 * - the nature must agree when the reference gives one ('arrêt', 'avis'…);
 * - exactly one decision may answer, and not the citing one (a decision naming itself is no link).
 */
export function resolveDecisionTarget(
  t: DecisionTarget,
  citing: { documentId: number; courtId: string | null },
  candidates: readonly DecisionKey[],
): number | null {
  const own = citing.courtId === null ? undefined : courtById(citing.courtId);
  const courts = (t.courts === 'own' ? (own ? [own.id] : []) : t.courts).filter((id) => {
    const court = courtById(id);
    return court && (court.kind === 'community' || court.country === own?.country);
  });
  if (courts.length === 0) return null;
  if (t.date === null && !/[/-]/.test(t.number)) return null;
  const matches = candidates.filter(
    (c) =>
      courts.includes(c.courtId) &&
      numberKey(c.number) === t.number &&
      (t.date === null || c.date === t.date) &&
      (t.nature === '*' || c.nature === t.nature),
  );
  return matches.length === 1 && matches[0].documentId !== citing.documentId ? matches[0].documentId : null;
}

/**
 * Every target that may name a decision with these fields (those its change must resolve again): its court
 * alone, any group of courts holding it, or the citing decision's own; its nature or any; its date or none.
 */
export function targetsNaming(d: Pick<DecisionKey, 'courtId' | 'nature' | 'number' | 'date'>): string[] {
  const courts: DecisionTarget['courts'][] = [
    'own',
    [d.courtId],
    ...COURT_GROUPS.filter((g) => g.length > 1 && g.includes(d.courtId)),
  ];
  const natures: DecisionTarget['nature'][] = [d.nature as DecisionNature, '*'];
  const out: string[] = [];
  for (const c of courts)
    for (const nature of natures)
      for (const date of [d.date, null])
        out.push(formatDecisionTarget({ courts: c, nature, number: numberKey(d.number), date }));
  return out;
}
