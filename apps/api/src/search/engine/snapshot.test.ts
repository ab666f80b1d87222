import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchEngine } from './engine';
import { captureSnapshot, encodeSnapshot, restoreSnapshot, SNAPSHOT_FORMAT } from './snapshot';
import { writeSnapshotFile } from './snapshot-file';
import { SnapshotReader, SnapshotRefused } from './snapshot-reader';
import { article, doc } from './test-corpus';
import type { DocumentInput } from './types';

const WORDS =
  'contrat travail bail vente nuit salaire code loi préavis licenciement commercial hypothèque sépulture'.split(
    ' ',
  );
const QUERIES = [
  'travail',
  'contrat travail',
  '"contrat de travail"',
  'trav*',
  'bail OR vente',
  'hypoteque',
  'code',
  'article 2',
  '',
];
const FINGERPRINT = 'test-analysis';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-snapshot-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function randomDoc(id: number, seed: number): DocumentInput {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s;
  };
  const sentence = () =>
    Array.from({ length: 3 + (next() % 8) }, () => WORDS[next() % WORDS.length]).join(' ');
  // Articles and chunks (passages without an article number: their lengths are averaged apart).
  const passages = Array.from({ length: 1 + (next() % 4) }, (_, i) =>
    next() % 3 === 0 ? sentence() : article(String(i + 1), sentence()),
  );
  const decision = next() % 2 === 0;
  return doc(id, `Code ${WORDS[next() % WORDS.length]}`, passages, {
    publishedAt: next() % 5 === 0 ? null : `20${10 + (next() % 15)}-01-01`,
    category: decision ? 'jurisprudence' : 'normes-generales',
    court: decision ? 'ccja' : null,
    jurisdiction: next() % 3 === 0 ? 'CCJA' : null,
  });
}

const answers = (engine: SearchEngine) =>
  QUERIES.flatMap((q) => [
    engine.search({ q, pageSize: 50 }),
    engine.search({ q, sort: 'date', filters: { category: 'jurisprudence' } }),
  ]);

/** An engine with dead documents and postings added since its last rebuild, as a long-running one has. */
function usedEngine(): SearchEngine {
  const engine = new SearchEngine();
  for (let id = 1; id <= 300; id++) engine.add(randomDoc(id, id));
  engine.commit();
  for (let id = 301; id <= 320; id++) engine.add(randomDoc(id, id * 7));
  for (let id = 5; id <= 40; id += 5) engine.remove(id);
  engine.add(randomDoc(7, 999));
  engine.commit();
  return engine;
}

async function saved(engine: SearchEngine, name: string) {
  const file = path.join(dir, name);
  const { bytes } = await writeSnapshotFile(
    await encodeSnapshot(captureSnapshot(engine.index, { fingerprint: FINGERPRINT, documentsVersion: 42 })),
    file,
  );
  return { file, bytes, content: fs.readFileSync(file) };
}

/** Reads the bytes in uneven chunks, as a stream gives them. */
function loaded(content: Uint8Array, fingerprint = FINGERPRINT, storedBytes = content.length): SearchEngine {
  const reader = new SnapshotReader({ fingerprint, storedBytes });
  for (let at = 0, step = 1; at < content.length; at += step, step = (step * 7 + 3) % 65_536)
    reader.push(content.subarray(at, at + step));
  const { header, sections } = reader.finish();
  expect(header.documentsVersion).toBe(42);
  const engine = new SearchEngine();
  restoreSnapshot(engine.index, header, sections);
  return engine;
}

