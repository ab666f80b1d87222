/**
 * npm run import -- <codes-en-vigueur.tar.gz> [--mode article|code] [--limit N] [--codes a,b] [--db-url postgres://…]
 * npm run import -- <texte.pdf|texte.txt> --type Loi --reference "…" […]   (see import-official-text.ts)
 * npm run import -- <décision.pdf|décision.txt> --type Arrêt --court "…" --number "…" --date … [--pseudonymise]
 *   (a court decision: see import-decision.ts)
 *
 * A .pdf or .txt is one official text (import-official-text.ts). Otherwise: the French codes archive
 * (etalab) into the configured database (DATA_DIR / DATABASE_URL, as the server), reading the .tar.gz as a
 * stream. Resumable after a crash and idempotent (see modules/documents/french-codes/import-etalab.ts).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { IMPORT_CLI_MESSAGES } from '@lexfaso/contracts';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config';
import { describeArchiveError } from '../modules/documents/french-codes/etalab-codes';
import { importEtalabArchive } from '../modules/documents/french-codes/import-etalab';
import { expectedRecords } from '../modules/documents/french-codes/import-totals';
import { seedReferenceData } from '../modules/reference-data/seed/reference-data';
import { migrateToLatest, openDatabase } from '../platform/db/database';
import { isDecisionImport, runDecisionImport } from './import-decision';
import { runOfficialTextImport } from './import-official-text';

function parseCli() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mode: { type: 'string', default: 'article' },
      limit: { type: 'string' },
      codes: { type: 'string' },
      'db-url': { type: 'string' },
      'batch-size': { type: 'string' },
    },
  });
  const archivePath = positionals[0];
  const mode = values.mode;
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  const batchSize = values['batch-size'] === undefined ? 500 : Number(values['batch-size']);
  if (!archivePath || (mode !== 'article' && mode !== 'code')) throw new Error(IMPORT_CLI_MESSAGES.usage);
  if (!existsSync(archivePath)) throw new Error(IMPORT_CLI_MESSAGES.archiveMissing(archivePath));
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new Error(IMPORT_CLI_MESSAGES.limit);
  if (!(Number.isInteger(batchSize) && batchSize > 0)) throw new Error(IMPORT_CLI_MESSAGES.batchSize);
  const codes = values.codes
    ?.split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return { archivePath, mode: mode as 'article' | 'code', limit, codes, batchSize, dbUrl: values['db-url'] };
}

async function importFrenchCodes() {
  const args = parseCli();
  const config = loadConfig(args.dbUrl ? { ...process.env, DATABASE_URL: args.dbUrl } : process.env);
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle);
    await seedReferenceData(handle.db); // the 'Code' document type
    const total = await expectedRecords(args.archivePath, args.mode, args);
    const bar = new cliProgress.SingleBar(
      {
        format: IMPORT_CLI_MESSAGES.progress,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { imported: 0, skipped: 0 });
    const result = await importEtalabArchive(handle.db, handle.dialect, {
      archivePath: args.archivePath,
      mode: args.mode,
      limit: args.limit,
      codes: args.codes,
      batchSize: args.batchSize,
      onProgress: (p) => bar.update(p.processed, { imported: p.imported, skipped: p.skipped }),
    });
    bar.update(result.processed, { imported: result.imported, skipped: result.skipped });
    bar.stop();
    const where = handle.dialect === 'sqlite' ? `SQLite (${config.dataDir})` : 'PostgreSQL';
    console.log(
      IMPORT_CLI_MESSAGES.summary({
        resumed: result.resumed,
        processed: result.processed,
        imported: result.imported,
        skipped: result.skipped,
        seconds: result.seconds.toFixed(1),
        perSecond: result.docsPerSecond.toFixed(0),
        where,
      }),
    );
  } finally {
    await handle.close();
  }
}

const args = process.argv.slice(2);
// The file's kind decides: an official text (.pdf, .txt) or the archive of the French codes.
const officialText = args.some((a) => !a.startsWith('--') && /\.(pdf|txt)$/i.test(a));
// A court decision names its court (--court).
const run = officialText
  ? isDecisionImport(args)
    ? runDecisionImport(args)
    : runOfficialTextImport(args)
  : importFrenchCodes();
run.catch((err) => {
  console.error(IMPORT_CLI_MESSAGES.failed, describeArchiveError(err));
  process.exit(1);
});
