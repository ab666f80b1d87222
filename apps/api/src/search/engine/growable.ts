type TypedArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array | Float64Array;
type TypedArrayConstructor<T extends TypedArray> = new (length: number) => T;

/** A copy of `array` with room for at least `needed` items (x1.5 growth), or `array` itself if it fits. */
export function grown<T extends TypedArray>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const capacity = Math.max(needed, Math.ceil(array.length * 1.5), 16);
  const copy = new (array.constructor as TypedArrayConstructor<T>)(capacity);
  copy.set(array);
  return copy;
}

/** An append-only byte buffer (the token sequences). */
export class ByteBuffer {
  bytes = new Uint8Array(1 << 16);
  length = 0;

  reserve(extra: number): void {
    this.bytes = grown(this.bytes, this.length + extra);
  }
}
