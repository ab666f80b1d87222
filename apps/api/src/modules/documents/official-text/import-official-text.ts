import { createHash } from 'node:crypto';
import { type DocumentStatus, IMPORT_CLI_MESSAGES } from '@lexfaso/contracts';
import type { DB } from '../../../platform/db/database';
import type { FileStorage } from '../../../platform/file-storage';
import { slugify } from '../../../platform/slug';
import { withTransaction } from '../../../platform/transaction';
import { applyManifestStatuses, type ManifestArticleStatus } from '../../law/statuses/manifest-statuses';
import { ensureReference } from '../../reference-data/seed/reference-data';
import { createDocument, setDocumentPdf, updateDocument } from '../document-store';
import { safeDownloadName } from '../pdf/validate';
import { parseDocumentStructure } from '../structure';
import type { OfficialTextCorrectionsInput } from './corrections';
import type { OfficialTextSource } from './official-text';
import { type OfficialTextReading, readOfficialText } from './read-official-text';

/** What the import writes the document with: the metadata a manifest or the command line gives. */
interface OfficialTextMetadata {
  title: string;
  reference: string;
  /** A type name of DOC_TYPE_CATEGORIES ('Loi', 'Décret'…). */
  docType: string;
  domaine: string | null;
  organisme: string | null;
  publishedAt: string | null;
  status: DocumentStatus;
  statusNote: string | null;
  /** Public at once (the default of the command), or a draft to review in the back office. */
  isPublished: boolean;
}

export interface OfficialTextImport {
  /** The file read: a PDF with a text layer, or a plain-text extraction of one. */
  source: OfficialTextSource;
  /** The official PDF attached to the document (the source itself when it is a PDF); null for none. */
  pdf: { data: Buffer; name: string } | null;
  /** A manifest's corrections; none for a text imported as it is. */
  corrections?: OfficialTextCorrectionsInput;
  metadata: OfficialTextMetadata;
  /** Read and report only: nothing is written. */
  dryRun?: boolean;
  /** A manifest's article statuses (modules/law/statuses), set once the text is stored. */
  articleStatuses?: ManifestArticleStatus[];
}

export interface ImportTarget {
  db: DB;
  storage: FileStorage;
}

export type OfficialTextImportResult =
  | { outcome: 'imported'; id: number; reading: OfficialTextReading; pdfSize: number | null }
  | { outcome: 'dry-run'; reading: OfficialTextReading }
  | { outcome: 'already-imported'; id: number; title: string };

/** The same file imported twice is refused: its key is the hash of what was read. */
const sourceKeyOf = (source: OfficialTextSource) =>
  `official-text:${createHash('sha256')
    .update('pdf' in source ? source.pdf : source.text)
    .digest('hex')
    .slice(0, 32)}`;

async function docTypeId(db: DB, name: string): Promise<number> {
  const types = await db.selectFrom('doc_types').select(['id', 'type', 'slug']).execute();
  const found = types.find((t) => t.slug === slugify(name) || slugify(t.type) === slugify(name));
  if (!found) throw new Error(IMPORT_CLI_MESSAGES.unknownType(name, types.map((t) => t.type).join(', ')));
  return found.id;
}

/**
 * Imports one official text the way the demo corpus was built (npm run import -- <pdf-or-txt>): the
 * official-text pipeline and the structure recognition, then the document with its reference, status and
 * PDF in one transaction (the file is removed again if the transaction fails).
 */
export async function importOfficialText(
  target: ImportTarget,
  input: OfficialTextImport,
): Promise<OfficialTextImportResult> {
  const { db, storage } = target;
  const meta = input.metadata;
  const typeId = await docTypeId(db, meta.docType);
  const source = sourceKeyOf(input.source);
  const existing = await db
    .selectFrom('documents')
    .select(['id', 'title'])
    .where('source', '=', source)
    .executeTakeFirst();
  if (existing) return { outcome: 'already-imported', id: existing.id, title: existing.title };
  const reading = await readOfficialText(input.source, input.corrections);
  if (!reading.content.trim()) throw new Error(IMPORT_CLI_MESSAGES.noText);
  if (input.dryRun) return { outcome: 'dry-run', reading };

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
        title: meta.title,
        content: reading.content,
        preambule: reading.preamble,
        publishedAt: meta.publishedAt,
        isPublished: meta.isPublished,
        docTypeId: typeId,
        domaineId: meta.domaine ? await ensureReference(trx, 'domaines', meta.domaine) : null,
        organismeId: meta.organisme ? await ensureReference(trx, 'organismes', meta.organisme) : null,
        source,
        reference: meta.reference,
        status: meta.status,
        statusNote: meta.statusNote,
      });
      if (stored) await setDocumentPdf(trx, newId, stored);
      if (input.articleStatuses?.length) {
        const articleIds = parseDocumentStructure(reading.content)
          .blocks.filter((b) => b.kind === 'article')
          .map((b) => b.id);
        await applyManifestStatuses(trx, newId, articleIds, input.articleStatuses);
        await updateDocument(trx, newId, {}); // its search passages follow its statuses
      }
      return newId;
    });
    return { outcome: 'imported', id, reading, pdfSize: stored?.size ?? null };
  } catch (error) {
    if (stored) await storage.delete(stored.path).catch(() => {});
    throw error;
  }
}
