import { sql } from 'kysely';
import { nowIso } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';
import { loadTextNames } from '../../../search/lexicon/lexicon';
import { articleKey } from '../../../search/references/article-key';
import { TextNames } from '../../../search/references/text-names';
import { articleReferences, type TextBlock } from './article-references';
import { type OtherReference, otherReferences, otherTargetsOf, referenceKindOf } from './reference-kinds';
import { type CorpusDirectory, resolveTarget, storedTarget, type Target } from './resolve';
import { OHADA_TREATY, textKeysOf } from './text-keys';

/** A text as it is saved: what its links and its keys are read from. */
export interface CitingText {
  id: number;
  title: string;
  reference: string | null;
  jurisdiction: string | null;
  /** The blocks of its current text, in order (documents/structure.ts). */
  blocks: readonly TextBlock[];
  /** Its paragraphs cite too, not only its articles (a court decision: modules/case-law). */
  paragraphsCite?: boolean;
}

const INSERT_CHUNK = 200;
let lexicon: TextNames | null = null;
/** The lexicon's names of texts (search/lexicon/text-names.txt), read once. */
const textNames = () => {
  lexicon ??= new TextNames(loadTextNames());
  return lexicon;
};

/**
 * What the order of preference (resolve.ts) reads of a text, as text_names and text_holdings keep it beside
 * each key (migration 0023): read from its row in the transaction that wrote it, so that they follow every
 * write of its status, date or publication.
 */
export interface Preference {
  published: number;
  repealed: number;
  published_at: string;
}

/** The order of preference of the texts `ids`, read from their rows. */
export async function preferencesOf(db: DB, ids: readonly number[]): Promise<Map<number, Preference>> {
  const found = new Map<number, Preference>();
  for (let i = 0; i < ids.length; i += INSERT_CHUNK)
    for (const r of await db
      .selectFrom('documents')
      .select(['id', 'is_published', 'status', 'published_at'])
      .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
      .execute())
      found.set(Number(r.id), {
        published: Number(r.is_published) === 1 ? 1 : 0,
        repealed: r.status === 'repealed' ? 1 : 0,
        published_at: r.published_at ?? '',
      });
  return found;
}

/** A text not (or no longer) in `documents`: never answered. */
const UNPUBLISHED: Preference = { published: 0, repealed: 0, published_at: '' };

/** The index order of text_names_first and text_holdings_first (migration 0023), after the key. */
const IN_PREFERENCE_ORDER = sql`repealed, article_count DESC, published_at DESC, document_id`;

/** The first published text under the key: the first entry of text_names_first, one row read. */
async function firstTextUnder(db: DB, key: string) {
  const { rows } = await sql<{ document_id: number }>`SELECT document_id FROM text_names
    WHERE name = ${key} AND published = 1 ORDER BY ${IN_PREFERENCE_ORDER} LIMIT 1`.execute(db);
  return rows[0] ? Number(rows[0].document_id) : null;
}

/**
 * The database's corpus directory (resolve.ts): published texts by key, in the order of preference; the
 * targets of other kinds (reference-kinds.ts) by their kind.
 */
export function sqlDirectory(
  db: DB,
  own: ReadonlyMap<string, string> | null,
  ownCompound: boolean,
  /** A document being deleted: references of other kinds read it as gone. */
  without?: number,
): CorpusDirectory {
  return {
    async otherDocument(target, from) {
      return (await referenceKindOf(target)?.resolve(db, target, from, without)) ?? null;
    },
    firstText: (key) => firstTextUnder(db, key),
    async firstHolding(key, self, article, simpleNumbers) {
      if (key === null) {
        // Its own text: read from the blocks being saved (its publication is checked when links are read).
        const articleId = own && !(simpleNumbers && ownCompound) ? own.get(article) : undefined;
        return articleId ? { documentId: self, articleId } : null;
      }
      // The first of the texts that go by the key and hold the number, in the order of preference: the first
      // entry of text_holdings_first (migrations 0022, 0023), never every text under the key (a code imported
      // one document per article, once per copy) nor every text holding the number (every decree has an
      // article 1). With simpleNumbers the entries of texts numbering theirs '261-1' are stepped over.
      const { rows } = await sql<{ document_id: number; article_id: string }>`
        SELECT document_id, article_id FROM text_holdings
        WHERE name = ${key} AND article_key = ${article} AND published = 1
          ${simpleNumbers ? sql`AND compound_numbers = 0` : sql``}
        ORDER BY ${IN_PREFERENCE_ORDER}
        LIMIT 1`.execute(db);
      return rows[0] ? { documentId: Number(rows[0].document_id), articleId: rows[0].article_id } : null;
    },
  };
}

