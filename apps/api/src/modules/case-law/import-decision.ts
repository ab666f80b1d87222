import { createHash } from 'node:crypto';
import {
  type Court,
  DecisionFields,
  type DecisionFieldsInput,
  DOC_TYPE_CATEGORIES,
  DECISION_IMPORT_MESSAGES as M,
} from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import type { FileStorage } from '../../platform/file-storage';
import { slugify } from '../../platform/slug';
import { withTransaction } from '../../platform/transaction';
import { createDocument, setDocumentPdf } from '../documents/document-store';
import { frenchWords } from '../documents/official-text/french-words';
import { safeDownloadName } from '../documents/pdf/validate';
import { decisionCitation, decisionTitle } from './citation';
import { COURTS, courtById } from './courts';
import { registerDecisionReader } from './decision-reader';
import { writeCheckedDecision } from './decision-store';
import { jurisdictionOf } from './jurisdiction';
import { prepareDecision } from './prepare-decision';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();

/** A court of the list by its id or its name ('bf-cour-de-cassation', 'Cour de cassation'). */
function findCourt(written: string): Court | undefined {
  return courtById(written.trim()) ?? COURTS.find((c) => fold(c.name) === fold(written));
}

export interface DecisionImport {
  /** The decision's text as the source gives it (a PDF's text layer, or a .txt). */
  text: string;
  /** The official PDF to attach, when the source is one. */
  pdf: { data: Buffer; name: string } | null;
  /** A type of the `jurisprudence` category ('Arrêt', 'Jugement', 'Décision'…). */
  docType: string;
  /** What the command line gives; a field it leaves out is read from the text. */
  given: Partial<DecisionFieldsInput> & { court: string };
  title?: string;
  reference?: string;
  /** Natural persons' names become initials (for sources that publish them). */
  pseudonymise: boolean;
  isPublished: boolean;
  dryRun: boolean;
}

export type DecisionImportResult =
  | {
      outcome: 'imported' | 'dry-run';
      id: number | null;
      title: string;
      fields: DecisionFields;
      parts: string[];
      replaced: number;
    }
  | { outcome: 'already-imported'; id: number; title: string };

/**
 * Imports one court decision (npm run import -- <décision.pdf|txt> --type Arrêt --court … --number … --date …):
 * its text made ready as the demo's decisions were (prepareDecision: cleaning, pseudonymisation when asked,
 * parts, fields read from the text), the command line's fields first, checked by the shared schema, then the
 * document, its decision fields and its PDF in one transaction. The same text imported twice is refused.
 */
export async function importDecision(
  target: { db: DB; storage: FileStorage },
  input: DecisionImport,
): Promise<DecisionImportResult> {
  registerDecisionReader();
  const { db, storage } = target;
  const court = findCourt(input.given.court);
  if (!court) throw new Error(M.unknownCourt(input.given.court));
  const jurisprudence = new Set<string>(DOC_TYPE_CATEGORIES.jurisprudence.types.map((t) => slugify(t)));
  if (!jurisprudence.has(slugify(input.docType))) throw new Error(M.notADecisionType(input.docType));
  const type = (await db.selectFrom('doc_types').select(['id', 'type']).execute()).find(
    (t) => slugify(t.type) === slugify(input.docType),
  );
  if (!type) throw new Error(M.notADecisionType(input.docType));
  const source = `decision:${createHash('sha256').update(input.text).digest('hex').slice(0, 32)}`;
  const existing = await db
    .selectFrom('documents')
    .select(['id', 'title'])
    .where('source', '=', source)
    .executeTakeFirst();
  if (existing) return { outcome: 'already-imported', id: existing.id, title: existing.title };

  const prepared = prepareDecision(input.text, {
    pseudonymise: input.pseudonymise,
    isWord: await frenchWords(),
    courtId: court.id,
  });
  const read = prepared.fields;
  const { court: _, ...given } = input.given;
  const candidate = {
    courtId: court.id,
    chamber: given.chamber ?? (read.courtId === court.id ? read.chamber : null),
    number: given.number ?? read.number,
    date: given.date ?? read.date,
    nature: given.nature ?? read.nature,
    solution: given.solution ?? read.solution,
    parties: given.parties ?? read.parties,
    summary: given.summary ?? null,
    keywords: given.keywords ?? [],
  };
  for (const field of ['number', 'date', 'nature'] as const)
    if (!candidate[field]) throw new Error(M.missingField(field));
  const checked = DecisionFields.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(M.invalidField(String(issue?.path.join('.')), issue?.message ?? ''));
  }
  const fields = checked.data;
  const title = input.title ?? decisionTitle(court, fields);
  const parts = prepared.parts.map((p) => p.kind);
  const replaced = prepared.replaced.length;
  if (input.dryRun) return { outcome: 'dry-run', id: null, title, fields, parts, replaced };

  const stored = input.pdf
    ? {
        path: await storage.put(input.pdf.data, 'pdf'),
        name: safeDownloadName(input.pdf.name),
        size: input.pdf.data.length,
      }
    : null;
  try {
    const id = await withTransaction(db, async (trx) => {
      const newId = await createDocument(trx, {
        title,
        content: prepared.content,
        publishedAt: fields.date,
        isPublished: input.isPublished,
        docTypeId: type.id,
        jurisdiction: jurisdictionOf(court),
        source,
        reference: input.reference ?? decisionCitation(court, fields),
      });
      // checked again against the courts list (the chamber as the list spells it)
      await writeCheckedDecision(trx, newId, fields);
      if (stored) await setDocumentPdf(trx, newId, stored);
      return newId;
    });
    return { outcome: 'imported', id, title, fields, parts, replaced };
  } catch (error) {
    if (stored) await storage.delete(stored.path).catch(() => {});
    throw error;
  }
}
