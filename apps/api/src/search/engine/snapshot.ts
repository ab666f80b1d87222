import { DocumentTable } from './documents';
import { PostingLists } from './postings';
import type { SearchIndex } from './search-index';
import type { LengthSums } from './term-counts';

/**
 * A search index saved as bytes (docs/search-engine.md, "Snapshots"): a start loads it and catches up through
 * search_changes instead of analysing every document again. Layout: MAGIC, the header's length (u32), the
 * header (JSON: what the index holds and the list of sections), the sections one after the other (typed
 * arrays as they are in memory, little-endian; strings as UTF-8), and the CRC-32 of all that (u32). Bump
 * SNAPSHOT_FORMAT whenever this layout or the meaning of a section changes; a change of the analysis is
 * caught by the fingerprint the caller gives (snapshot-reader.ts refuses a snapshot of another one).
 */
export const SNAPSHOT_FORMAT = 2; // 2: court decisions' court, solution and year (issue 32)
export const SNAPSHOT_MAGIC = 'LXSNAPv1';

type ArrayKind = 'u8' | 'u16' | 'i32' | 'u32';
type TypedArray =
  | Uint8Array<ArrayBuffer>
  | Uint16Array<ArrayBuffer>
  | Int32Array<ArrayBuffer>
  | Uint32Array<ArrayBuffer>;

export interface SectionInfo {
  name: string;
  kind: ArrayKind;
  bytes: number;
}

/** What the header says besides the sections: checked against the section lengths when loading. */
export interface SnapshotHeader {
  format: number;
  /** The analysis the term ids come from (the caller's: the same text analysed gives the same value). */
  fingerprint: string;
  /** The documents version the index reflects (documents-version.ts): the catch-up starts after it. */
  documentsVersion: number;
  docCount: number;
  passageCount: number;
  liveDocs: number;
  livePassages: number;
  vocabularySize: number;
  lengthSums: LengthSums;
  sections: SectionInfo[];
}

/**
 * A snapshot ready to be written: its header and the sections' bytes, in order, a section in one piece or
 * several (an encoded one is not put together: a new 27 MB array took 70–80 ms of the thread to fill).
 */
export interface CapturedSnapshot {
  header: SnapshotHeader;
  pieces: Uint8Array<ArrayBuffer>[];
}

/** A section whose bytes are made after the capture, a piece of text at a time (encodeSnapshot). */
interface LaterSection {
  pieces: Iterable<string>;
}

/** The index as captured: its sections, some of them still to be encoded. */
export interface PendingSnapshot {
  header: Omit<SnapshotHeader, 'sections'>;
  parts: Array<[string, TypedArray | LaterSection]>;
}

/**
 * Passages whose keys are encoded in one piece: at 900,000 articles the passages' keys were 27 MB of JSON, a
 * third of a second of the engine thread in one turn, and every search waited behind it. A piece of 32,768
 * passages takes about 10 ms.
 */
const KEYS_PER_PIECE = 32_768;

/**
 * The passages' anchors and article keys as the JSON `[[anchors…],[keys…]]`, `perPiece` passages at a time.
 * Read after the capture: both lists are only ever appended to (a compaction builds a new table), so their
 * first `count` items are still the captured ones.
 */
