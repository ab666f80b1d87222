import type { DocTypeRef } from '@lexfaso/contracts';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';

/**
 * Bumped by every write of a document type, a domain or an organisme, in its transaction (several processes share
 * it).
 */
const VERSION_KEY = 'reference-data:version';
/** A process trusts its labels this long before looking at the version again (as the news answers do). */
const TRUST_MS = 250;
const NEVER = 9_000_000_000_000;

/** The names search answers label their facets and hits with. */
export interface ReferenceLabels {
  docTypes: Map<number, DocTypeRef>;
  domaines: Map<number, string>;
  organismes: Map<number, string>;
}

interface Held {
  labels: ReferenceLabels;
  version: number;
  checkedAt: number;
}

/** Per database (tests run several apps in one process). */
const held = new WeakMap<DB, Held>();

const readVersion = async (db: DB) => {
  const row = await db
    .selectFrom('counters')
    .select('count')
    .where('key', '=', VERSION_KEY)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
};

async function load(db: DB): Promise<Held> {
  // The version first: a write after it bumps it again, and the next check reloads.
  const version = await readVersion(db);
  const [types, domaines, organismes] = await Promise.all([
    db.selectFrom('doc_types').select(['id', 'type', 'category', 'slug']).execute(),
    db.selectFrom('domaines').select(['id', 'name']).execute(),
    db.selectFrom('organismes').select(['id', 'name']).execute(),
  ]);
  return {
    labels: {
      docTypes: new Map(types.map((r) => [Number(r.id), { ...r, id: Number(r.id) }])),
      domaines: new Map(domaines.map((r) => [Number(r.id), r.name])),
      organismes: new Map(organismes.map((r) => [Number(r.id), r.name])),
    },
    version,
    checkedAt: Date.now(),
  };
}

/**
 * The labels held for `db` while they are current: past TRUST_MS their version is looked at again, and labels
 * of an older version are dropped (the next referenceLabels reloads them).
 */
async function stillCurrent(db: DB): Promise<Held | undefined> {
  const current = held.get(db);
  if (!current) return undefined;
  const now = Date.now();
  if (now - current.checkedAt <= TRUST_MS) return current;
  if ((await readVersion(db)) !== current.version) {
    held.delete(db);
    return undefined;
  }
  current.checkedAt = now;
  return current;
}

/**
 * The document types, domains and organismes by id, kept in memory instead of read for every computed search. Reloaded
 * when a write changed them: at once in the process that wrote (forgetReferenceLabels), within TRUST_MS in the
 * others (the version in `counters`); and when an id the answer needs is not held (a type or domain created
 * since, by an import for instance), so a new one is never left out of the facets.
 */
export async function referenceLabels(
  db: DB,
  needed: { docTypeIds: readonly number[]; domaineIds: readonly number[] },
): Promise<ReferenceLabels> {
  let current = await stillCurrent(db);
  const missing = (c: Held) =>
    needed.docTypeIds.some((id) => !c.labels.docTypes.has(id)) ||
    needed.domaineIds.some((id) => !c.labels.domaines.has(id));
  if (!current || missing(current)) {
    current = await load(db);
    held.set(db, current);
  }
  return current.labels;
}

/**
 * The labels' version as this process last saw it, read again past TRUST_MS: what a cached search answer is
 * filed under, so that an answer labelled before a rename is not served after it (answer-cache.ts).
 */
export async function referenceDataVersion(db: DB): Promise<number> {
  return (await stillCurrent(db))?.version ?? readVersion(db);
}

/** Records a write of document types, domains or organismes: in the writing transaction. */
export async function bumpReferenceData(db: DB): Promise<void> {
  await sql`INSERT INTO counters (key, count, reset_at) VALUES (${VERSION_KEY}, 1, ${NEVER})
    ON CONFLICT (key) DO UPDATE SET count = CASE WHEN counters.count >= 2000000000 THEN 1 ELSE counters.count + 1 END`.execute(
    db,
  );
}

/** After a committed write of document types, domains or organismes: this process reloads them at its next search. */
export function forgetReferenceLabels(db: DB): void {
  held.delete(db);
}
