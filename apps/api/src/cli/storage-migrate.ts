/**
 * npm run storage:migrate [-- --from <uploads folder>]
 *
 * Copies the local uploads folder (DATA_DIR/uploads by default) into the bucket STORAGE_URL names, under the
 * same keys, then checks that every document's PDF is in the bucket. Idempotent: run it before switching the
 * servers to STORAGE_URL, and again after, for the files uploaded meanwhile (docs/deployment.md).
 * Exit codes: 0 done, 1 a failure or documents whose PDF is missing, 2 usage (no STORAGE_URL, no folder).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STORAGE_CLI_MESSAGES as M } from '@lexfaso/contracts';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config';
import { copyUploadsToBucket } from '../platform/copy-uploads';
import { openDatabase } from '../platform/db/database';
import { localStorageRoot } from '../platform/file-storage';
import { S3FileStorage } from '../platform/s3-file-storage';

class UsageError extends Error {}

function readArgs() {
  try {
    return parseArgs({ options: { from: { type: 'string' } }, allowPositionals: false }).values;
  } catch {
    throw new UsageError(M.usage);
  }
}

async function main() {
  const values = readArgs();
  const config = loadConfig();
  if (config.storage.kind !== 's3') throw new UsageError(`${M.needsBucket}\n${M.usage}`);
  const root = path.resolve(values.from ?? localStorageRoot(config.dataDir));
  if (!existsSync(root)) throw new UsageError(M.folderMissing(root));
  const bucket = new S3FileStorage(config.storage);
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const where = `${config.storage.bucket}${config.storage.prefix ? `/${config.storage.prefix}` : ''}`;
    try {
      await bucket.checkBucket();
    } catch (err) {
      throw new Error(M.bucketUnreachable(where, err instanceof Error ? err.message : String(err)));
    }
    const started = performance.now();
    const bar = new cliProgress.SingleBar(
      { format: M.progress, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(0, 0, { copied: 0, present: 0 });
    const report = await copyUploadsToBucket(root, bucket, (p) => {
      bar.setTotal(p.total);
      bar.update(p.done, { copied: p.copied, present: p.present });
    });
    bar.stop();
    for (const name of report.ignored) console.log(M.ignored(name));
    console.log(
      M.summary({
        copied: report.copied,
        present: report.present,
        ignored: report.ignored.length,
        bytes: report.bytes,
        seconds: ((performance.now() - started) / 1000).toFixed(1),
        bucket: where,
      }),
    );
    // What the servers will read once they use the bucket: every document's PDF.
    const documents = await handle.db
      .selectFrom('documents')
      .select(['id', 'pdf_path'])
      .where('pdf_path', 'is not', null)
      .orderBy('id')
      .execute();
    const missing: number[] = [];
    for (const d of documents) if ((await bucket.size(d.pdf_path!)) === null) missing.push(Number(d.id));
    if (missing.length) {
      console.error(M.missingInBucket(missing.join(', ')));
      process.exitCode = 1;
    } else console.log(M.allInBucket(documents.length));
  } finally {
    await bucket.close();
    await handle.close();
  }
}

main().catch((err) => {
  if (err instanceof UsageError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(M.failed, err instanceof Error ? err.message : err);
  process.exit(1);
});
