import fsp from 'node:fs/promises';
import { DOCUMENTS_API_MESSAGES } from '@lexfaso/contracts';
import { sql } from 'kysely';
import type { DB } from '../../../platform/db/database';
import type { SearchAnswer, SearchRequest } from '../../../search/engine/types';
import { repealedArticleIds } from '../../law/statuses/statuses-store';
import { categoryReader, summariesOf } from '../category-readers';
import { readDocumentsVersion } from '../documents-version';
import { changesSince } from './changes';
import type { EngineRow, SnapshotOutcome } from './engine-task';
import { SEARCH_ENGINE_THREAD_ENTRY, SearchEngineThread } from './engine-thread';
import { forgetHitRows } from './hits';
import type { SnapshotStore } from './snapshots';

/** Documents read at a time while building: whole codes are megabytes each. */
const BATCH = 200;
/** How long closing waits for a snapshot being written to give up. */
const CLOSE_WAIT_MS = 2_000;
/** Bytes of a snapshot posted to the engine thread at a time while loading it. */
const SNAPSHOT_CHUNK = 4 << 20;
/**
 * Chunks of a snapshot on their way to the engine thread at once: the file is read while the thread is still
 * loading its code and while it takes the chunks before, and no more than this many are held meanwhile.
 */
const SNAPSHOT_CHUNKS_AHEAD = 8;

/** Snapshots of the engine (docs/search-engine.md, "Snapshots"): where, and how often one is written. */
export interface EngineSnapshots {
  store: SnapshotStore;
  /** A snapshot is written when the engine has applied writes the stored one lacks, at most this often. */
  everyMs: number;
  /** Why a snapshot was not loaded or not written (the engine rebuilds, or tries again later). */
  warn: (message: string, err: unknown) => void;
}

/**
 * The statement of `readRows`. A page of the rebuild (`afterId`) keeps SQLite on the primary key: the `+`
 * stops it choosing the listing index (is_published first), through which it read and sorted every published
 * document after `afterId` for each page, so that a rebuild read the table once per page (issue 34: 0.12 s a
 * page of 200 at 900,000 articles, docs/benchmarks.md). A catch-up (`ids`) reads by primary key either way.
 */
export function engineRowsQuery(where: { afterId: number } | { ids: number[] }) {
  const condition =
    'ids' in where
      ? sql`d.id IN (${sql.join(where.ids)}) AND d.is_published = 1`
      : sql`d.id > ${where.afterId} AND +d.is_published = 1`;
  return sql<EngineRow>`SELECT d.id, d.title, d.content, d.preambule, d.doc_type_id,
      t.category, d.domaine_id, d.jurisdiction, d.year, d.published_at,
      CASE WHEN d.pdf_path IS NULL THEN 0 ELSE 1 END AS has_pdf, d.is_published
    FROM documents d LEFT JOIN doc_types t ON t.id = d.doc_type_id
    WHERE ${condition} ORDER BY d.id LIMIT ${'ids' in where ? where.ids.length : BATCH}`;
}

/**
 * The published documents among `where`: the engine holds nothing a reader may not see, so no draft shows
 * through its statistics, suggestions, text names or missing articles. A draft (or a document unpublished
 * since) reads as absent, and a catch-up takes it out.
 */