function* keysJson(table: DocumentTable, count: number, perPiece: number): Generator<string> {
  for (const [i, list] of [table.anchors, table.articleKeys].entries()) {
    yield i === 0 ? '[[' : '],[';
    for (let at = 0; at < count; at += perPiece) {
      const piece = JSON.stringify(list.slice(at, Math.min(count, at + perPiece)));
      yield (at > 0 ? ',' : '') + piece.slice(1, -1);
    }
  }
  yield ']]';
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Encodes what the capture left for later, awaiting `pause` between two pieces (by default the thread's next
 * turn, so that the searches waiting run in between), and gives the snapshot ready to be written.
 */
export async function encodeSnapshot(
  pending: PendingSnapshot,
  pause: () => Promise<void> = nextTurn,
): Promise<CapturedSnapshot> {
  const sections: SectionInfo[] = [];
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  for (const [name, part] of pending.parts) {
    if (!('pieces' in part)) {
      sections.push({ name, kind: kindOf(part), bytes: part.byteLength });
      pieces.push(bytesOf(part));
      continue;
    }
    let bytes = 0;
    for (const piece of part.pieces) {
      const encoded = encoder.encode(piece);
      pieces.push(encoded);
      bytes += encoded.length;
      await pause();
    }
    sections.push({ name, kind: 'u8', bytes });
  }
  return { header: { ...pending.header, sections }, pieces };
}

const encoder = new TextEncoder();
const bytesOf = (a: TypedArray) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const kindOf = (a: TypedArray): ArrayKind =>
  a instanceof Uint8Array ? 'u8' : a instanceof Uint16Array ? 'u16' : a instanceof Int32Array ? 'i32' : 'u32';

/**
 * The index as it is now, committed. Synchronous and cheap: what later writes change in place (liveness,
 * frequencies, date order, postings added since the last rebuild, the word counts) is copied; what they
 * only append to or replace whole (columns, token sequences, compact postings, the passages' keys) is
 * referenced, so the encoding and the writing can take their time while the engine goes on searching and
 * applying changes.
 */
export function captureSnapshot(
  index: SearchIndex,
  meta: { fingerprint: string; documentsVersion: number },
  keysPerPiece = KEYS_PER_PIECE,
): PendingSnapshot {
  if (!index.committed) index.commit();
  const t = index.table;
  const v = index.vocabulary;
  const n = t.docCount;
  const p = t.passageCount;
  const size = v.size;
  const surfaces = index.surfaces.entries();
  const parts: Array<[string, TypedArray | LaterSection]> = [
    ['terms', encoder.encode(v.terms.slice(1).join('\n'))],
    ['passageFrequency', v.passageFrequency.slice(0, size)],
    ['titleFrequency', v.titleFrequency.slice(0, size)],
    ['titlePassages', v.titlePassages.slice(0, size)],
    [
      'names',
      encoder.encode(
        JSON.stringify([t.categories.names, t.jurisdictions.names, t.courts.names, t.solutions.names]),
      ),
    ],
    ['externalId', t.externalId.subarray(0, n)],
    ['alive', t.alive.slice(0, n)],
    ['typeId', t.typeId.subarray(0, n)],
    ['category', t.category.subarray(0, n)],
    ['domainId', t.domainId.subarray(0, n)],
    ['jurisdiction', t.jurisdiction.subarray(0, n)],
    ['court', t.court.subarray(0, n)],
    ['solution', t.solution.subarray(0, n)],
    ['decisionYear', t.decisionYear.subarray(0, n)],
    ['year', t.year.subarray(0, n)],
    ['date', t.date.subarray(0, n)],
    ['hasPdf', t.hasPdf.subarray(0, n)],
    ['published', t.published.subarray(0, n)],
    ['firstPassage', t.firstPassage.subarray(0, n)],
    ['passages', t.passages.subarray(0, n)],
    ['titleLength', t.titleLength.subarray(0, n)],
    ['titleStart', t.titleStart.subarray(0, n)],
    ['titleTokens', t.titleTokens.bytes.subarray(0, t.titleTokens.length)],
    ['passageDoc', t.passageDoc.subarray(0, p)],
    ['headingLength', t.headingLength.subarray(0, p)],
    ['bodyLength', t.bodyLength.subarray(0, p)],
    ['sequenceStart', t.sequenceStart.subarray(0, p)],
    ['repealed', t.repealed.subarray(0, p)],
    ['sequences', t.sequences.bytes.subarray(0, t.sequences.length)],
    ['keys', { pieces: keysJson(t, p, keysPerPiece) }],
    ...postingArrays('passage', index.passagePostings),
    ...postingArrays('title', index.titlePostings),
    ['dateOrder', index.dateOrder.order.slice(0, index.dateOrder.length)],
    ['words', encoder.encode([...surfaces.counts.keys()].join('\n'))],
    ['wordCounts', Int32Array.from(surfaces.counts.values())],
    ['accents', encoder.encode(JSON.stringify([...surfaces.accented]))],
  ];
  return {
    header: {
      format: SNAPSHOT_FORMAT,
      fingerprint: meta.fingerprint,
      documentsVersion: meta.documentsVersion,
      docCount: n,
      passageCount: p,
      liveDocs: t.liveDocs,
      livePassages: t.livePassages,
      vocabularySize: size,
      lengthSums: index.lengthTotals(),
    },
    parts,
  };
}

/** Compact postings (replaced whole by a rebuild: referenced) and the lists added since (copied). */
function postingArrays(prefix: string, lists: PostingLists): Array<[string, TypedArray]> {
  const terms = [...lists.delta.keys()];
  const lengths = Int32Array.from(terms, (term) => lists.delta.get(term)?.length ?? 0);
  const total = lengths.reduce((a, b) => a + b, 0);
  const ids = new Int32Array(total);
  const tfs = new Uint16Array(total);
  let at = 0;
  for (const list of lists.delta.values()) {
    ids.set(list.ids.subarray(0, list.length), at);
    tfs.set(list.tfs.subarray(0, list.length), at);
    at += list.length;
  }
  return [
    [`${prefix}Offsets`, lists.offsets],
    [`${prefix}Ids`, lists.ids],
    [`${prefix}Tfs`, lists.tfs],
    [`${prefix}DeltaTerms`, Int32Array.from(terms)],
    [`${prefix}DeltaLengths`, lengths],
    [`${prefix}DeltaIds`, ids],
    [`${prefix}DeltaTfs`, tfs],
  ];
}

/** The words' frequencies, in the order they are saved. */
const FREQUENCIES: ReadonlyArray<[string, ArrayKind]> = [
  ['passageFrequency', 'i32'],
  ['titleFrequency', 'i32'],
  ['titlePassages', 'i32'],
];

/** The document columns, in the order they are saved. */
const DOCUMENT_COLUMNS: ReadonlyArray<[string, ArrayKind]> = [
  ...(
    [
      'externalId',
      'alive',
      'typeId',
      'category',
      'domainId',
      'jurisdiction',
      'court',
      'solution',
      'decisionYear',
      'year',
      'date',
    ] as const
  ).map((name): [string, ArrayKind] => [name, name === 'alive' ? 'u8' : 'i32']),
  ['hasPdf', 'u8'],
  ['published', 'u8'],
  ['firstPassage', 'i32'],
  ['passages', 'i32'],
  ['titleLength', 'i32'],
  ['titleStart', 'u32'],
];

/** The passage columns, in the order they are saved. */
const PASSAGE_COLUMNS: ReadonlyArray<[string, ArrayKind]> = [
  ['passageDoc', 'i32'],
  ['headingLength', 'i32'],
  ['bodyLength', 'i32'],
  ['sequenceStart', 'u32'],
  ['repealed', 'u8'],
];

/** The sections in the order captureSnapshot writes them, with their kind: a reader accepts nothing else. */
export const SECTION_KINDS: ReadonlyArray<[string, ArrayKind]> = [
  ['terms', 'u8'],
  ...FREQUENCIES,
  ['names', 'u8'],
  ...DOCUMENT_COLUMNS,
  ['titleTokens', 'u8'],
  ...PASSAGE_COLUMNS,
  ['sequences', 'u8'],
  ['keys', 'u8'],
  ...(['passage', 'title'] as const).flatMap(
    (prefix): Array<[string, ArrayKind]> => [
      [`${prefix}Offsets`, 'u32'],
      [`${prefix}Ids`, 'i32'],
      [`${prefix}Tfs`, 'u16'],
      [`${prefix}DeltaTerms`, 'i32'],
      [`${prefix}DeltaLengths`, 'i32'],
      [`${prefix}DeltaIds`, 'i32'],
      [`${prefix}DeltaTfs`, 'u16'],
    ],
  ),
  ['dateOrder', 'i32'],
  ['words', 'u8'],
  ['wordCounts', 'i32'],
  ['accents', 'u8'],
];

const ELEMENT_BYTES: Record<ArrayKind, number> = { u8: 1, u16: 2, i32: 4, u32: 4 };

/**
 * The sections a loaded index appends to in place: the document and passage columns, the token sequences,
 * the words' frequencies and the date order. Loaded at their exact length, the first document added after a
 * start copied each of them to a larger array (at 900,000 articles, most of the index). The reader gives each
 * the room for RESTORED_ROOM more items at the end of its own buffer; a page of that room is only resident
 * once written. Every column of a group gets the same room, and each still grows by its own length
 * (DocumentTable.reserveDocs).
 */
const GROWN_IN_PLACE = new Set([
  ...[...FREQUENCIES, ...DOCUMENT_COLUMNS, ...PASSAGE_COLUMNS].map(([name]) => name),
  'titleTokens',
  'sequences',
  'dateOrder',
]);

/** An eighth more: months of a national database's writes before the first copy, not a second index. */
const RESTORED_ROOM = 1 / 8;

/** The bytes the reader allocates for a section: its own, and the room to grow of one appended to in place. */
export function sectionCapacity(section: SectionInfo): number {
  if (!GROWN_IN_PLACE.has(section.name)) return section.bytes;
  const element = ELEMENT_BYTES[section.kind];
  const items = section.bytes / element;
  return (items + Math.ceil(items * RESTORED_ROOM)) * element;
}

/** The same items, with the whole of their buffer after them as room to grow (a `length` of its own). */
function withRoom<T extends TypedArray>(a: T): T {
  const Kind = a.constructor as new (buffer: ArrayBuffer) => T;
  return new Kind(a.buffer);
}

/** A section's bytes (a fresh, whole buffer) seen as its kind of array. */
function asArray(kind: ArrayKind, bytes: Uint8Array<ArrayBuffer>): TypedArray {
  if (bytes.byteOffset !== 0 || bytes.byteLength % ELEMENT_BYTES[kind] !== 0)
    throw new Error(`snapshot: section of ${kind} misaligned`);
  const b = bytes.buffer;
  if (kind === 'u8') return bytes;
  if (kind === 'u16') return new Uint16Array(b, 0, bytes.byteLength / 2);
  return kind === 'i32'
    ? new Int32Array(b, 0, bytes.byteLength / 4)
    : new Uint32Array(b, 0, bytes.byteLength / 4);
}

const decoder = new TextDecoder('utf-8', { fatal: true });
const lines = (bytes: Uint8Array) => (bytes.length === 0 ? [] : decoder.decode(bytes).split('\n'));
const json = (bytes: Uint8Array): unknown => JSON.parse(decoder.decode(bytes));

class SnapshotError extends Error {}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new SnapshotError(`snapshot: ${what}`);
}

