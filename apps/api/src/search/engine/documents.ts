import { ByteBuffer, grown } from './growable';
import type { DocumentFacets } from './types';
import { readVarints, writeVarint } from './varint';
import { FIELD_SEPARATOR } from './vocabulary';

/** A document once analysed: term ids instead of text. */
export interface AnalysedDocument {
  id: number;
  facets: DocumentFacets;
  title: Int32Array;
  passages: AnalysedPassage[];
}

export interface AnalysedPassage {
  heading: Int32Array;
  body: Int32Array;
  articleKey: string | null;
  anchor: string | null;
  repealed: boolean;
}

const NONE = -1;

/** Small sets of strings (categories, jurisdictions) stored as numbers. */
class Interned {
  private readonly ids = new Map<string, number>();
  readonly names: string[] = [];
  id(name: string | null): number {
    if (name === null) return NONE;
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }
  restore(names: readonly string[]): void {
    for (const name of names) this.id(name);
  }
  find(name: string): number {
    return this.ids.get(name) ?? -2; // matches no document
  }
}

/** 'YYYY-MM-DD' as the number YYYYMMDD (0 when undated), so dates compare as numbers. */
export const dateNumber = (date: string | null | undefined): number =>
  date ? Number(date.slice(0, 10).replaceAll('-', '')) || 0 : 0;

/**
 * Documents and passages in columns (typed arrays), numbered in the order they were added: a document's
 * passages are consecutive. Removing a document only marks it dead; the index is rebuilt without the dead
 * ones now and then (SearchIndex.compact).
 */
export class DocumentTable {
  docCount = 0;
  passageCount = 0;
  liveDocs = 0;
  livePassages = 0;
  readonly categories = new Interned();
  readonly jurisdictions = new Interned();
  readonly courts = new Interned();
  readonly solutions = new Interned();

  externalId = new Int32Array(0);
  alive = new Uint8Array(0);
  typeId = new Int32Array(0);
  category = new Int32Array(0);
  domainId = new Int32Array(0);
  jurisdiction = new Int32Array(0);
  court = new Int32Array(0);
  solution = new Int32Array(0);
  decisionYear = new Int32Array(0);
  year = new Int32Array(0);
  date = new Int32Array(0);
  hasPdf = new Uint8Array(0);
  published = new Uint8Array(0);
  firstPassage = new Int32Array(0);
  passages = new Int32Array(0);
  titleLength = new Int32Array(0);
  titleStart = new Uint32Array(0);
  readonly titleTokens = new ByteBuffer();

  passageDoc = new Int32Array(0);
  headingLength = new Int32Array(0);
  bodyLength = new Int32Array(0);
  sequenceStart = new Uint32Array(0);
  /** 1: a repealed article (status-rank.ts). */
  repealed = new Uint8Array(0);
  readonly sequences = new ByteBuffer();
  readonly anchors: (string | null)[] = [];
  readonly articleKeys: (string | null)[] = [];

  /** Appends a document and its passages; returns its internal number. */
  append(doc: AnalysedDocument): number {
    const d = this.docCount++;
    this.reserveDocs(d + 1);
    const f = doc.facets;
    this.externalId[d] = doc.id;
    this.alive[d] = 1;
    this.typeId[d] = f.typeId ?? NONE;
    this.category[d] = this.categories.id(f.category);
    this.domainId[d] = f.domainId ?? NONE;
    this.jurisdiction[d] = this.jurisdictions.id(f.jurisdiction);
    this.court[d] = this.courts.id(f.court ?? null);
    this.solution[d] = this.solutions.id(f.solution ?? null);
    this.decisionYear[d] = f.decisionYear ?? 0;
    this.year[d] = f.year ?? 0;
    this.date[d] = dateNumber(f.publishedAt);
    this.hasPdf[d] = f.hasPdf ? 1 : 0;
    this.published[d] = f.published ? 1 : 0;
    this.titleLength[d] = doc.title.length;
    this.titleStart[d] = this.titleTokens.length;
    for (const t of doc.title) writeVarint(this.titleTokens, t);
    this.firstPassage[d] = this.passageCount;
    this.passages[d] = doc.passages.length;
    this.reservePassages(this.passageCount + doc.passages.length);
    for (const passage of doc.passages) {
      const p = this.passageCount++;
      this.passageDoc[p] = d;
      this.headingLength[p] = passage.heading.length;
      this.bodyLength[p] = passage.body.length;
      this.sequenceStart[p] = this.sequences.length;
      this.repealed[p] = passage.repealed ? 1 : 0;
      for (const t of passage.heading) writeVarint(this.sequences, t);
      writeVarint(this.sequences, FIELD_SEPARATOR);
      for (const t of passage.body) writeVarint(this.sequences, t);
      this.anchors.push(passage.anchor);
      this.articleKeys.push(passage.articleKey);
    }
    this.liveDocs++;
    this.livePassages += doc.passages.length;
    return d;
  }

