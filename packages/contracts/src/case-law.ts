import { z } from 'zod';
import { CASE_LAW_MESSAGES as M } from './messages/case-law';

// Case law (api.md "Case law"): a decision is a document of the `jurisprudence` category with these fields.

/** What a court is; labels in COURT_KIND_LABELS. */
export const COURT_KINDS = [
  'constitutional',
  'supreme',
  'cassation',
  'administrative',
  'audit',
  'appeal',
  'first-instance',
  'commercial',
  'labour',
  'community',
] as const;
export type CourtKind = (typeof COURT_KINDS)[number];

/** The State (ISO 3166 code) or the community (OHADA, UEMOA, CEDEAO) whose court it is. */
export const COURT_COUNTRIES = ['BF', 'FR', 'OHADA', 'UEMOA', 'CEDEAO'] as const;
export type CourtCountry = (typeof COURT_COUNTRIES)[number];

export const DECISION_NATURES = ['arrêt', 'jugement', 'décision', 'avis', 'ordonnance'] as const;
export type DecisionNature = (typeof DECISION_NATURES)[number];

/**
 * What a decision decides, as its dispositif says it (a search facet). `cassation` sends the case back to a
 * court; `annulation` annuls a judgment on review ("révision") or an act; `désignation de juridiction` names the
 * court or judge that will try or investigate (règlement de juges, privilège de juridiction); `admission` grants
 * a claim the court does not annul (an electoral appeal found well founded); the `avis` of a
 * constitutional court say whether a text conforms, the CCJA's consultative opinions are `avis`.
 */
export const SOLUTION = {
  rejet: 'rejet',
  admission: 'admission',
  irrecevabilite: 'irrecevabilité',
  cassation: 'cassation',
  cassationPartielle: 'cassation partielle',
  cassationSansRenvoi: 'cassation sans renvoi',
  annulation: 'annulation',
  desistement: 'désistement',
  decheance: 'déchéance',
  nonLieu: 'non-lieu à statuer',
  incompetence: 'incompétence',
  renvoi: 'renvoi',
  designation: 'désignation de juridiction',
  conformite: 'conformité',
  nonConformite: 'non-conformité',
  avisConforme: 'avis conforme',
  avisNonConformite: 'avis de non-conformité',
  avis: 'avis',
  exequatur: 'exequatur',
  radiation: 'radiation',
  interpretation: 'interprétation',
  proclamation: 'proclamation',
  condamnation: 'condamnation',
  confirmation: 'confirmation',
  infirmation: 'infirmation',
} as const;
export type DecisionSolution = (typeof SOLUTION)[keyof typeof SOLUTION];
export const DECISION_SOLUTIONS = Object.values(SOLUTION) as [DecisionSolution, ...DecisionSolution[]];

/** The parts a decision's text is read in (labels in DECISION_PART_LABELS). */
export const DECISION_PART_KINDS = [
  'header',
  'visas',
  'motifs',
  'dispositif',
  'signatures',
  'annexes',
] as const;
export type DecisionPartKind = (typeof DECISION_PART_KINDS)[number];

const isRealDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
const nullableText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, message).nullable(),
  );

/** A court as a decision names it. */
export const CourtRef = z.object({
  /** Stable id: 'bf-cour-de-cassation', 'ohada-ccja', 'fr-ca-chambery'. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: z.enum(COURT_KINDS),
});
export type CourtRef = z.infer<typeof CourtRef>;

/** A court of the reference list (apps/api/src/modules/case-law/seed/courts.json). */
export const Court = CourtRef.extend({
  country: z.enum(COURT_COUNTRIES),
  /** Its chambers as they existed (empty when it has none or they are not known). */
  chambers: z.array(z.string().min(1)),
});
export type Court = z.infer<typeof Court>;

/** GET /api/courts. */
export const CourtsAnswer = z.object({
  courts: z.array(CourtRef.extend({ country: z.enum(COURT_COUNTRIES), decisionCount: z.number().int() })),
});
export type CourtsAnswer = z.infer<typeof CourtsAnswer>;

/** A decision's own fields, as the back-office form and the import send them. */
export const DecisionFields = z.object({
  courtId: z.string({ message: M.courtRequired }).trim().min(1, M.courtRequired).max(80, M.unknownCourt),
  chamber: nullableText(120, M.chamberTooLong),
  number: z.string({ message: M.numberRequired }).trim().min(1, M.numberRequired).max(120, M.numberTooLong),
  date: z.string({ message: M.dateInvalid }).trim().refine(isRealDay, M.dateInvalid),
  nature: z.enum(DECISION_NATURES, { message: M.natureInvalid }),
  /** Null only when the published text stops before its dispositif. */
  solution: z.enum(DECISION_SOLUTIONS, { message: M.solutionInvalid }).nullable(),
  /** As published, natural persons anonymised ('Monsieur Y.K. c/ Société S.'). */
  parties: nullableText(1000, M.partiesTooLong),
  /** The sommaire (headnote) when the source has one. */
  summary: nullableText(20_000, M.summaryTooLong),
  keywords: z
    .array(z.string().trim().min(1, M.keywordInvalid).max(1000, M.keywordInvalid))
    .max(50, M.tooManyKeywords)
    .default([]),
});
export type DecisionFieldsInput = z.input<typeof DecisionFields>;
export type DecisionFields = z.output<typeof DecisionFields>;

/** What a search hit shows of a decision (api.md: "results show court, date and solution"). */
export const DecisionSummary = z.object({
  court: CourtRef,
  date: z.string(),
  solution: z.enum(DECISION_SOLUTIONS).nullable(),
});
export type DecisionSummary = z.infer<typeof DecisionSummary>;

/** `decision` of GET /api/documents/{id} for a document of the `jurisprudence` category. */
export const DecisionView = DecisionFields.omit({ courtId: true }).extend({ court: CourtRef });
export type DecisionView = z.infer<typeof DecisionView>;

/**
 * `decision` of GET /api/documents/{id}/outline, what a signed-out visitor is shown of a decision: the facts
 * of its heading (court, chamber, nature, number, date, solution), not its parties nor its sommaire.
 */
export const DecisionOutline = DecisionView.pick({
  court: true,
  chamber: true,
  nature: true,
  number: true,
  date: true,
  solution: true,
});
export type DecisionOutline = z.infer<typeof DecisionOutline>;
