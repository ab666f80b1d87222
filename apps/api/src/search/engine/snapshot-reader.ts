import { crc32 } from 'node:zlib';
import {
  SECTION_KINDS,
  SNAPSHOT_FORMAT,
  SNAPSHOT_MAGIC,
  type SnapshotHeader,
  sectionCapacity,
} from './snapshot';

const PREFIX_BYTES = SNAPSHOT_MAGIC.length + 4;
const MAX_HEADER_BYTES = 1 << 20;

/** Why a snapshot was refused: its caller rebuilds instead (never a wrong index). */
export class SnapshotRefused extends Error {}

function refuse(condition: boolean, why: string): asserts condition {
  if (!condition) throw new SnapshotRefused(`snapshot refused: ${why}`);
}

type Stage = 'prefix' | 'header' | 'section' | 'trailer' | 'done';

/**
 * Reads a snapshot (snapshot.ts) as its bytes come, chunk by chunk: each section goes straight into its own
 * array, the size the header gives (with room to grow for the ones appended to), so nothing but the index
 * itself is held. Refuses (SnapshotRefused) a snapshot of another format or analysis, one whose header does
 * not match the stored size, and at the end one whose CRC-32 does not match.
 */
export class SnapshotReader {
  private stage: Stage = 'prefix';
  private target = new Uint8Array(PREFIX_BYTES);
  private filled = 0;
  private crc = 0;
  private header: SnapshotHeader | null = null;
  private readonly sections: Uint8Array<ArrayBuffer>[] = [];

  /** `storedBytes`: the size the storage reports, checked against the header before any section is allocated. */
  constructor(private readonly expected: { fingerprint: string; storedBytes: number }) {}

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      refuse(this.stage !== 'done', 'bytes after the end');
      const take = Math.min(this.target.length - this.filled, chunk.length - at);
      const piece = chunk.subarray(at, at + take);
      this.target.set(piece, this.filled);
      if (this.stage !== 'trailer') this.crc = crc32(piece, this.crc);
      this.filled += take;
      at += take;
      if (this.filled === this.target.length) this.next();
    }
  }

  /** The header and the sections, once every byte was pushed and the CRC matched. */
  finish(): { header: SnapshotHeader; sections: Uint8Array<ArrayBuffer>[] } {
    refuse(this.stage === 'done' && this.header !== null, 'cut short');
    return { header: this.header, sections: this.sections };
  }

  private next(): void {
    const bytes = this.target;
    if (this.stage === 'prefix') {
      refuse(
        Buffer.from(bytes.subarray(0, SNAPSHOT_MAGIC.length)).toString('latin1') === SNAPSHOT_MAGIC,
        'not a snapshot',
      );
      const length = new DataView(bytes.buffer).getUint32(SNAPSHOT_MAGIC.length, true);
      refuse(length > 0 && length <= MAX_HEADER_BYTES, 'header length');
      this.stage = 'header';
      this.expect(length);
      return;
    }
    if (this.stage === 'header') {
      this.header = this.readHeader(bytes);
      this.stage = 'section';
    } else if (this.stage === 'section') this.sections.push(bytes);
    else if (this.stage === 'trailer') {
      refuse(new DataView(bytes.buffer).getUint32(0, true) === this.crc >>> 0, 'checksum');
      this.stage = 'done';
      return;
    }
    const header = this.header as SnapshotHeader;
    if (this.sections.length < header.sections.length) {
      const section = header.sections[this.sections.length];
      this.expect(section.bytes, sectionCapacity(section));
      if (this.target.length === 0) this.next(); // an empty section
    } else {
      this.stage = 'trailer';
      this.expect(4);
    }
  }

  /** The next `length` bytes, into a new buffer of `capacity` bytes (a section's room to grow after them). */
  private expect(length: number, capacity = length): void {
    this.target = new Uint8Array(new ArrayBuffer(capacity), 0, length);
    this.filled = 0;
  }

  private readHeader(bytes: Uint8Array): SnapshotHeader {
    let header: SnapshotHeader;
    try {
      header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new SnapshotRefused('snapshot refused: unreadable header');
    }
    refuse(header?.format === SNAPSHOT_FORMAT, `format ${header?.format}, not ${SNAPSHOT_FORMAT}`);
    refuse(header.fingerprint === this.expected.fingerprint, 'made by another analysis');
    const sections = Array.isArray(header.sections) ? header.sections : [];
    refuse(
      sections.length === SECTION_KINDS.length &&
        sections.every(
          (s, i) =>
            s.name === SECTION_KINDS[i][0] &&
            s.kind === SECTION_KINDS[i][1] &&
            Number.isSafeInteger(s.bytes) &&
            s.bytes >= 0,
        ),
      'sections',
    );
    const counts = [header.docCount, header.passageCount, header.liveDocs, header.livePassages];
    refuse(
      counts.every((c) => Number.isSafeInteger(c) && c >= 0),
      'counts',
    );
    refuse(Number.isSafeInteger(header.vocabularySize) && header.vocabularySize >= 1, 'vocabulary size');
    refuse(Number.isSafeInteger(header.documentsVersion) && header.documentsVersion >= 0, 'version');
    const sums = header.lengthSums;
    refuse([sums?.title, sums?.heading, sums?.body].every(Number.isSafeInteger), 'length sums');
    const total = PREFIX_BYTES + bytes.length + sections.reduce((sum, s) => sum + s.bytes, 0) + 4;
    refuse(
      total === this.expected.storedBytes,
      `${total} bytes announced, ${this.expected.storedBytes} stored`,
    );
    return header;
  }
}