  /** Appends a snapshot's passage anchors and article keys (snapshot.ts); the columns are set directly. */
  restoreKeys(anchors: readonly (string | null)[], articleKeys: readonly (string | null)[]): void {
    for (const anchor of anchors) this.anchors.push(anchor);
    for (const key of articleKeys) this.articleKeys.push(key);
  }

  kill(d: number): void {
    if (!this.alive[d]) return;
    this.alive[d] = 0;
    this.liveDocs--;
    this.livePassages -= this.passages[d];
  }

  /** Heading, separator and body term ids of passage p, into `out` (grown if needed); returns the count. */
  sequence(p: number, out: { buffer: Int32Array }): number {
    const count = this.headingLength[p] + 1 + this.bodyLength[p];
    if (out.buffer.length < count) out.buffer = new Int32Array(count * 2);
    readVarints(this.sequences.bytes, this.sequenceStart[p], count, out.buffer);
    return count;
  }

  /** Where passage p's token bytes end: passages are written one after another (append), never rewritten. */
  sequenceEnd(p: number): number {
    return p + 1 < this.passageCount ? this.sequenceStart[p + 1] : this.sequences.length;
  }

  /** Where document d's title bytes end, as sequenceEnd. */
  titleEnd(d: number): number {
    return d + 1 < this.docCount ? this.titleStart[d + 1] : this.titleTokens.length;
  }

  title(d: number, out: { buffer: Int32Array }): number {
    const count = this.titleLength[d];
    if (out.buffer.length < count) out.buffer = new Int32Array(count * 2);
    readVarints(this.titleTokens.bytes, this.titleStart[d], count, out.buffer);
    return count;
  }

  /** The document as it was added (term ids), to copy it into a rebuilt table. */
  analysed(d: number): AnalysedDocument {
    const scratch = { buffer: new Int32Array(64) };
    const titleTerms = scratch.buffer.slice(0, this.title(d, scratch));
    const passages: AnalysedPassage[] = [];
    for (let p = this.firstPassage[d], end = p + this.passages[d]; p < end; p++) {
      const n = this.sequence(p, scratch);
      const h = this.headingLength[p];
      passages.push({
        heading: scratch.buffer.slice(0, h),
        body: scratch.buffer.slice(h + 1, n),
        articleKey: this.articleKeys[p],
        anchor: this.anchors[p],
        repealed: this.repealed[p] === 1,
      });
    }
    return { id: this.externalId[d], facets: this.facets(d), title: titleTerms, passages };
  }

  facets(d: number): DocumentFacets {
    const name = (names: string[], id: number) => (id === NONE ? null : names[id]);
    const date = this.date[d];
    return {
      typeId: this.typeId[d] === NONE ? null : this.typeId[d],
      category: name(this.categories.names, this.category[d]),
      domainId: this.domainId[d] === NONE ? null : this.domainId[d],
      jurisdiction: name(this.jurisdictions.names, this.jurisdiction[d]),
      court: name(this.courts.names, this.court[d]),
      solution: name(this.solutions.names, this.solution[d]),
      decisionYear: this.decisionYear[d] === 0 ? null : this.decisionYear[d],
      year: this.year[d] === 0 ? null : this.year[d],
      publishedAt:
        date === 0
          ? null
          : `${String(date).slice(0, 4)}-${String(date).slice(4, 6)}-${String(date).slice(6, 8)}`,
      hasPdf: this.hasPdf[d] === 1,
      published: this.published[d] === 1,
    };
  }

  /**
   * Each column grows by its own length, not by one standing for all: a loaded snapshot gives them their
   * room to grow in buffers of their own (snapshot.ts, GROWN_IN_PLACE), and a write past a typed array's end
   * is silently lost.
   */
  private reserveDocs(n: number): void {
    this.externalId = grown(this.externalId, n);
    this.alive = grown(this.alive, n);
    this.typeId = grown(this.typeId, n);
    this.category = grown(this.category, n);
    this.domainId = grown(this.domainId, n);
    this.jurisdiction = grown(this.jurisdiction, n);
    this.court = grown(this.court, n);
    this.solution = grown(this.solution, n);
    this.decisionYear = grown(this.decisionYear, n);
    this.year = grown(this.year, n);
    this.date = grown(this.date, n);
    this.hasPdf = grown(this.hasPdf, n);
    this.published = grown(this.published, n);
    this.firstPassage = grown(this.firstPassage, n);
    this.passages = grown(this.passages, n);
    this.titleLength = grown(this.titleLength, n);
    this.titleStart = grown(this.titleStart, n);
  }

  private reservePassages(n: number): void {
    this.passageDoc = grown(this.passageDoc, n);
    this.headingLength = grown(this.headingLength, n);
    this.bodyLength = grown(this.bodyLength, n);
    this.sequenceStart = grown(this.sequenceStart, n);
    this.repealed = grown(this.repealed, n);
  }
}
