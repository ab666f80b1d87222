import type { DecisionValues } from './case-law/decision-values';

/** The document form's values as typed (DocumentFormBody's input; ids as the lists' strings). */
export interface DocumentValues {
  title: string;
  domaineId: string;
  organismeId: string;
  docTypeId: string;
  preambule: string;
  reference: string;
  status: string;
  statusNote: string;
  content: string;
  externalPdfUrl: string;
  publishedAt: string;
  /** A court decision's fields, sent when the type is of the `jurisprudence` category. */
  decision: DecisionValues;
}
