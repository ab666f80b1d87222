import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../../../platform/db/database';
import type { DialectName } from '../../../platform/db/dialect';
import { withTransaction } from '../../../platform/transaction';
import { recordNewTextsCitations } from '../../law/citations/batch-citations';
import type { CitingText } from '../../law/citations/citations-store';
import { ensureReference } from '../../reference-data/seed/reference-data';
import { createDocument } from '../document-store';
import { parseDocumentStructure } from '../structure';
import { type CorpusRecord, ETALAB_SOURCE, type EtalabMode, readEtalabCodes } from './etalab-codes';
import { finishImportRun, openImportRun, recordProgress } from './import-runs';

/**
 * Every entry of `codes-en-vigueur.tar.gz` is dated 2020-09-01: the day of the export, when these texts were
 * in force. The reader leaves the date empty (it never guesses), but a document without a date is a draft
 * that search never shows, so the import dates each text with the export.
 */
const ETALAB_EXPORT_DATE = '2020-09-01';

export interface ImportOptions {
  archivePath: string;
  mode: EtalabMode;
  /** Only the first N records of the archive (in archive order), imported or already there. */
  limit?: number;
  /** Only these code folders (e.g. ['code-du-travail']). */
  codes?: readonly string[];
  batchSize?: number;
  /**
   * Another identity for the same records (the bench's larger corpora, issue 34), so the archive can be
   * imported again as new documents: their source keys begin with `<identity>/` and the run's key ends with
   * `#<identity>`.
   */
  identity?: string;
  onProgress?: (p: ImportProgress) => void;
}

interface ImportProgress {
  /** Records read from the archive so far (imported + skipped). */
  processed: number;
  imported: number;
  skipped: number;
}

export interface ImportResult extends ImportProgress {
  runId: number;
  resumed: boolean;
  seconds: number;
  /** Documents written per second (skipped records excluded). */
  docsPerSecond: number;
}

/**
 * The documents.source of a record: a stable key, so a re-run recognises what it already imported. Another
 * identity's keys begin with it, so that they sort together in the source index, as a new batch of texts with
 * keys of its own does, rather than each beside the same record's key in every earlier copy (issue 34: that
 * spread a copy's inserts over the whole index, and each copy over more pages than the one before).
 */
const sourceKeyOf = (record: CorpusRecord, identity?: string) =>
  `etalab:${identity ? `${identity}/` : ''}${record.key}`;

/**
 * Resolves type, domain and body names to ids once per name. Takes the batch's transaction: on SQLite the
 * one connection is held by it, so a query on the outer handle would wait forever.
 */
function referenceCache() {
  const ids = new Map<string, number | null>();
  return async (db: DB, table: 'doc_types' | 'domaines' | 'organismes', name: string | null) => {
    if (!name) return null;
    const key = `${table}:${name}`;
    if (ids.has(key)) return ids.get(key) ?? null;
    const id =
      table === 'doc_types'
        ? ((await db.selectFrom('doc_types').select('id').where('type', '=', name).executeTakeFirst())?.id ??
          null)
        : await ensureReference(db, table, name);
    ids.set(key, id === null ? null : Number(id));
    return id === null ? null : Number(id);
  };
}

/** Rows written between two analyses at least: a small import is not worth one. */
const ANALYZE_AFTER_ROWS = 5_000;

/**
 * PostgreSQL plans each batch's reads by key (is this source key there, is this slug taken, which references
 * name these keys) from its statistics of the tables, which an import outgrows: where autovacuum had not
 * analysed `documents` yet, `source IN (500 keys)` was planned as a scan of every document, so each batch
 * read the whole table (issue 34: 3.5, 13 and 20 ms a batch at 20,000, 40,000 and 60,000 documents). The
 * import analyses the tables it reads by key each time it has written as many documents as they held at the
 * last analysis: a few analyses in a whole import (each a sample of at most 30,000 rows per table), and
 * plans that follow the table's size. SQLite plans from its indexes alone.
 */
