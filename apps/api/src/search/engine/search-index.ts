import { analyseDocument } from './analyse';
import { ChunkLengths, type PassageAverages, passageAverages } from './chunk-lengths';
import { DateOrder } from './date-order';
import { type AnalysedDocument, DocumentTable } from './documents';
import { PostingLists } from './postings';
import { SurfaceForms } from './surface-forms';
import { type LengthSums, TermCounts } from './term-counts';
import type { DocumentInput } from './types';
import { Vocabulary } from './vocabulary';

/** Rebuild everything when this share of passages is dead or waiting outside the compact postings. */
const REBUILD_SHARE = 0.2;

/**
 * The in-memory index: documents and passages (DocumentTable), the terms (Vocabulary), postings for
 * passages (heading and body) and for titles, and what scoring needs (length norms, date order, article
 * numbers). Writes are cheap (analyse and append, or mark dead); commit() makes them searchable, adding the
 * new postings to small per-term lists or rebuilding the compact postings when enough has changed.
 */
export class SearchIndex {
  vocabulary = new Vocabulary();
  table = new DocumentTable();
  passagePostings = new PostingLists();
  titlePostings = new PostingLists();
  dateOrder = new DateOrder(this.table);
  readonly surfaces = new SurfaceForms();
  /** Passages by article key (dead ones included: check the document is alive). */
  articles = new Map<string, number[]>();
  /**
   * Average field lengths (analysed tokens), as of the last commit: titles over live documents, headings and
   * bodies over the live articles and, apart, over the live chunks (chunk-lengths.ts).
   */
  averages: { title: number; articles: PassageAverages; chunks: PassageAverages } = {
    title: 0,
    articles: { heading: 0, body: 0 },
    chunks: { heading: 0, body: 0 },
  };
  /** Bumped by every write: scratch space and caches compare it. */
  version = 0;

  private byId = new Map<number, number>();
  private indexedDocs = 0;
  private indexedPassages = 0;
  private committedVersion = -1;
  private readonly lengthSums: LengthSums = { title: 0, heading: 0, body: 0 };
  private readonly chunkLengths = new ChunkLengths();
  private counts = new TermCounts(this.vocabulary);

  get documentCount(): number {
    return this.table.liveDocs;
  }

