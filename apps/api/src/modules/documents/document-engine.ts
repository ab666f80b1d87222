import { DOCUMENTS_API_MESSAGES } from '@lexfaso/contracts';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { SearchAnswer, SearchRequest } from '../../search/engine/types';
import { repealedArticleIds } from '../law/statuses/statuses-store';
import { categoryReader, summariesOf } from './category-readers';
import { readDocumentsVersion } from './documents-version';
import { changesSince } from './search-changes';
import type { EngineRow } from './search-engine-task';
import { SEARCH_ENGINE_THREAD_ENTRY, SearchEngineThread } from './search-engine-thread';

import { forgetHitRows } from './search-hits';

/** Documents read at a time while building: whole codes are megabytes each. */
const BATCH = 200;

/**
 * The published documents among `where`: the engine holds nothing a reader may not see, so no draft shows
 * through its statistics, suggestions, text names or missing articles. A draft (or a document unpublished
 * since) reads as absent, and a catch-up takes it out.
 */
async function readRows(db: DB, where: { afterId: number } | { ids: number[] }): Promise<EngineRow[]> {
  const condition = 'ids' in where ? sql`d.id IN (${sql.join(where.ids)})` : sql`d.id > ${where.afterId}`;
  const { rows } = await sql<EngineRow>`SELECT d.id, d.title, d.content, d.preambule, d.doc_type_id,
      t.category, d.domaine_id, d.jurisdiction, d.year, d.published_at,
      CASE WHEN d.pdf_path IS NULL THEN 0 ELSE 1 END AS has_pdf, d.is_published
    FROM documents d LEFT JOIN doc_types t ON t.id = d.doc_type_id
    WHERE ${condition} AND d.is_published = 1 ORDER BY d.id LIMIT ${'ids' in where ? where.ids.length : BATCH}`.execute(
    db,
  );
  const repealed = await repealedArticleIds(
    db,
    rows.map((r) => Number(r.id)),
  );
  const decisions = await summariesOf(
    db,
    rows.filter((r) => categoryReader(r.category)?.search).map((r) => Number(r.id)),
  );
  for (const r of rows) {
    const ids = repealed.get(Number(r.id));
    if (ids) r.repealed = [...ids];
    const decision = decisions.get(Number(r.id));
    if (decision) {
      r.court = decision.court.id;
      r.solution = decision.solution;
      r.decision_year = Number(decision.date.slice(0, 4));
    }
  }
  return rows;
}

/** Lets a call's rejection wait for its `await` without being reported as unhandled meanwhile. */
function awaited<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

/**
 * The search engine of this process over every published document (docs/search-engine.md), held
 * by one thread beside the request thread (search-engine-thread.ts): this class reads the database and posts
 * the rows; the thread analyses them, indexes and searches. Several processes share one database: before a
 * search, the engine catches up with the writes the others logged in search_changes since the version it
 * has applied (or rebuilds when that part of the log was pruned, or when its thread died). Catch-ups run one
 * at a time and each search is posted after its own, so it never sees half a catch-up.
 */
export class DocumentEngine {
  private thread: SearchEngineThread | null = null;
  /** The thread holds a live engine at `applied`. */
  private built = false;
  /** A catch-up has run since the last build: the writes made during the build are in. */
  private caughtUp = false;
  private applied = 0;
  private queue: Promise<void> = Promise.resolve();
  /** The catch-up (or build) a readiness check started, until it ends. */
  private warming: Promise<void> | null = null;
  private closed = false;

  /** `engineMsPerMinute`: what each caller may spend of the thread (docs/search-engine.md, "Fair sharing"). */
  constructor(
    private readonly db: DB,
    private readonly entry: URL = SEARCH_ENGINE_THREAD_ENTRY,
    private readonly engineMsPerMinute = 0,
  ) {}

  /**
   * The engine's answer, having applied at least `version` (the documents version the caller read). `caller`:
   * whom its engine time is counted to, by which the thread orders waiting searches.
   */
  async search(request: SearchRequest, version?: number, caller?: string): Promise<SearchAnswer> {
    const target = version ?? (await readDocumentsVersion(this.db));
    const { answer } = await this.inTurn(async () => {
      const thread = await this.catchUp(target);
      // Posted within the queue: a later catch-up's rows reach the thread after this search.
      return { answer: awaited(thread.call({ op: 'search', request }, caller)) };
    });
    return (await answer) as SearchAnswer;
  }

