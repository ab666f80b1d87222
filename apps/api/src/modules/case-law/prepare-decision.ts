import { type CleanOptions, cleanDecisionText } from './clean-text';
import { type ReadFields, readDecisionFields } from './fields';
import type { IsWord } from './person-names';
import { type NameRole, pseudonymiseDecision } from './pseudonymise';
import { type DecisionPart, recogniseDecisionParts } from './structure';

/**
 * One decision's text as a source gives it, made ready to store: cleaned, pseudonymised when the source needs it,
 * its parts recognised and its fields read. The import of a decision (`npm run import`) and the builder of the
 * demo data go through here; `pseudonymise` is the import's option for sources that publish names (Juricaf's CCJA
 * pages), off for those that already mask them (Judilibre).
 */
export interface PrepareOptions {
  pseudonymise: boolean;
  isWord: IsWord;
  /** The decision's other fields from the source (summary, parties, keywords…), pseudonymised with the text. */
  others?: string[];
  /** Lawyers and judges known from other decisions (see PseudonymiseOptions). */
  professionals?: ReadonlyMap<string, NameRole>;
  /** The court when the source says it and the text does not name it. */
  courtId?: string;
  /** A title line the source gives outside the text; pseudonymised as the last of `others` when given. */
  extraHeader?: string;
}

export interface PreparedDecision {
  content: string;
  others: string[];
  extraHeader: string | undefined;
  parts: DecisionPart[];
  fields: ReadFields;
  replaced: { name: string; initials: string }[];
  kept: { name: string; role: NameRole }[];
}

export function prepareDecision(raw: string, options: PrepareOptions): PreparedDecision {
  const cleanOptions: CleanOptions = { isWord: (folded) => options.isWord(folded) };
  const cleaned = cleanDecisionText(raw, cleanOptions);
  const others = [...(options.others ?? []), ...(options.extraHeader ? [options.extraHeader] : [])];
  const pseudo = options.pseudonymise
    ? pseudonymiseDecision(cleaned, others, options.isWord, { professionals: options.professionals })
    : { text: cleaned, others, replaced: [], kept: [] };
  const extraHeader = options.extraHeader ? pseudo.others.at(-1) : undefined;
  const content = pseudo.text;
  const parts = recogniseDecisionParts(content);
  const fields = readDecisionFields(content, parts, { courtId: options.courtId, extraHeader });
  return {
    content,
    others: options.extraHeader ? pseudo.others.slice(0, -1) : pseudo.others,
    extraHeader,
    parts,
    fields,
    replaced: pseudo.replaced,
    kept: pseudo.kept,
  };
}