/**
 * The (key, number) pairs of which one of the texts `ids` is now the first holding (resolve.ts): the only
 * pairs under which a stored reference can land elsewhere once they are written, since a text ranked after
 * the first changes no answer. Read in one statement per chunk, whatever the number of texts going by the key
 * before them (issue 34: each copy of a code read again every earlier copy's references to it).
 */
export async function pairsFirstHeldBy(db: DB, ids: readonly number[]) {
  const pairs: Array<{ name: string; article_key: string }> = [];
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    // The subquery's unqualified columns are its own table's (o): the order of preference among the holders.
    const { rows } = await sql<{ name: string; article_key: string }>`
      SELECT h.name, h.article_key FROM text_holdings h
      WHERE h.document_id IN (${sql.join(ids.slice(i, i + INSERT_CHUNK))}) AND h.published = 1
        AND h.document_id = (SELECT o.document_id FROM text_holdings o
          WHERE o.name = h.name AND o.article_key = h.article_key AND o.published = 1
          ORDER BY ${IN_PREFERENCE_ORDER} LIMIT 1)`.execute(db);
    pairs.push(...rows);
  }
  return pairs;
}

/** The articles of a text by number (the first of a number used twice), and whether it numbers them '261-1'. */
function articlesOf(blocks: readonly TextBlock[]) {
  const articles = new Map<string, { id: string; label: string }>();
  for (const b of blocks) {
    const key = b.kind === 'article' ? articleKey(b.label) : null;
    if (key !== null && !articles.has(key)) articles.set(key, { id: b.id, label: b.label });
  }
  return { articles, compound: [...articles.keys()].some((k) => k.includes('-')) };
}

/** A text's rows of text_holdings: each of its keys with each of its article numbers (migration 0022). */
export function holdingRows(
  id: number,
  keys: readonly string[],
  articles: ReadonlyMap<string, { id: string }>,
  compound: boolean,
  preference: Preference | undefined,
) {
  return keys.flatMap((name) =>
    [...articles].map(([key, a]) => ({
      name,
      article_key: key,
      document_id: id,
      article_id: a.id,
      article_count: articles.size,
      compound_numbers: compound ? 1 : 0,
      ...(preference ?? UNPUBLISHED),
    })),
  );
}

/** A text's rows of text_names: each of its keys, with what the order of preference reads (migration 0023). */
export function nameRows(
  id: number,
  keys: readonly string[],
  articleCount: number,
  compound: boolean,
  preference: Preference | undefined,
) {
  return keys.map((name) => ({
    document_id: id,
    name,
    article_count: articleCount,
    compound_numbers: compound ? 1 : 0,
    ...(preference ?? UNPUBLISHED),
  }));
}

async function insertChunks<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += INSERT_CHUNK) await insert(items.slice(i, i + INSERT_CHUNK));
}

/** Marks texts whose links or "cité par" changed: their cached answers are keyed by citations_at. */
export async function touch(db: DB, ids: Iterable<number>) {
  const list = [...new Set(ids)];
  const at = nowIso();
  for (let i = 0; i < list.length; i += INSERT_CHUNK)
    await db
      .updateTable('documents')
      .set({ citations_at: at })
      .where('id', 'in', list.slice(i, i + INSERT_CHUNK))
      .execute();
}

export interface StoredRow {
  id: number;
  from_document_id: number;
  target: string;
  article_key: string | null;
  to_document_id: number | null;
  to_article_id: string | null;
}