/**
 * Fills an empty index from a snapshot's header and sections (as snapshot-reader.ts read and checked
 * them: the CRC matched, the sections are the expected ones). Every length is checked against the
 * header's counts: a snapshot that does not add up throws, and its caller rebuilds. Each section is in a
 * buffer of its own (the reader's), whose bytes after the section are the room to grow it was given.
 */
export function restoreSnapshot(
  index: SearchIndex,
  header: SnapshotHeader,
  sections: Uint8Array<ArrayBuffer>[],
): void {
  check(index.table.docCount === 0 && index.vocabulary.size === 1, 'the index is not empty');
  const s = new Map<string, TypedArray>();
  for (const [i, [name, kind]] of SECTION_KINDS.entries()) s.set(name, asArray(kind, sections[i]));
  const get = (name: string, length?: number): TypedArray => {
    const a = s.get(name) as TypedArray;
    check(length === undefined || a.length === length, `${name}: ${a.length} ≠ ${length}`);
    return GROWN_IN_PLACE.has(name) ? withRoom(a) : a;
  };
  const g = getters(get);
  const sectionLength = (name: string) => (s.get(name) as TypedArray).length;
  const { docCount: n, passageCount: p, vocabularySize: size } = header;
  const terms = lines(g.u8('terms'));
  check(terms.length === size - 1, 'vocabulary size');
  index.vocabulary.restore(
    terms,
    g.i32('passageFrequency', size),
    g.i32('titleFrequency', size),
    g.i32('titlePassages', size),
  );
  const t = new DocumentTable();
  const [categories, jurisdictions, courts, solutions] = json(g.u8('names')) as string[][];
  check(Array.isArray(courts) && Array.isArray(solutions), 'names');
  t.categories.restore(categories);
  t.jurisdictions.restore(jurisdictions);
  t.courts.restore(courts);
  t.solutions.restore(solutions);
  t.docCount = n;
  t.passageCount = p;
  t.liveDocs = header.liveDocs;
  t.livePassages = header.livePassages;
  t.externalId = g.i32('externalId', n);
  t.alive = g.u8('alive', n);
  t.typeId = g.i32('typeId', n);
  t.category = g.i32('category', n);
  t.domainId = g.i32('domainId', n);
  t.jurisdiction = g.i32('jurisdiction', n);
  t.court = g.i32('court', n);
  t.solution = g.i32('solution', n);
  t.decisionYear = g.i32('decisionYear', n);
  t.year = g.i32('year', n);
  t.date = g.i32('date', n);
  t.hasPdf = g.u8('hasPdf', n);
  t.published = g.u8('published', n);
  t.firstPassage = g.i32('firstPassage', n);
  t.passages = g.i32('passages', n);
  t.titleLength = g.i32('titleLength', n);
  t.titleStart = g.u32('titleStart', n);
  t.titleTokens.bytes = g.u8('titleTokens');
  t.titleTokens.length = sectionLength('titleTokens');
  t.passageDoc = g.i32('passageDoc', p);
  t.headingLength = g.i32('headingLength', p);
  t.bodyLength = g.i32('bodyLength', p);
  t.sequenceStart = g.u32('sequenceStart', p);
  t.repealed = g.u8('repealed', p);
  t.sequences.bytes = g.u8('sequences');
  t.sequences.length = sectionLength('sequences');
  const [anchors, articleKeys] = json(g.u8('keys')) as [(string | null)[], (string | null)[]];
  check(anchors.length === p && articleKeys.length === p, 'passage keys');
  t.restoreKeys(anchors, articleKeys);
  const words = lines(g.u8('words'));
  index.surfaces.restore(
    words,
    g.i32('wordCounts', words.length),
    json(g.u8('accents')) as Array<[string, string[]]>,
  );
  index.restore({
    table: t,
    passagePostings: restorePostings(g, 'passage', size),
    titlePostings: restorePostings(g, 'title', size),
    dateOrder: { order: g.i32('dateOrder', header.liveDocs), length: header.liveDocs },
    lengthSums: header.lengthSums,
  });
}

