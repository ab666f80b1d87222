import {
  DecisionFields,
  DocumentFormBody,
  DocumentMultipartFields,
  type MetadataAnswer,
} from '@lexfaso/contracts';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { contractResolver } from '../../crud/contract-resolver';
import type { DocumentValues } from '../document-values';
import { decisionInput, isDecisionType } from './decision-values';

/** What the document form sends: the document's fields, and a decision's own when its type is one. */
export type DocumentFormOutput = DocumentFormBody;

/**
 * The document form's check: the shared document schema (the multipart one when a PDF is chosen), and, when
 * the chosen type is of the `jurisprudence` category, the shared decision schema over the decision's fields.
 * Other types send no decision fields.
 */
export function documentResolver(
  metadata: MetadataAnswer | null,
  withPdf: () => boolean,
): Resolver<DocumentValues, unknown, DocumentFormOutput> {
  return async (values, context, options) => {
    const base = withPdf() ? DocumentMultipartFields : DocumentFormBody;
    const decision = isDecisionType(metadata, values.docTypeId);
    // The shared schemas leave the decision optional (absent: unchanged); a decision's type requires it.
    const schema = decision ? base.extend({ decision: DecisionFields }) : base;
    const input = { ...values, decision: decision ? decisionInput(values.decision) : undefined };
    const result = await contractResolver<DocumentValues, DocumentFormOutput>(schema)(
      input as unknown as DocumentValues,
      context,
      options,
    );
    return { ...result, errors: keywordsErrorAtItsField(result.errors) } as typeof result;
  };
}

/** A keyword's error (decision.keywords.3) shown at the keywords' field, which holds them one per line. */
function keywordsErrorAtItsField(errors: FieldErrors<DocumentValues>): FieldErrors<DocumentValues> {
  const keywords = errors.decision?.keywords as unknown;
  if (!Array.isArray(keywords)) return errors;
  const first = keywords.find(Boolean) as FieldError | undefined;
  return { ...errors, decision: { ...errors.decision, keywords: first } } as FieldErrors<DocumentValues>;
}