/** Resolves rows again; updates those that land elsewhere; returns the texts whose links or counts changed. */
export async function reresolve(db: DB, rows: StoredRow[], dir: CorpusDirectory): Promise<Set<number>> {
  const changed = new Set<number>();
  const memo = new Map<string, Promise<Target | null>>();
  // A text named without an article resolves per citing text (its mention of itself is no link), but the
  // first text under the key is read once: 12,150 texts naming 'le code du travail' once read it 12,150
  // times, every text under the name each time (issue 34, the whole code imported into ten copies).
  const firsts = new Map<string, Promise<number | null>>();
  const once: CorpusDirectory = {
    firstText: (key) => {
      const pending = firsts.get(key) ?? dir.firstText(key);
      firsts.set(key, pending);
      return pending;
    },
    firstHolding: (key, self, article, simpleNumbers) => dir.firstHolding(key, self, article, simpleNumbers),
    // References of other kinds (a decision citing a decision) resolve as the directory does.
    otherDocument: dir.otherDocument && ((target, from) => dir.otherDocument!(target, from)),
  };
  for (const row of rows) {
    const from = Number(row.from_document_id);
    const memoKey = `${row.target}\u0000${row.article_key ?? ''}\u0000${row.target === 'self' || row.article_key === null ? from : ''}`;
    let pending = memo.get(memoKey);
    if (!pending) {
      pending = resolveTarget(once, from, row.target, row.article_key);
      memo.set(memoKey, pending);
    }
    const target = await pending;
    const toDocument = target?.documentId ?? null;
    const toArticle = target?.articleId ?? null;
    const before = row.to_document_id === null ? null : Number(row.to_document_id);
    if (before === toDocument && row.to_article_id === toArticle) continue;
    await db
      .updateTable('citations')
      .set({ to_document_id: toDocument, to_article_id: toArticle })
      .where('id', '=', row.id)
      .execute();
    changed.add(from);
    if (before !== null) changed.add(before);
    if (toDocument !== null) changed.add(toDocument);
  }
  return changed;
}

export const ROW_COLUMNS = [
  'id',
  'from_document_id',
  'target',
  'article_key',
  'to_document_id',
  'to_article_id',
] as const;

/** Whether text `id` is the first the key names (resolve.ts's order of preference): one index entry read. */
export async function isFirstText(db: DB, key: string, id: number) {
  return (await firstTextUnder(db, key)) === id;
}

/** Whether some reference names the text of `key` without an article ('le code du travail'). */
export async function namedWithoutArticle(db: DB, key: string) {
  return !!(await db
    .selectFrom('citations')
    .select('id')
    .where('target', '=', key)
    .where('article_key', 'is', null)
    .limit(1)
    .executeTakeFirst());
}

/**
 * The references of other texts that a change of text `id` may move: those landing in it now; those naming
 * one of its keys (before or after the change) with a number it holds (or, for a text numbering its
 * articles 1, 2, 3…, a point of one: '30-6'); those naming the text itself under a key whose first text
 * changed; and those of other kinds naming it as it is stored (reference-kinds.ts).
 */
async function rowsAbout(
  db: DB,
  id: number,
  keys: string[],
  numbers: string[],
  simpleNumbers: boolean,
  firstChanged: string[],
  created = false,
): Promise<StoredRow[]> {
  const byId = new Map<number, StoredRow>();
  const add = (rows: StoredRow[]) => {
    for (const r of rows) if (Number(r.from_document_id) !== id) byId.set(Number(r.id), r);
  };
  const rows = () => db.selectFrom('citations').select(ROW_COLUMNS);
  if (!created) add(await rows().where('to_document_id', '=', id).execute());
  if (keys.length > 0) {
    for (let i = 0; i < numbers.length; i += INSERT_CHUNK)
      add(
        await rows()
          .where('target', 'in', keys)
          .where('article_key', 'in', numbers.slice(i, i + INSERT_CHUNK))
          .execute(),
      );
    if (simpleNumbers) {
      const numberSet = new Set(numbers);
      add(
        (
          await rows()
            .where('target', 'in', keys)
            .where('to_document_id', 'is', null)
            .where('article_key', 'like', '%-%')
            .execute()
        ).filter((r) => numberSet.has((r.article_key ?? '').split('-')[0])),
      );
    }
  }
  if (firstChanged.length > 0)
    add(await rows().where('target', 'in', firstChanged).where('article_key', 'is', null).execute());
  // References of other kinds naming it (a court decision by its court, number and date).
  const others = created ? [] : await otherTargetsOf(db, id);
  for (let i = 0; i < others.length; i += INSERT_CHUNK)
    add(
      await rows()
        .where('target', 'in', others.slice(i, i + INSERT_CHUNK))
        .execute(),
    );
  return [...byId.values()];
}

/**
 * Records what a text's current version cites and answers to, in the transaction of its write (which sets
 * the text's own citations_at with its row): its keys
 * and articles, the references recognised in its articles (resolved against the published corpus), and
 * the references of other texts its change moves (a text they name appears, changes or goes).
 */