describe('engine snapshots', () => {
  it('a loaded snapshot answers every search exactly as the saved engine, and after the same writes too', async () => {
    const engine = usedEngine();
    const { content, bytes } = await saved(engine, 'used.snap');
    expect(bytes).toBe(content.length);
    const copy = loaded(content);
    expect(copy.index.averages).toEqual(engine.index.averages);
    expect(answers(copy)).toEqual(answers(engine));
    for (const e of [engine, copy]) {
      e.add(randomDoc(400, 4));
      e.add(randomDoc(12, 12_000));
      e.remove(3);
      for (let id = 500; id < 600; id++) e.add(randomDoc(id, id * 3)); // enough for a rebuild
    }
    expect(copy.index.averages).toEqual(engine.index.averages);
    expect(answers(copy)).toEqual(answers(engine));
  });

  it('the first writes after a load land in the room the reader gave, and answer as on the saved engine', async () => {
    const engine = usedEngine();
    const copy = loaded((await saved(engine, 'room.snap')).content);
    const t = copy.index.table;
    const buffers = () => [
      t.externalId.buffer,
      t.alive.buffer,
      t.date.buffer,
      t.titleStart.buffer,
      t.passageDoc.buffer,
      t.repealed.buffer,
      t.sequences.bytes.buffer,
      t.titleTokens.bytes.buffer,
      copy.index.dateOrder.order.buffer,
    ];
    const before = buffers();
    for (const e of [engine, copy]) {
      for (let id = 700; id < 705; id++) e.add(randomDoc(id, id * 11));
      e.remove(8);
      e.commit();
    }
    for (const [i, b] of buffers().entries()) expect(b, `buffer ${i}`).toBe(before[i]);
    expect(answers(copy)).toEqual(answers(engine));
    // What the room holds is the index's: saved again, the two engines give the same bytes.
    expect((await saved(copy, 'room-copy.snap')).content).toEqual(
      (await saved(engine, 'room-saved.snap')).content,
    );
  });

  it('a column with less room than the others still grows before it is written', async () => {
    const engine = usedEngine();
    const copy = loaded((await saved(engine, 'uneven.snap')).content);
    const t = copy.index.table;
    t.alive = t.alive.slice(0, t.docCount);
    t.repealed = t.repealed.slice(0, t.passageCount);
    for (const e of [engine, copy]) e.add(randomDoc(800, 8));
    expect(answers(copy)).toEqual(answers(engine));
  });

  it('a snapshot is the index as captured, whatever the engine does while its keys are encoded', async () => {
    const engine = usedEngine();
    const before = (await saved(engine, 'captured.snap')).content;
    // Pieces of 7 passages, and between two of them the writes and searches of a live engine.
    const pending = captureSnapshot(engine.index, { fingerprint: FINGERPRINT, documentsVersion: 42 }, 7);
    let pauses = 0;
    const encoded = await encodeSnapshot(pending, async () => {
      pauses++;
      engine.add(randomDoc(1000 + pauses, pauses * 13));
      if (pauses % 10 === 0) engine.remove(40 + pauses);
      engine.search({ q: 'contrat' });
    });
    for (let id = 2000; id < 2100; id++) engine.add(randomDoc(id, id)); // enough for a rebuild
    engine.commit();
    const file = path.join(dir, 'encoded.snap');
    await writeSnapshotFile(encoded, file);
    expect(pauses).toBeGreaterThan(50);
    expect(fs.readFileSync(file)).toEqual(before);
  });

  it('an empty engine saves and loads', async () => {
    const { content } = await saved(new SearchEngine(), 'empty.snap');
    const copy = loaded(content);
    expect(copy.search({ q: 'travail' }).total).toBe(0);
    copy.add(randomDoc(1, 1));
    expect(copy.search({}).total).toBe(1);
  });

  it('refuses a snapshot with a changed byte, cut short, of another analysis or another format', async () => {
    const { content } = await saved(usedEngine(), 'refused.snap');
    const flipped = Uint8Array.from(content);
    flipped[Math.floor(content.length * 0.7)] ^= 0x10;
    expect(() => loaded(flipped)).toThrow(SnapshotRefused);
    expect(() => loaded(content.subarray(0, content.length - 100), FINGERPRINT, content.length)).toThrow(
      SnapshotRefused,
    );
    expect(() => loaded(content, 'another-analysis')).toThrow(SnapshotRefused);
    const text = Buffer.from(content)
      .toString('latin1')
      .replace(`"format":${SNAPSHOT_FORMAT}`, '"format":99');
    expect(() => loaded(Buffer.from(text, 'latin1'))).toThrow(SnapshotRefused);
    expect(() => loaded(content.subarray(0, content.length - 100))).toThrow(SnapshotRefused);
    expect(() => loaded(Buffer.from('not a snapshot at all, only words'))).toThrow(SnapshotRefused);
  });
});
