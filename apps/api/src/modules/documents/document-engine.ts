import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import { SearchEngine } from '../../search/engine/engine';
import type { DocumentInput } from '../../search/engine/types';
import { readDocumentsVersion } from './documents-version';
import { passagesOf } from './passages';
import { changesSince } from './search-changes';

interface EngineRow {
  id: number;
  title: string;
  content: string;
  preambule: string | null;
  doc_type_id: number | null;
  category: string | null;
  domaine_id: number | null;
  jurisdiction: string | null;
  year: number | null;
  published_at: string | null;
  has_pdf: number | boolean;
  is_published: number | boolean;
}

/** Documents read at a time while building: whole codes are megabytes each. */
const BATCH = 200;

async function readRows(db: DB, where: { afterId: number } | { ids: number[] }): Promise<EngineRow[]> {
  const condition = 'ids' in where ? sql`d.id IN (${sql.join(where.ids)})` : sql`d.id > ${where.afterId}`;
  const { rows } = await sql<EngineRow>`SELECT d.id, d.title, d.content, d.preambule, d.doc_type_id,
      t.category, d.domaine_id, d.jurisdiction, d.year, d.published_at,
      CASE WHEN d.pdf_path IS NULL THEN 0 ELSE 1 END AS has_pdf, d.is_published
    FROM documents d LEFT JOIN doc_types t ON t.id = d.doc_type_id
    WHERE ${condition} ORDER BY d.id LIMIT ${'ids' in where ? where.ids.length : BATCH}`.execute(db);
  return rows;
}

const toEngineDocument = (r: EngineRow): DocumentInput => ({
  id: Number(r.id),
  title: r.title,
  passages: passagesOf(r.content, r.preambule),
  typeId: r.doc_type_id === null ? null : Number(r.doc_type_id),
  category: r.category,
  domainId: r.domaine_id === null ? null : Number(r.domaine_id),
  jurisdiction: r.jurisdiction,
  year: r.year === null ? null : Number(r.year),
  publishedAt: r.published_at,
  hasPdf: Number(r.has_pdf) === 1 || r.has_pdf === true,
  published: Number(r.is_published) === 1 || r.is_published === true,
});

/**
 * The search engine of this process over every document, published and drafts (docs/search-engine.md).
 * Several processes share one database: before answering, `current` catches up with the writes the others
 * logged in search_changes since the version this engine has applied (or rebuilds when that part of the
 * log was pruned). Catch-ups run one at a time; the search itself is synchronous.
 */
export class DocumentEngine {
  private engine: SearchEngine | null = null;
  private applied = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: DB) {}

  /** The engine, having applied at least `version` (the documents version the caller read). */
  async current(version?: number): Promise<SearchEngine> {
    const target = version ?? (await readDocumentsVersion(this.db));
    const step = this.queue.then(() => this.catchUp(target));
    // A failed catch-up fails its search only; the next one tries again.
    this.queue = step.catch(() => {});
    await step;
    return this.engine as SearchEngine;
  }

  /** Builds now (at start-up) rather than at the first search. */
  async build(): Promise<void> {
    await this.current();
  }

  private async catchUp(version: number) {
    if (this.engine !== null && this.applied >= version) return;
    const changes = this.engine === null ? null : await changesSince(this.db, this.applied);
    if (changes === null) {
      await this.rebuild();
      return;
    }
    const engine = this.engine as SearchEngine;
    for (let i = 0; i < changes.documentIds.length; i += BATCH) {
      const ids = changes.documentIds.slice(i, i + BATCH);
      const rows = await readRows(this.db, { ids });
      const present = new Set(rows.map((r) => Number(r.id)));
      for (const r of rows) engine.add(toEngineDocument(r));
      for (const id of ids) if (!present.has(id)) engine.remove(id);
    }
    engine.commit();
    this.applied = Math.max(version, changes.latest);
  }

  /** From every document. The version is read first: a write during the build is applied again after it. */
  private async rebuild() {
    const version = await readDocumentsVersion(this.db);
    const engine = new SearchEngine();
    let afterId = 0;
    for (;;) {
      const rows = await readRows(this.db, { afterId });
      for (const r of rows) engine.add(toEngineDocument(r));
      if (rows.length < BATCH) break;
      afterId = Number(rows[rows.length - 1].id);
    }
    engine.commit();
    this.engine = engine;
    this.applied = version;
  }
}