export async function recordTextCitations(
  db: DB,
  text: CitingText,
  options: { created?: boolean } = {},
): Promise<void> {
  const names = textNames();
  const { articles, compound } = articlesOf(text.blocks);
  const keys = textKeysOf(text, names);
  // A text just created has nothing stored yet (the import creates tens of thousands in a row).
  const created = options.created === true;
  const oldKeys = created
    ? []
    : (await db.selectFrom('text_names').select('name').where('document_id', '=', text.id).execute()).map(
        (r) => r.name,
      );
  const allKeys = [...new Set([...keys, ...oldKeys])];
  const own = new Map([...articles].map(([key, a]) => [key, a.id]));
  const dir = sqlDirectory(db, own, compound);
  const oldNumbers = created
    ? []
    : (
        await db
          .selectFrom('text_articles')
          .select('article_key')
          .where('document_id', '=', text.id)
          .execute()
      ).map((r) => r.article_key);
  if (!created) {
    await db.deleteFrom('text_names').where('document_id', '=', text.id).execute();
    await db.deleteFrom('text_articles').where('document_id', '=', text.id).execute();
    await db.deleteFrom('text_holdings').where('document_id', '=', text.id).execute();
  }
  const preference = (await preferencesOf(db, [text.id])).get(text.id);
  await insertChunks(nameRows(text.id, keys, articles.size, compound, preference), (chunk) =>
    db.insertInto('text_names').values(chunk).execute(),
  );
  await insertChunks([...articles], (chunk) =>
    db
      .insertInto('text_articles')
      .values(
        chunk.map(([key, a]) => ({
          document_id: text.id,
          article_key: key,
          article_id: a.id,
          label: a.label,
        })),
      )
      .execute(),
  );
  await insertChunks(holdingRows(text.id, keys, articles, compound, preference), (chunk) =>
    db.insertInto('text_holdings').values(chunk).execute(),
  );
  await writeOwnCitations(db, text, 0, names, dir, created);
  // The references to the text itself under a key go to the first text it names: if that is now this one,
  // they all move to it (those landing in it before are re-read anyway). Only keys some reference names so.
  const firstChanged: string[] = [];
  for (const key of allKeys)
    if ((await namedWithoutArticle(db, key)) && (await isFirstText(db, key, text.id))) firstChanged.push(key);
  const numbers = [...new Set([...articles.keys(), ...oldNumbers])];
  const moved = await reresolve(
    db,
    await rowsAbout(db, text.id, allKeys, numbers, !compound, firstChanged, created),
    dir,
  );
  // Its own row: the write that called this set its citations_at in the same statement (one write per save).
  moved.delete(text.id);
  await touch(db, moved);
}

/** The row of a reference of another kind (its article columns empty). */
export const otherRow = (
  from: number,
  versionId: number,
  ref: OtherReference,
  toDocument: number | null,
) => ({
  from_document_id: from,
  from_version_id: versionId,
  from_article_id: ref.articleId,
  from_label: ref.label,
  start_offset: ref.start,
  end_offset: ref.end,
  shown: 1,
  target: ref.target,
  article_key: null,
  to_document_id: toDocument,
  to_article_id: null,
  excerpt: ref.excerpt,
});

/** Replaces the references stored for one version of a text (0: as it stands) with those of its blocks. */
async function writeOwnCitations(
  db: DB,
  text: CitingText,
  versionId: number,
  names: TextNames,
  dir: CorpusDirectory,
  created: boolean,
) {
  const previous = created
    ? []
    : await db
        .selectFrom('citations')
        .select('to_document_id')
        .distinct()
        .where('from_document_id', '=', text.id)
        .where('from_version_id', '=', versionId)
        .where('to_document_id', 'is not', null)
        .execute();
  if (!created)
    await db
      .deleteFrom('citations')
      .where('from_document_id', '=', text.id)
      .where('from_version_id', '=', versionId)
      .execute();
  const found = articleReferences(
    text.blocks,
    { names, treaty: text.jurisdiction === 'OHADA' ? OHADA_TREATY : null },
    text.paragraphsCite,
  );
  const memo = new Map<string, Promise<Target | null>>();
  const rows = [];
  for (const ref of found) {
    const target = storedTarget(ref.text);
    const key = `${target}\u0000${ref.article ?? ''}`;
    let pending = memo.get(key);
    if (!pending) {
      pending = resolveTarget(dir, text.id, target, ref.article);
      memo.set(key, pending);
    }
    const to = await pending;
    rows.push({
      from_document_id: text.id,
      from_version_id: versionId,
      from_article_id: ref.articleId,
      from_label: ref.label,
      start_offset: ref.start,
      end_offset: ref.end,
      shown: ref.shown ? 1 : 0,
      target,
      article_key: ref.article,
      to_document_id: to?.documentId ?? null,
      to_article_id: to?.articleId ?? null,
      excerpt: ref.excerpt,
    });
  }
  // A court decision's references to other decisions (reference-kinds.ts), read where its paragraphs cite.
  if (text.paragraphsCite)
    for (const ref of otherReferences(text.blocks)) {
      const to = await resolveTarget(dir, text.id, ref.target, null);
      rows.push(otherRow(text.id, versionId, ref, to?.documentId ?? null));
    }
  await insertChunks(rows, (chunk) => db.insertInto('citations').values(chunk).execute());
  // The texts it cited before and cites now: their "cité par" changed.
  await touch(
    db,
    [
      ...previous.map((r) => Number(r.to_document_id)),
      ...rows.flatMap((r) => (r.to_document_id === null ? [] : [r.to_document_id])),
    ].filter((id) => id !== text.id),
  );
}

