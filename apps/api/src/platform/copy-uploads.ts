import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isStorageKey } from './file-storage';
import type { S3FileStorage } from './s3-file-storage';

export interface CopyProgress {
  /** Files looked at so far, of `total`. */
  done: number;
  total: number;
  copied: number;
  present: number;
}

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size: keys are random and never rewritten, so that is the same file. */
  present: number;
  /** Files whose names are not storage keys (a crash's `.tmp-<pid>` leftovers, files put there by hand). */
  ignored: string[];
  bytes: number;
}

/** Files uploaded at once: enough to hide the bucket's latency, few enough for a small server. */
const PARALLEL = 4;

/** A file's MD5 in base64 (Content-MD5), read as a stream. */
async function md5Of(file: string) {
  const hash = createHash('md5');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('base64');
}

/** Every file under the folder, with its path relative to it in '/' form. */
async function filesUnder(root: string) {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { file, name: path.relative(root, file).split(path.sep).join('/') };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Copies the local uploads folder into the bucket under the same keys (the documents' `pdf_path` stay valid),
 * streaming each file from disk with its MD5 (S3 and MinIO refuse bytes that do not match it). Idempotent: a file already there is skipped, so an interrupted copy is run again.
 */
export async function copyUploadsToBucket(
  root: string,
  bucket: S3FileStorage,
  onProgress: (p: CopyProgress) => void = () => {},
): Promise<CopyReport> {
  const files = await filesUnder(root);
  const report: CopyReport = { copied: 0, present: 0, ignored: [], bytes: 0 };
  let next = 0;
  let done = 0;
  const copyOne = async ({ file, name }: { file: string; name: string }) => {
    if (!isStorageKey(name)) {
      report.ignored.push(name);
      return;
    }
    const { size } = await fsp.stat(file);
    if ((await bucket.size(name)) === size) {
      report.present += 1;
      return;
    }
    await bucket.putAt(name, fs.createReadStream(file), size, await md5Of(file));
    report.copied += 1;
    report.bytes += size;
  };
  const worker = async () => {
    while (next < files.length) {
      await copyOne(files[next++]!);
      done += 1;
      onProgress({ done, total: files.length, copied: report.copied, present: report.present });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return report;
}