  get passageCount(): number {
    return this.table.livePassages;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** Internal number of a live document, or undefined. */
  internal(id: number): number | undefined {
    return this.byId.get(id);
  }

  /** Adds a document, or replaces the one with the same id. */
  add(doc: DocumentInput): void {
    this.remove(doc.id);
    this.append(analyseDocument(doc, this.vocabulary, this.surfaces));
  }

  remove(id: number): void {
    const d = this.byId.get(id);
    if (d === undefined) return;
    this.byId.delete(id);
    this.counts.countDocument(this.table, d, -1, this.lengthSums);
    this.chunkLengths.count(this.table, d, -1);
    this.table.kill(d);
    this.dateOrder.remove(d);
    this.version++;
  }

  /** Makes every write so far searchable. Called by each search; cheap when nothing changed. */
  commit(): void {
    if (this.committedVersion === this.version) return;
    const t = this.table;
    const waiting = t.passageCount - this.indexedPassages + (t.passageCount - t.livePassages);
    const compact = this.passagePostings.compactPostings;
    if (
      compact === 0 ||
      waiting > REBUILD_SHARE * t.passageCount ||
      this.passagePostings.deltaPostings > REBUILD_SHARE * compact
    )
      this.rebuild();
    else this.indexPending();
    this.updateAverages(); // after a rebuild, which replaced the table
    this.dateOrder.flush();
    this.committedVersion = this.version;
  }

  /** Whether every write so far is searchable (what a snapshot requires). */
  get committed(): boolean {
    return this.committedVersion === this.version;
  }

  /** The length sums of the live fields, which a snapshot saves (snapshot.ts). */
  lengthTotals(): LengthSums {
    return { ...this.lengthSums };
  }

  /**
   * Makes this empty index a snapshot's (snapshot.ts): the vocabulary and surface forms were filled in
   * place, the rest is given. Committed as the saved index was: the same postings, compact and delta, the
   * same dead documents, so every search answers as it did.
   */
  restore(parts: {
    table: DocumentTable;
    passagePostings: PostingLists;
    titlePostings: PostingLists;
    dateOrder: { order: Int32Array<ArrayBuffer>; length: number };
    lengthSums: LengthSums;
  }): void {
    const t = parts.table;
    this.table = t;
    this.passagePostings = parts.passagePostings;
    this.titlePostings = parts.titlePostings;
    this.dateOrder = new DateOrder(t);
    this.dateOrder.order = parts.dateOrder.order;
    this.dateOrder.length = parts.dateOrder.length;
    Object.assign(this.lengthSums, parts.lengthSums);
    this.chunkLengths.recount(t);
    this.byId.clear();
    for (let d = 0; d < t.docCount; d++) if (t.alive[d]) this.byId.set(t.externalId[d], d);
    this.articles.clear();
    this.rebuildArticleIndex();
    this.indexedDocs = t.docCount;
    this.indexedPassages = t.passageCount;
    this.updateAverages();
    this.version++;
    this.committedVersion = this.version;
  }

  private updateAverages(): void {
    const { liveDocs } = this.table;
    this.averages = {
      title: liveDocs > 0 ? this.lengthSums.title / liveDocs : 0,
      ...passageAverages(this.table, this.lengthSums, this.chunkLengths),
    };
  }

  /** Rebuilds the table without dead documents, and every posting list compact. */
  rebuild(): void {
    const old = this.table;
    if (old.liveDocs < old.docCount) {
      const table = new DocumentTable();
      this.byId.clear();
      this.articles.clear();
      for (let d = 0; d < old.docCount; d++) {
        if (!old.alive[d]) continue;
        const doc = old.analysed(d);
        this.byId.set(doc.id, table.append(doc));
      }
      this.table = table;
      this.dateOrder = new DateOrder(table);
      this.dateOrder.rebuild();
      this.rebuildArticleIndex();
    }
    this.rebuildPostings();
    this.indexedDocs = this.table.docCount;
    this.indexedPassages = this.table.passageCount;
  }

  /** Bytes held by the index's typed arrays (postings, token sequences, columns). */
  memoryBytes(): { postings: number; sequences: number; columns: number } {
    const t = this.table;
    const arrays = (...list: ArrayBufferView[]) => list.reduce((sum, a) => sum + a.byteLength, 0);
    return {
      postings: this.passagePostings.bytes() + this.titlePostings.bytes(),
      sequences: t.sequences.bytes.byteLength + t.titleTokens.bytes.byteLength,
      columns:
        arrays(t.externalId, t.alive, t.typeId, t.category, t.domainId, t.jurisdiction, t.year, t.date) +
        arrays(t.court, t.solution, t.decisionYear) +
        arrays(t.hasPdf, t.published, t.firstPassage, t.passages, t.titleLength, t.titleStart) +
        arrays(t.passageDoc, t.headingLength, t.bodyLength, t.sequenceStart, this.dateOrder.order),
    };
  }

  private append(doc: AnalysedDocument): void {
    const d = this.table.append(doc);
    this.byId.set(doc.id, d);
    this.counts.countDocument(this.table, d, 1, this.lengthSums);
    this.chunkLengths.count(this.table, d, 1);
    this.dateOrder.insert(d);
    const first = this.table.firstPassage[d];
    doc.passages.forEach((p, i) => {
      if (p.articleKey !== null) this.addArticle(p.articleKey, first + i);
    });
    this.version++;
  }

  private addArticle(key: string, p: number): void {
    const list = this.articles.get(key);
    if (list === undefined) this.articles.set(key, [p]);
    else list.push(p);
  }

  private rebuildArticleIndex(): void {
    const t = this.table;
    for (let p = 0; p < t.passageCount; p++) {
      const key = t.articleKeys[p];
      if (key !== null) this.addArticle(key, p);
    }
  }

  /** Postings of the documents added since the last commit, into the per-term lists. */
  private indexPending(): void {
    const t = this.table;
    this.counts.eachPassageTf(t, this.indexedPassages, t.passageCount, (term, p, tf) =>
      this.passagePostings.add(term, p, tf),
    );
    this.counts.eachTitleTf(t, this.indexedDocs, t.docCount, (term, d, tf) =>
      this.titlePostings.add(term, d, tf),
    );
    this.indexedDocs = t.docCount;
    this.indexedPassages = t.passageCount;
  }

  private rebuildPostings(): void {
    const t = this.table;
    const terms = this.vocabulary.size;
    const passageCounts = new Int32Array(terms);
    this.counts.eachPassageTf(t, 0, t.passageCount, (term) => passageCounts[term]++);
    this.passagePostings.rebuild(passageCounts, terms, (write) =>
      this.counts.eachPassageTf(t, 0, t.passageCount, write),
    );
    const titleCounts = new Int32Array(terms);
    this.counts.eachTitleTf(t, 0, t.docCount, (term) => titleCounts[term]++);
    this.titlePostings.rebuild(titleCounts, terms, (write) =>
      this.counts.eachTitleTf(t, 0, t.docCount, write),
    );
  }
}
