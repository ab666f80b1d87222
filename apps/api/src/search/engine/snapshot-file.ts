import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { type CapturedSnapshot, SNAPSHOT_MAGIC } from './snapshot';

/** Bytes written at a time: the thread takes other work (searches) between two writes. */
const SLICE = 1 << 20;

/**
 * Writes a captured snapshot to `file`, a slice at a time (the engine thread searches between two), and
 * returns its size and MD5 (an object storage checks the upload against it).
 */
export async function writeSnapshotFile(
  snapshot: CapturedSnapshot,
  file: string,
): Promise<{ bytes: number; md5: string }> {
  const header = new TextEncoder().encode(JSON.stringify(snapshot.header));
  const prefix = new Uint8Array(SNAPSHOT_MAGIC.length + 4);
  prefix.set(Buffer.from(SNAPSHOT_MAGIC, 'latin1'));
  new DataView(prefix.buffer).setUint32(SNAPSHOT_MAGIC.length, header.length, true);
  const md5 = createHash('md5');
  let crc = 0;
  let bytes = 0;
  const handle = await fsp.open(file, 'w');
  const write = async (data: Uint8Array, checked = true) => {
    for (let at = 0; at < data.length; ) {
      const { bytesWritten } = await handle.write(data, at, Math.min(SLICE, data.length - at), bytes);
      const written = data.subarray(at, at + bytesWritten);
      md5.update(written);
      if (checked) crc = crc32(written, crc);
      at += bytesWritten;
      bytes += bytesWritten;
    }
  };
  try {
    for (const part of [prefix, header, ...snapshot.pieces]) await write(part);
    const trailer = new Uint8Array(4);
    new DataView(trailer.buffer).setUint32(0, crc >>> 0, true);
    await write(trailer, false);
  } finally {
    await handle.close();
  }
  return { bytes, md5: md5.digest('base64') };
}
