import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The access key the test server accepts; it checks every request's signature against it. */
const KEY = 'S3RVER';
/** How s3rver names an object's bytes on disk: `<key>._S3rver_object`. */
const OBJECT_SUFFIX = '._S3rver_object';

/**
 * Whether the S3 tests run: always under CI (a missing server then fails with a clear message), and
 * locally only when the server package is installed (Vitest then lists those tests as skipped).
 */
export function haveS3Server() {
  if (process.env.CI === 'true' || process.env.CI === '1') return true;
  try {
    createRequire(import.meta.url).resolve('@20minutes/s3rver');
    return true;
  } catch {
    console.warn(
      'S3 test server (@20minutes/s3rver) not installed: the S3 storage tests are skipped (npm ci)',
    );
    return false;
  }
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for this server's bucket, with its credentials (and a prefix, when given). */
  storageUrl(prefix?: string): string;
  /** Where the server keeps the objects on disk. */
  directory: string;
  /** Every object key in the bucket, sorted (read from the server's folder: its listing call is not needed). */
  storedKeys(): string[];
  stop(): Promise<void>;
}

/** An S3-compatible server (s3rver) in its own process on 127.0.0.1, with one empty bucket. */
export async function startS3Server(bucket = 'lexfaso-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-s3-'));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3-server-process.mjs'), directory, bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the S3 test server did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const m = /listening (\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the S3 test server stopped (${code}):\n${output}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    endpoint,
    bucket,
    directory,
    storedKeys: () => {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      return fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith(OBJECT_SUFFIX))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'))
        .sort();
    },
    storageUrl: (prefix = '') =>
      `s3://${KEY}:${KEY}@${bucket}${prefix ? `/${prefix}` : ''}?endpoint=${encodeURIComponent(endpoint)}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
