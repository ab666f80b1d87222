import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { type FileStorage, isStorageKey, newStorageKey } from './file-storage';

/** Where the files go in an S3-compatible object storage (STORAGE_URL, docs/deployment.md). */
export interface S3Location {
  bucket: string;
  /** A folder inside the bucket: '' or ending with '/'. */
  prefix: string;
  /** The service's address (MinIO, Garage, Ceph, Scaleway…); none for Amazon S3 itself. */
  endpoint?: string;
  region: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most S3-compatible services expect. */
  forcePathStyle: boolean;
  /** From the URL; without them the SDK's usual sources (AWS_ACCESS_KEY_ID…, ~/.aws, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3's rules for bucket names (lower-case letters, digits, dots and hyphens, 3 to 63). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `s3://[key:secret@]bucket[/prefix][?endpoint=https://…&region=…&path-style=true|false]`, or null when it is
 * not one. The secret is percent-encoded in the URL, as a password in DATABASE_URL.
 */
export function parseStorageUrl(raw: string): S3Location | null {
  try {
    return readStorageUrl(new URL(raw));
  } catch {
    return null; // not a URL, or a malformed percent sequence
  }
}

function readStorageUrl(url: URL): S3Location | null {
  const bucket = decodeURIComponent(url.hostname);
  if (url.protocol !== 's3:' || !BUCKET_NAME.test(bucket) || url.port || url.hash) return null;
  // The URL parser has already resolved any '.' and '..' in the path.
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const params = url.searchParams;
  if ([...params.keys()].some((k) => !['endpoint', 'region', 'path-style'].includes(k))) return null;
  const endpoint = params.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+(\/.*)?$/.test(endpoint)) return null;
  const pathStyle = params.get('path-style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') return null;
  const region = params.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) return null;
  if (Boolean(url.username) !== Boolean(url.password)) return null;
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region,
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

/** "Nothing under that key"; a missing bucket is a configuration error and is thrown. */
function isMissing(err: unknown) {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || (e?.name === 'NotFound' && e.$metadata?.httpStatusCode === 404);
}

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf' };

/** The SDK, loaded at the first use of a bucket: a site on the local folder (and every test) never loads it. */
const sdk = () => import('@aws-sdk/client-s3');

/**
 * The files in an S3-compatible bucket, under the same generated keys as the local folder (with the URL's
 * prefix before them). Downloads stream from the bucket: a PDF is never held whole in memory.
 */
export class S3FileStorage implements FileStorage {
  private client: Promise<S3Client> | null = null;

  constructor(readonly location: S3Location) {}

  private connect() {
    const { location } = this;
    this.client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: location.region,
          endpoint: location.endpoint,
          forcePathStyle: location.forcePathStyle,
          credentials: location.credentials,
          // Checksums only where S3 requires them: the newer default (a CRC trailer on streamed uploads) is not
          // spoken by every S3-compatible service; the signed payload hash still covers each upload.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
          // A storage that does not answer fails the request in seconds, not after the system's TCP timeout.
          requestHandler: { connectionTimeout: 5_000, httpAgent: { keepAlive: true, maxSockets: 100 } },
        }),
    );
    return this.client;
  }

  async put(data: Buffer, extension: string) {
    const key = newStorageKey(extension);
    await this.putAt(key, data, data.length);
    return key;
  }

  /**
   * Stores under a key chosen by the caller (the migration keeps the local folder's keys). A Buffer is signed
   * with its SHA-256; a stream is not (the SDK cannot hash it ahead), so the caller gives its MD5, which the
   * service checks (Content-MD5).
   */
  async putAt(key: string, body: Buffer | Readable, size: number, md5Base64?: string) {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    const [{ PutObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    await client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentLength: size,
        ContentMD5: md5Base64,
        ContentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
      }),
    );
  }

  async get(key: string) {
    if (!isStorageKey(key)) return null;
    const [{ GetObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return { stream: answer.Body as Readable, size: Number(answer.ContentLength) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async size(key: string) {
    if (!isStorageKey(key)) return null;
    const [{ HeadObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    try {
      const answer = await client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return Number(answer.ContentLength);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    if (!isStorageKey(key)) return;
    const [{ DeleteObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  /**
   * Throws when these settings (address, bucket, credentials) cannot tell a stored file from a missing one: a
   * read of a name no key ever has must answer "no such key". S3 answers that only to credentials allowed to
   * list the bucket (s3:ListBucket); others get "access denied", which would turn a missing PDF into an error.
   */
  async checkBucket() {
    const [{ GetObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: `${this.location.prefix}lexfaso-check` }),
      );
      (answer.Body as Readable).destroy();
    } catch (err) {
      if ((err as { name?: string }).name !== 'NoSuchKey') throw err;
    }
  }

  async close() {
    (await this.client)?.destroy();
    this.client = null;
  }

  private objectKey(key: string) {
    return this.location.prefix + key;
  }
}
