import { CASE_LAW_FORMATS, type Court, type DecisionFields, type DecisionNature } from '@lexfaso/contracts';

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2005-05-26' → '26 mai 2005'; the first of the month is '1er'. */
function frenchLongDate(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`)).replace(/^1 /, '1er ');
}

type Fields = Pick<DecisionFields, 'chamber' | 'nature' | 'number' | 'date'>;

/** 'Cour de cassation, chambre criminelle, arrêt n°29 du 26 mai 2005'. */
export function decisionTitle(court: Court, f: Fields): string {
  return CASE_LAW_FORMATS.title(court, f.chamber, f.nature, f.number, frenchLongDate(f.date));
}

/** 'Cass. crim., arrêt n°29 du 26 mai 2005', 'Décision n°2005-007/CC/EPF du 14 octobre 2005', 'CCJA, arrêt n°…'. */
export function decisionCitation(court: Court, f: Fields): string {
  return CASE_LAW_FORMATS.citation(court, f.chamber, f.nature, f.number, frenchLongDate(f.date));
}

const DOC_TYPES: Record<DecisionNature, string> = {
  arrêt: 'Arrêt',
  jugement: 'Jugement',
  décision: 'Décision',
  avis: 'Décision',
  ordonnance: 'Décision',
};

/** The document type (DOC_TYPE_CATEGORIES.jurisprudence) a decision is filed under. */
export const docTypeOf = (nature: DecisionNature) => DOC_TYPES[nature];