function restorePostings(g: ReturnType<typeof getters>, prefix: string, size: number): PostingLists {
  const lists = new PostingLists();
  const offsets = g.u32(`${prefix}Offsets`);
  check(offsets.length <= size + 1, `${prefix} offsets`);
  const total = offsets.length > 0 ? offsets[offsets.length - 1] : 0;
  lists.offsets = offsets.length > 0 ? offsets : new Uint32Array(1);
  lists.ids = g.i32(`${prefix}Ids`, total);
  lists.tfs = g.u16(`${prefix}Tfs`, total);
  const terms = g.i32(`${prefix}DeltaTerms`);
  const lengths = g.i32(`${prefix}DeltaLengths`, terms.length);
  const ids = g.i32(`${prefix}DeltaIds`);
  const tfs = g.u16(`${prefix}DeltaTfs`, ids.length);
  let at = 0;
  for (const [i, term] of terms.entries()) {
    const length = lengths[i];
    check(length >= 0 && at + length <= ids.length && term > 0 && term < size, `${prefix} delta`);
    // Copies with room to grow: the lists are appended to in place.
    lists.delta.set(term, { ids: ids.slice(at, at + length), tfs: tfs.slice(at, at + length), length });
    at += length;
  }
  check(at === ids.length, `${prefix} delta length`);
  lists.deltaPostings = at;
  return lists;
}

/** Typed readers of the sections by name. */
function getters(get: (name: string, length?: number) => TypedArray) {
  return {
    u8: (name: string, length?: number) => get(name, length) as Uint8Array<ArrayBuffer>,
    u16: (name: string, length?: number) => get(name, length) as Uint16Array<ArrayBuffer>,
    i32: (name: string, length?: number) => get(name, length) as Int32Array<ArrayBuffer>,
    u32: (name: string, length?: number) => get(name, length) as Uint32Array<ArrayBuffer>,
  };
}
