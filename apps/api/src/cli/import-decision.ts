/**
 * npm run import -- <décision.pdf|décision.txt> --type Arrêt --court "Cour de cassation" --number 12
 *   --date AAAA-MM-JJ [--chamber …] [--nature …] [--solution …] [--parties …] [--title …] [--reference …]
 *   [--pseudonymise] [--draft] [--dry-run] [--db-url postgres://…]
 *
 * Imports one court decision (modules/case-law/import-decision.ts): the fields the command leaves out are read
 * from the text; --pseudonymise turns natural persons' names into initials (for a source that publishes them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { DECISION_IMPORT_MESSAGES as M, PDF_UPLOAD } from '@lexfaso/contracts';
import { loadConfig } from '../config';
import { createFileStorage } from '../create-deps';
import { type DecisionImport, importDecision } from '../modules/case-law/import-decision';
import { extractPdfText, stopPdfTextProcess } from '../modules/documents/pdf/extract-text';
import { seedReferenceData } from '../modules/reference-data/seed/reference-data';
import { migrateToLatest, openDatabase } from '../platform/db/database';

/** Whether the command line is a decision's import (it names a court). */
export const isDecisionImport = (argv: string[]) => argv.includes('--court');

function parseDecisionArgs(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      court: { type: 'string' },
      chamber: { type: 'string' },
      number: { type: 'string' },
      date: { type: 'string' },
      nature: { type: 'string' },
      solution: { type: 'string' },
      parties: { type: 'string' },
      title: { type: 'string' },
      reference: { type: 'string' },
      pseudonymise: { type: 'boolean', default: false },
      draft: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      'db-url': { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || !/\.(pdf|txt)$/i.test(file) || !values.type || !values.court) throw new Error(M.usage);
  if (!existsSync(file)) throw new Error(M.usage);
  return { file, values };
}

export async function runDecisionImport(argv: string[]): Promise<void> {
  const { file, values } = parseDecisionArgs(argv);
  const config = loadConfig(
    values['db-url'] ? { ...process.env, DATABASE_URL: values['db-url'] } : process.env,
  );
  const data = readFileSync(file);
  const isPdf = /\.pdf$/i.test(file);
  if (
    isPdf &&
    !data.subarray(0, PDF_UPLOAD.signature.length).equals(Buffer.from(PDF_UPLOAD.signature, 'latin1'))
  )
    throw new Error(M.usage);
  let text = data.toString('utf8');
  if (isPdf)
    try {
      text = (await extractPdfText(data, config.pdfText)).text;
    } finally {
      stopPdfTextProcess();
    }
  const input: DecisionImport = {
    text,
    pdf: isPdf ? { data, name: basename(file) } : null,
    docType: values.type as string,
    given: {
      court: values.court as string,
      ...(values.chamber !== undefined ? { chamber: values.chamber } : {}),
      ...(values.number !== undefined ? { number: values.number } : {}),
      ...(values.date !== undefined ? { date: values.date } : {}),
      ...(values.nature !== undefined ? { nature: values.nature as DecisionImport['given']['nature'] } : {}),
      ...(values.solution !== undefined
        ? { solution: values.solution as DecisionImport['given']['solution'] }
        : {}),
      ...(values.parties !== undefined ? { parties: values.parties } : {}),
    },
    title: values.title,
    reference: values.reference,
    pseudonymise: values.pseudonymise === true,
    isPublished: values.draft !== true,
    dryRun: values['dry-run'] === true,
  };
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createFileStorage(config);
  try {
    await migrateToLatest(handle);
    await seedReferenceData(handle.db); // the document types
    const result = await importDecision({ db: handle.db, storage }, input);
    if (result.outcome === 'already-imported') {
      console.log(M.alreadyImported(result.id, result.title));
      return;
    }
    const f = result.fields;
    console.log(
      M.read([f.courtId, f.chamber, f.nature, f.number, f.date, f.solution].filter(Boolean).join(' · ')),
    );
    console.log(M.parts(result.parts.join(', ')));
    if (input.pseudonymise) console.log(M.pseudonymised(result.replaced));
    if (result.outcome === 'dry-run' || result.id === null) console.log(M.dryRun);
    else {
      const where = handle.dialect === 'sqlite' ? `SQLite (${config.dataDir})` : 'PostgreSQL';
      console.log(M.imported(result.id, result.title, input.isPublished, where));
    }
  } finally {
    await storage.close();
    await handle.close();
  }
}
