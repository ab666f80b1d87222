/**
 * npm run import -- <texte.pdf|texte.txt> --type Loi --reference "Loi n°…" [--title …] [--date AAAA-MM-JJ]
 *   [--domaine …] [--organisme …] [--status …] [--status-note …] [--manifest fichier.json] [--pdf officiel.pdf]
 *   [--draft] [--dry-run] [--db-url postgres://…]
 *
 * Imports one official text through the pipeline of the demo corpus (modules/documents/official-text/), prints
 * what the structure recognition found, and attaches the official PDF. A manifest (the demo's
 * apps/api/demo-data/manifests/*.json, or any file with its `document` and `corrections`) gives the
 * metadata and corrections; the options override it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DOCUMENT_STATUSES,
  type DocumentStatus,
  IMPORT_CLI_MESSAGES as M,
  PDF_UPLOAD,
} from '@lexfaso/contracts';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createFileStorage } from '../create-deps';
import { OfficialTextCorrections } from '../modules/documents/official-text/corrections';
import {
  importOfficialText,
  type OfficialTextImport,
  type OfficialTextImportResult,
} from '../modules/documents/official-text/import-official-text';
import type { Recognition } from '../modules/documents/official-text/read-official-text';
import { TextManifest } from '../modules/documents/official-text/text-manifest';
import { seedReferenceData } from '../modules/reference-data/seed/reference-data';
import { migrateToLatest, openDatabase } from '../platform/db/database';

/** A manifest for the import: the demo's manifests, or only the parts a new text needs. */
const ImportManifest = z.object({
  document: TextManifest.shape.document.partial().optional(),
  corrections: OfficialTextCorrections.optional(),
  articleStatuses: TextManifest.shape.articleStatuses,
});

const isRealDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

function readManifest(file: string | undefined) {
  if (!file) return { document: {}, corrections: undefined, articleStatuses: [] };
  if (!existsSync(file)) throw new Error(M.fileMissing(file));
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(M.badManifest(error instanceof Error ? error.message : String(error)));
  }
  const parsed = ImportManifest.safeParse(json);
  if (!parsed.success) throw new Error(M.badManifest(parsed.error.issues[0]?.message ?? ''));
  return {
    document: parsed.data.document ?? {},
    corrections: parsed.data.corrections,
    articleStatuses: parsed.data.articleStatuses,
  };
}

function readPdf(file: string): Buffer {
  if (!existsSync(file)) throw new Error(M.fileMissing(file));
  const data = readFileSync(file);
  if (!data.subarray(0, PDF_UPLOAD.signature.length).equals(Buffer.from(PDF_UPLOAD.signature, 'latin1')))
    throw new Error(M.notAPdf(file));
  return data;
}

export function parseOfficialTextArgs(argv: string[]): OfficialTextImport & { dbUrl?: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      reference: { type: 'string' },
      title: { type: 'string' },
      date: { type: 'string' },
      domaine: { type: 'string' },
      organisme: { type: 'string' },
      status: { type: 'string' },
      'status-note': { type: 'string' },
      manifest: { type: 'string' },
      pdf: { type: 'string' },
      draft: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      'db-url': { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || !/\.(pdf|txt)$/i.test(file)) throw new Error(M.officialUsage);
  if (!existsSync(file)) throw new Error(M.fileMissing(file));
  const manifest = readManifest(values.manifest);
  const doc = manifest.document;
  const reference = values.reference ?? doc.reference;
  const docType = values.type ?? doc.docType;
  if (!reference) throw new Error(M.referenceRequired);
  if (!docType) throw new Error(M.typeRequired);
  const publishedAt = values.date ?? doc.publishedAt ?? null;
  if (publishedAt !== null && !isRealDate(publishedAt)) throw new Error(M.badDate);
  const status = values.status ?? doc.status ?? 'in-force';
  if (!(DOCUMENT_STATUSES as readonly string[]).includes(status)) throw new Error(M.badStatus);

  const isPdf = /\.pdf$/i.test(file);
  const pdfFile = isPdf ? file : values.pdf;
  const pdfData = pdfFile ? readPdf(pdfFile) : null;
  return {
    source: isPdf && pdfData ? { pdf: new Uint8Array(pdfData) } : { text: readFileSync(file, 'utf8') },
    pdf: pdfData && pdfFile ? { data: pdfData, name: basename(pdfFile) } : null,
    corrections: manifest.corrections,
    articleStatuses: manifest.articleStatuses,
    metadata: {
      title: values.title ?? doc.title ?? reference,
      reference,
      docType,
      domaine: values.domaine ?? doc.domaine ?? null,
      organisme: values.organisme ?? doc.organisme ?? null,
      publishedAt,
      status: status as DocumentStatus,
      statusNote: values['status-note'] ?? doc.statusNote ?? null,
      isPublished: !values.draft,
    },
    dryRun: values['dry-run'],
    dbUrl: values['db-url'],
  };
}

function describeRecognition(r: Recognition, hasPreamble: boolean): string[] {
  const lines = [M.recognised(r.articles, r.firstArticle, r.lastArticle, r.notes, hasPreamble)];
  if (r.duplicates.length) lines.push(M.numberedTwice(r.duplicates.join(', ')));
  if (r.gaps.length) lines.push(M.numberingGaps(r.gaps.map((g) => `${g.after} → ${g.next}`).join(', ')));
  if (!r.duplicates.length && !r.gaps.length && r.articles) lines.push(M.numberingClean);
  return lines;
}

function report(result: OfficialTextImportResult, where: string, input: OfficialTextImport): string[] {
  if (result.outcome === 'already-imported') return [M.alreadyImported(result.id, result.title)];
  const { reading } = result;
  const lines = describeRecognition(reading.recognition, reading.preamble !== null);
  for (const warning of reading.warnings) lines.push(M.warning(warning));
  if (result.outcome === 'dry-run') return [...lines, M.dryRun];
  const { title, reference, isPublished } = input.metadata;
  return [...lines, M.imported(result.id, title, reference, result.pdfSize, isPublished, where)];
}

/** pdf.js's exceptions (a damaged file, a password…) speak English: a French sentence, their words in brackets. */
const PDFJS_EXCEPTION = /^(InvalidPDF|Password|UnknownError|Response|Abort)Exception$|^FormatError$/;

function describePdfError(error: unknown): unknown {
  return error instanceof Error && PDFJS_EXCEPTION.test(error.name)
    ? new Error(M.unreadablePdf(error.message))
    : error;
}

export async function runOfficialTextImport(argv: string[]): Promise<void> {
  const input = parseOfficialTextArgs(argv);
  const config = loadConfig(input.dbUrl ? { ...process.env, DATABASE_URL: input.dbUrl } : process.env);
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createFileStorage(config);
  try {
    await migrateToLatest(handle);
    await seedReferenceData(handle.db); // the document types
    const result = await importOfficialText({ db: handle.db, storage }, input).catch((error: unknown) => {
      throw describePdfError(error);
    });
    const where = handle.dialect === 'sqlite' ? `SQLite (${config.dataDir})` : 'PostgreSQL';
    for (const line of report(result, where, input)) console.log(line);
  } finally {
    await storage.close();
    await handle.close();
  }
}