async function readRows(db: DB, where: { afterId: number } | { ids: number[] }): Promise<EngineRow[]> {
  const { rows } = await engineRowsQuery(where).execute(db);
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
 * by one thread beside the request thread (engine-thread.ts): this class reads the database and posts
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
  /** The snapshot being written (resolves true once stored). */
  private saving: Promise<boolean> | null = null;
  /** Where the engine built last came from. */
  private origin: 'snapshot' | 'documents' | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The stored snapshot was refused: the next one replaces it whatever version it claims. */
  private storedRefused = false;

  /** `engineMsPerMinute`: what each caller may spend of the thread (docs/search-engine.md, "Fair sharing"). */
  constructor(
    private readonly db: DB,
    private readonly entry: URL = SEARCH_ENGINE_THREAD_ENTRY,
    private readonly engineMsPerMinute = 0,
    private readonly snapshots: EngineSnapshots | null = null,
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

  /**
   * Builds now (at start-up) rather than at the first search: from the stored snapshot when there is a
   * valid one, else from every document. Then writes snapshots now and then (EngineSnapshots).
   */
  async build(): Promise<void> {
    const target = await readDocumentsVersion(this.db);
    await this.inTurn(() => this.catchUp(target));
    if (this.snapshots && !this.timer && !this.closed) {
      this.timer = setInterval(() => void this.saveSnapshot(), this.snapshots.everyMs);
      this.timer.unref();
    }
  }

  /**
   * Writes a snapshot of the engine as of the newest documents version, when the stored one is older and no
   * other process is writing one. The engine thread captures its index in one turn and writes it between
   * searches; the file then goes to the storage. Resolves false when nothing was written.
   */
  saveSnapshot(): Promise<boolean> {
    if (this.saving) return this.saving;
    if (!this.snapshots || this.closed) return Promise.resolve(false);
    const { store, warn } = this.snapshots;
    const run = async () => {
      const target = await readDocumentsVersion(this.db);
      if (!this.storedRefused && (await store.storedVersion()) >= target) return false;
      if (!(await store.claim())) return false;
      let file: string | null = null;
      try {
        file = await store.scratchFile();
        const scratch = file;
        const { answer, version } = await this.inTurn(async () => {
          const thread = await this.catchUp(target);
          const version = this.applied;
          const call = { op: 'snapshot' as const, file: scratch, documentsVersion: version };
          return { answer: awaited(thread.call(call)), version };
        });
        const outcome = (await answer) as SnapshotOutcome;
        if (this.closed) return false;
        await store.store(scratch, outcome.bytes, outcome.md5, version);
        this.storedRefused = false;
        return true;
      } finally {
        await store.release();
        if (file) await fsp.rm(file, { force: true });
      }
    };
    const saving = run()
      .catch((err) => {
        warn('search snapshot not written', err);
        return false;
      })
      .finally(() => {
        this.saving = null;
      });
    this.saving = saving;
    return saving;
  }

  /** Where the engine came from at its last build: a snapshot, or every document (null: not built yet). */
  get builtFrom(): 'snapshot' | 'documents' | null {
    return this.built ? this.origin : null;
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
    if (this.timer) clearInterval(this.timer);
    const thread = this.thread;
    this.thread = null;
    this.built = false;
    await thread?.stop();
    // A snapshot being written fails with its thread (or its upload with the storage, closed next): the
    // shutdown waits a little for it to let go of its file and its claim, not for a whole upload.
    if (this.saving) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.saving,
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS))),
      ]);
      clearTimeout(timer);
    }
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
    if (!this.built && this.snapshots) await this.restore(thread);
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
   * Loads the stored snapshot into a new engine the thread swaps in, streamed chunk by chunk; the catch-up
   * that follows applies what was written since its version (or rebuilds when that part of the change log
   * is gone). A snapshot missing, unreadable, of another format or analysis, or corrupt leaves the engine
   * unbuilt: it is rebuilt from the documents.
   */
  private async restore(thread: SearchEngineThread) {
    const { store, warn } = this.snapshots as EngineSnapshots;
    let stored: Awaited<ReturnType<SnapshotStore['open']>> = null;
    try {
      stored = await store.open();
      if (!stored) return;
      // Not waited for: the thread may still be loading its code while the first chunks are read.
      const onTheirWay: Promise<unknown>[] = [
        awaited(thread.call({ op: 'restore', storedBytes: stored.size })),
      ];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const post = async () => {
        // A buffer of its own, handed over to the thread rather than copied.
        const bytes = new Uint8Array(pendingBytes);
        let at = 0;
        for (const piece of pending) {
          bytes.set(piece, at);
          at += piece.length;
        }
        pending = [];
        pendingBytes = 0;
        if (onTheirWay.length >= SNAPSHOT_CHUNKS_AHEAD) await onTheirWay.shift();
        onTheirWay.push(awaited(thread.call({ op: 'restore-chunk', bytes }, undefined, [bytes.buffer])));
      };
      for await (const chunk of stored.stream as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= SNAPSHOT_CHUNK) await post();
      }
      if (pendingBytes > 0) await post();
      for (const call of onTheirWay) await call;
      const outcome = (await thread.call({ op: 'restored' })) as SnapshotOutcome;
      await thread.call({ op: 'commit', building: true });
      forgetHitRows(this.db, null);
      if (this.thread === thread) {
        this.built = true;
        this.caughtUp = false;
        this.applied = outcome.documentsVersion;
        this.origin = 'snapshot';
      }
    } catch (err) {
      stored?.stream.destroy();
      this.storedRefused = stored !== null;
      warn('search snapshot not loaded: the engine is rebuilt from the documents', err);
    }
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
      this.origin = 'documents';
    }
    // No valid snapshot was stored (or it was too old): the next start loads this one.
    if (this.snapshots) void this.saveSnapshot();
  }
}
