import type { DecisionFields, DecisionFieldsInput, MetadataAnswer } from '@lexfaso/contracts';

/** The category whose types are court decisions (DOC_TYPE_CATEGORIES): their form shows the decision fields. */
const DECISION_CATEGORY = 'jurisprudence';

/** A decision's fields as the form's inputs hold them (strings, '' for none; keywords one per line). */
export interface DecisionValues {
  courtId: string;
  chamber: string;
  number: string;
  date: string;
  nature: string;
  solution: string;
  parties: string;
  summary: string;
  keywords: string;
}

export const EMPTY_DECISION: DecisionValues = {
  courtId: '',
  chamber: '',
  number: '',
  date: '',
  nature: '',
  solution: '',
  parties: '',
  summary: '',
  keywords: '',
};

/** The form's values of a decision as GET /admin/documents/{id} answers it (none: empty fields). */
export const decisionValuesOf = (d: DecisionFields | null | undefined): DecisionValues =>
  d
    ? {
        courtId: d.courtId,
        chamber: d.chamber ?? '',
        number: d.number,
        date: d.date,
        nature: d.nature,
        solution: d.solution ?? '',
        parties: d.parties ?? '',
        summary: d.summary ?? '',
        keywords: d.keywords.join('\n'),
      }
    : EMPTY_DECISION;

/** What the shared schema (DecisionFields) is given: no solution is null, the keywords a list. */
export const decisionInput = (v: DecisionValues): DecisionFieldsInput =>
  ({
    ...v,
    solution: v.solution === '' ? null : v.solution,
    keywords: v.keywords
      .split('\n')
      .map((k) => k.trim())
      .filter(Boolean),
  }) as DecisionFieldsInput;

/** True when the chosen type (its id as the select holds it) is of the `jurisprudence` category. */
export const isDecisionType = (metadata: MetadataAnswer | null, docTypeId: string) =>
  !!docTypeId && metadata?.docTypes.find((t) => String(t.id) === docTypeId)?.category === DECISION_CATEGORY;