function plannerStatistics(db: DB, dialect: DialectName) {
  let analysedRows = 0;
  let since = 0;
  return async (written: number) => {
    if (dialect !== 'postgres') return;
    since += written;
    if (since < Math.max(ANALYZE_AFTER_ROWS, analysedRows)) return;
    await sql`ANALYZE documents (source, slug), citations (target, article_key), text_names, text_holdings,
      text_articles`.execute(db);
    const { rows } = await sql<{ n: number }>`SELECT reltuples AS n FROM pg_class
      WHERE oid = 'documents'::regclass`.execute(db);
    analysedRows = Number(rows[0]?.n ?? 0);
    since = 0;
  };
}

/**
 * Imports the French codes archive, one document per article or per code, in batches of one transaction
 * each. Resumable and idempotent: the run's progress is recorded in `import_runs` in the same transaction
 * as its batch, a resumed run skips the records its last batch covered without asking the database, and
 * every batch skips the keys already present (one indexed lookup per batch).
 */
export async function importEtalabArchive(
  db: DB,
  dialect: DialectName,
  opts: ImportOptions,
): Promise<ImportResult> {
  const batchSize = opts.batchSize ?? 500;
  const runSource = `${ETALAB_SOURCE}:${path.basename(opts.archivePath)}${opts.codes ? `:${opts.codes.join(',')}` : ''}${opts.identity ? `#${opts.identity}` : ''}`;
  const run = await openImportRun(db, runSource, opts.mode);
  const ref = referenceCache();
  const progress: ImportProgress = { processed: 0, imported: 0, skipped: 0 };
  const started = performance.now();
  let batch: CorpusRecord[] = [];
  const analyseAfter = plannerStatistics(db, dialect);

  const flush = async () => {
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    const importedBefore = progress.imported;
    await withTransaction(db, async (trx) => {
      const keys = records.map((r) => sourceKeyOf(r, opts.identity));
      const present = new Set(
        (await trx.selectFrom('documents').select('source').where('source', 'in', keys).execute()).map(
          (r) => r.source,
        ),
      );
      const created: CitingText[] = [];
      for (const record of records) {
        const source = sourceKeyOf(record, opts.identity);
        if (present.has(source)) {
          progress.skipped += 1;
          continue;
        }
        present.add(source); // a key twice in one archive is imported once
        const id = await createDocument(
          trx,
          {
            title: record.title,
            content: record.content,
            preambule: record.preambule,
            publishedAt: record.publishedAt ?? ETALAB_EXPORT_DATE,
            docTypeId: await ref(trx, 'doc_types', record.docType),
            domaineId: await ref(trx, 'domaines', record.domaine),
            organismeId: await ref(trx, 'organismes', record.organisme),
            jurisdiction: record.jurisdiction,
            source,
          },
          { citations: 'later' },
        );
        created.push({
          id,
          title: record.title,
          reference: null,
          jurisdiction: record.jurisdiction,
          blocks: parseDocumentStructure(record.content).blocks,
        });
        progress.imported += 1;
      }
      // The batch's links in a few statements rather than a few per article (modules/law/citations).
      await recordNewTextsCitations(trx, created);
      progress.processed += records.length;
      await recordProgress(trx, run.id, progress.processed, keys[keys.length - 1]);
    });
    await analyseAfter(progress.imported - importedBefore);
    opts.onProgress?.({ ...progress });
  };

  for await (const record of readEtalabCodes(opts.archivePath, { mode: opts.mode, codes: opts.codes })) {
    if (opts.limit !== undefined && progress.processed + batch.length >= opts.limit) break;
    // Resuming: the records up to the last committed batch are known to be there.
    if (progress.processed < run.processed) {
      progress.processed += 1;
      progress.skipped += 1;
      if (progress.processed % batchSize === 0) opts.onProgress?.({ ...progress });
      continue;
    }
    batch.push(record);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await finishImportRun(db, run.id, progress.processed);
  const seconds = (performance.now() - started) / 1000;
  return {
    ...progress,
    runId: run.id,
    resumed: run.resumed,
    seconds,
    docsPerSecond: progress.imported / Math.max(seconds, 1e-9),
  };
}