/**
 * Before a text is deleted: the references landing in it or naming it are resolved again without it (they
 * land in another text, or nowhere), in the transaction that deletes it.
 */
export async function withdrawTextCitations(db: DB, id: number): Promise<void> {
  const keys = (await db.selectFrom('text_names').select('name').where('document_id', '=', id).execute()).map(
    (r) => r.name,
  );
  const dir = sqlDirectory(db, null, false, id);
  const numbers = (
    await db.selectFrom('text_articles').select('article_key').where('document_id', '=', id).execute()
  ).map((r) => r.article_key);
  const cited = await db
    .selectFrom('citations')
    .select('to_document_id')
    .distinct()
    .where('from_document_id', '=', id)
    .where('to_document_id', 'is not', null)
    .execute();
  await db.deleteFrom('text_names').where('document_id', '=', id).execute();
  await db.deleteFrom('text_articles').where('document_id', '=', id).execute();
  await db.deleteFrom('text_holdings').where('document_id', '=', id).execute();
  await db.deleteFrom('citations').where('from_document_id', '=', id).execute();
  const moved = await reresolve(db, await rowsAbout(db, id, keys, numbers, true, []), dir);
  await touch(
    db,
    [...moved, ...cited.map((r) => Number(r.to_document_id))].filter((d) => d !== id),
  );
}

/**
 * After a change of what document `id` is as the target of other kinds of references (a court decision's
 * court, number or date; its kind's module calls this in the write's transaction): the references naming one
 * of `targets` (before or after the change), those landing in it, and its own references of those kinds (what
 * they mean may depend on it: 'la Cour de céans') are resolved again.
 */
export async function reresolveOtherReferences(db: DB, id: number, targets: readonly string[]) {
  const byId = new Map<number, StoredRow>();
  const add = (rows: StoredRow[]) => {
    for (const r of rows) if (referenceKindOf(r.target)) byId.set(Number(r.id), r);
  };
  const rows = () => db.selectFrom('citations').select(ROW_COLUMNS);
  for (let i = 0; i < targets.length; i += INSERT_CHUNK)
    add(
      await rows()
        .where('target', 'in', targets.slice(i, i + INSERT_CHUNK))
        .execute(),
    );
  add(await rows().where('to_document_id', '=', id).execute());
  add(await rows().where('from_document_id', '=', id).execute());
  await touch(db, await reresolve(db, [...byId.values()], sqlDirectory(db, null, false)));
}

/** When a new version is added, the links of the text as it stood stay with the version it becomes. */
export async function keepCitationsWithVersion(db: DB, documentId: number, versionId: number) {
  const cited = await db
    .selectFrom('citations')
    .select('to_document_id')
    .distinct()
    .where('from_document_id', '=', documentId)
    .where('from_version_id', '=', 0)
    .where('to_document_id', 'is not', null)
    .execute();
  await db
    .updateTable('citations')
    .set({ from_version_id: versionId })
    .where('from_document_id', '=', documentId)
    .where('from_version_id', '=', 0)
    .execute();
  // Only the texts as they stand count in "cité par".
  await touch(
    db,
    cited.map((r) => Number(r.to_document_id)).filter((id) => id !== documentId),
  );
}