  /** Builds now (at start-up) rather than at the first search. */
  async build(): Promise<void> {
    const target = await readDocumentsVersion(this.db);
    await this.inTurn(() => this.catchUp(target));
  }

  /**
   * Whether the engine is built and caught up (GET /api/health/ready): after a build, once it has applied the
   * writes logged meanwhile. From then on it stays ready: the writes other processes make later are applied
   * before each search, in milliseconds. Never waits for a build: it starts one when none is under way (the
   * boot's failed, or the thread died) and answers false; a catch-up is started and waited for up to `waitMs`.
   */
  async isReady(version: number, waitMs: number): Promise<boolean> {
    if (this.built && (this.caughtUp || this.applied >= version)) return true;
    const building = !this.built;
    this.warming ??= this.inTurn(() => this.catchUp(version))
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        this.warming = null;
      });
    if (building) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.warming, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return this.built && this.caughtUp;
  }

  /** The version the engine has applied; null before its first build. */
  get appliedVersion(): number | null {
    return this.built ? this.applied : null;
  }

  /** Runs `work` after the catch-ups queued before it. A failed one fails its caller only; the next tries again. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const step = this.queue.then(work);
    this.queue = step.then(
      () => {},
      () => {},
    );
    return step;
  }

  /** Ends the thread: searches waiting fail, later ones too. */
  async close() {
    this.closed = true;
    const thread = this.thread;
    this.thread = null;
    this.built = false;
    await thread?.stop();
  }

  /** The running thread (tests: the engine runs off the request thread, and a dead one is replaced). */
  get runningThread(): SearchEngineThread | null {
    return this.thread;
  }

  private threadNow(): SearchEngineThread {
    if (this.closed) throw new Error(DOCUMENTS_API_MESSAGES.searchEngineStopped);
    if (!this.thread) {
      const thread = new SearchEngineThread(
        this.entry,
        () => {
          // Its engine is gone with it: the next catch-up starts another thread and rebuilds.
          if (this.thread === thread) {
            this.thread = null;
            this.built = false;
          }
        },
        this.engineMsPerMinute,
      );
      this.thread = thread;
      this.built = false;
    }
    return this.thread;
  }

  private async catchUp(version: number): Promise<SearchEngineThread> {
    const thread = this.threadNow();
    if (this.built && this.applied >= version) {
      this.caughtUp = true;
      return thread;
    }
    const changes = this.built ? await changesSince(this.db, this.applied) : null;
    if (changes === null) {
      await this.rebuild(thread);
      return thread;
    }
    for (let i = 0; i < changes.documentIds.length; i += BATCH) {
      const ids = changes.documentIds.slice(i, i + BATCH);
      const rows = await readRows(this.db, { ids });
      const present = new Set(rows.map((r) => Number(r.id)));
      const removed = ids.filter((id) => !present.has(id));
      await thread.call({ op: 'apply', building: false, rows, removed });
    }
    // Nothing changed (the version moved without a document): no commit, which would make the thread run
    // every search waiting before it.
    if (changes.documentIds.length > 0) {
      await thread.call({ op: 'commit', building: false });
      forgetHitRows(this.db, changes.documentIds);
    }
    this.applied = Math.max(version, changes.latest);
    this.caughtUp = true;
    return thread;
  }

  /**
   * From every document, into a new engine the thread swaps in at its commit. The version is read first: a
   * write during the build is applied again after it. The next batch is read while the thread analyses this one.
   */
  private async rebuild(thread: SearchEngineThread) {
    const version = await readDocumentsVersion(this.db);
    let posted = awaited(thread.call({ op: 'begin' }));
    let afterId = 0;
    for (;;) {
      const rows = await readRows(this.db, { afterId });
      await posted;
      posted = awaited(thread.call({ op: 'apply', building: true, rows, removed: [] }));
      if (rows.length < BATCH) break;
      afterId = Number(rows[rows.length - 1].id);
    }
    await posted;
    await thread.call({ op: 'commit', building: true });
    forgetHitRows(this.db, null);
    if (this.thread === thread) {
      this.built = true;
      this.caughtUp = false;
      this.applied = version;
    }
  }
}
