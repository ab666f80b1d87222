import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveS3Server, type S3TestServer, startS3Server } from '../../test/s3-server';
import { type FileStorage, LocalFileStorage } from './file-storage';
import { parseStorageUrl, S3FileStorage } from './s3-file-storage';

const KEY = /^[a-f0-9]{2}\/[a-f0-9]{32}\.pdf$/;
// Storage knows no database: these run once, on the SQLite pass of `npm test`.
const ONCE = process.env.TEST_DB !== 'postgres';

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every FileStorage does, whatever is behind it. */
function behavesAsAFileStorage(open: () => FileStorage) {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('stores under a generated key and gives back the same bytes and size', async () => {
    const data = Buffer.from('%PDF-1.4 un petit PDF de test');
    const key = await storage.put(data, 'pdf');
    expect(key).toMatch(KEY);
    expect(await storage.put(data, 'pdf')).not.toBe(key);
    const file = await storage.get(key);
    expect(file?.size).toBe(data.length);
    expect(await readAll(file!.stream)).toEqual(data);
    expect(await storage.size(key)).toBe(data.length);
    expect(await storage.put(Buffer.from('x'), '../E X E')).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{32}\.exe$/);
    expect(await storage.put(Buffer.from('x'), '..')).toMatch(/\.bin$/);
  });

  it('streams a file: the first bytes come before the whole file is read, and a cut-short read frees the way', async () => {
    const data = Buffer.alloc(4 * 1024 * 1024, 'a');
    data.write('%PDF-', 0);
    const key = await storage.put(data, 'pdf');
    const file = await storage.get(key);
    expect(file?.size).toBe(data.length);
    const first = (await file!.stream[Symbol.asyncIterator]().next()).value as Buffer;
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.length).toBeLessThan(data.length);
    file!.stream.destroy();
    // Downloads cut short (the client went away) must not hold connections: more of them than the pool has.
    for (let i = 0; i < 120; i += 1) {
      const cut = await storage.get(key);
      await cut!.stream[Symbol.asyncIterator]().next();
      cut!.stream.destroy();
    }
    expect((await readAll((await storage.get(key))!.stream)).equals(data)).toBe(true);
  }, 60_000);

  it('knows nothing of a missing key, and refuses every key it did not make', async () => {
    expect(await storage.get('ab/0123456789abcdef0123456789abcdef.pdf')).toBeNull();
    expect(await storage.size('ab/0123456789abcdef0123456789abcdef.pdf')).toBeNull();
    const real = await storage.put(Buffer.from('%PDF-'), 'pdf');
    for (const bad of [
      '',
      '../../etc/passwd',
      `${real}/../../x`,
      `/${real}`,
      real.toUpperCase(),
      real.replace('/', '\\'),
      `${real}.tmp-1`,
      'ab/../ab/0123456789abcdef0123456789abcdef.pdf',
    ]) {
      expect(await storage.get(bad), bad).toBeNull();
      expect(await storage.size(bad), bad).toBeNull();
      await storage.delete(bad);
    }
    expect(await storage.size(real)).toBe(5);
  });

  it('deletes, and deleting again is no error', async () => {
    const key = await storage.put(Buffer.from('%PDF-à effacer'), 'pdf');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.size(key)).toBeNull();
    await storage.delete(key);
  });

  it('replaces a stream under a key it is given, as a whole (the engine snapshot)', async () => {
    const key = `0a/${'b'.repeat(32)}.snap`;
    const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
    for (const text of ['first snapshot', 'second, longer snapshot']) {
      const data = Buffer.from(text);
      await storage.putAt(
        key,
        Readable.from([data.subarray(0, 5), data.subarray(5)]),
        data.length,
        md5(data),
      );
      const stored = await storage.get(key);
      expect(stored?.size).toBe(data.length);
      expect((await readAll(stored!.stream)).toString()).toBe(text);
    }
    const x = Buffer.from('x');
    await expect(storage.putAt('../x.snap', Readable.from([x]), 1, md5(x))).rejects.toThrow(
      /not a storage key/,
    );
    await storage.delete(key);
  });
}

describe.runIf(ONCE)('file storage: local folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-uploads-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  behavesAsAFileStorage(() => new LocalFileStorage(root));

  it('keeps its files under the folder, by key', async () => {
    const storage = new LocalFileStorage(root);
    const key = await storage.put(Buffer.from('%PDF-'), 'pdf');
    expect(fs.readFileSync(path.join(root, key), 'latin1')).toBe('%PDF-');
  });
});

describe.runIf(ONCE && haveS3Server())('file storage: S3-compatible bucket (s3rver)', () => {
  let server: S3TestServer;
  const opened: FileStorage[] = [];
  const s3 = (url: string) => {
    const storage = new S3FileStorage(parseStorageUrl(url)!);
    opened.push(storage);
    return storage;
  };
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    for (const storage of opened) await storage.close();
    await server?.stop();
  });

  describe('without a prefix', () => {
    behavesAsAFileStorage(() => s3(server.storageUrl()));
  });
  describe('under a prefix', () => {
    behavesAsAFileStorage(() => s3(server.storageUrl('lexfaso/production')));
  });

  it('puts the prefix before every key, so two deployments can share a bucket', async () => {
    const prefixed = s3(server.storageUrl('site-a'));
    const key = await prefixed.put(Buffer.from('%PDF-site a'), 'pdf');
    expect(await prefixed.size(key)).toBe(11);
    expect(await s3(server.storageUrl()).size(key)).toBeNull();
    expect(await s3(server.storageUrl('site-b')).size(key)).toBeNull();
    await prefixed.checkBucket();
  });

  it('stores a stream under a key it is given, with its MD5 (Content-MD5, which S3 and MinIO check)', async () => {
    const storage = s3(server.storageUrl());
    const data = Buffer.from('%PDF-1.4 copié depuis le dossier local');
    const md5 = createHash('md5').update(data).digest('base64');
    const key = 'cd/0123456789abcdef0123456789abcdef.pdf';
    await storage.putAt(key, Readable.from([data]), data.length, md5);
    expect(await readAll((await storage.get(key))!.stream)).toEqual(data);
    await expect(storage.putAt('../x.pdf', data, data.length)).rejects.toThrow(/not a storage key/);
  });

  it('a wrong secret or a missing bucket is an error, never taken for a missing file', async () => {
    const key = await s3(server.storageUrl()).put(Buffer.from('%PDF-'), 'pdf');
    const wrongSecret = s3(server.storageUrl().replace('S3RVER:S3RVER@', 'S3RVER:faux@'));
    await expect(wrongSecret.get(key)).rejects.toThrow();
    await expect(wrongSecret.size(key)).rejects.toThrow();
    await expect(wrongSecret.put(Buffer.from('%PDF-'), 'pdf')).rejects.toThrow();
    await expect(wrongSecret.checkBucket()).rejects.toThrow();
    const noBucket = s3(server.storageUrl().replace(`@${server.bucket}`, '@absent'));
    await expect(noBucket.get(key)).rejects.toThrow(/bucket/i);
    await expect(noBucket.put(Buffer.from('%PDF-'), 'pdf')).rejects.toThrow(/bucket/i);
    await expect(noBucket.checkBucket()).rejects.toThrow(/bucket/i);
  });
});
