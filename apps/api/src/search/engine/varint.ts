import type { ByteBuffer } from './growable';

/**
 * Token sequences are stored as variable-length integers (7 bits per byte): term ids are handed out in
 * order of first appearance, so the frequent words of legal text get small ids and most tokens take one
 * or two bytes instead of four.
 */
export function writeVarint(buffer: ByteBuffer, value: number): void {
  buffer.reserve(5);
  const bytes = buffer.bytes;
  let at = buffer.length;
  let v = value;
  while (v >= 0x80) {
    bytes[at++] = (v & 0x7f) | 0x80;
    v >>>= 7;
  }
  bytes[at++] = v;
  buffer.length = at;
}

/** Decodes `count` integers starting at byte `start` into `out` (from index 0); returns the end offset. */
export function readVarints(bytes: Uint8Array, start: number, count: number, out: Int32Array): number {
  let at = start;
  for (let i = 0; i < count; i++) {
    let b = bytes[at++];
    let v = b & 0x7f;
    let shift = 7;
    while (b & 0x80) {
      b = bytes[at++];
      v |= (b & 0x7f) << shift;
      shift += 7;
    }
    out[i] = v;
  }
  return at;
}
