import type { DB } from '../../../platform/db/database';
import { loadTextNames } from '../../../search/lexicon/lexicon';
import { articleKey } from '../../../search/references/article-key';
import { TextNames } from '../../../search/references/text-names';
import { articleReferences } from './article-references';
import {
  type CitingText,
  holdingRows,
  namedWithoutArticle,
  nameRows,
  otherRow,
  pairsFirstHeldBy,
  preferencesOf,
  ROW_COLUMNS,
  reresolve,
  type StoredRow,
  sqlDirectory,
  touch,
} from './citations-store';
import { otherReferences } from './reference-kinds';
import { type CorpusDirectory, resolveTarget, storedTarget, type Target } from './resolve';
import { OHADA_TREATY, textKeysOf } from './text-keys';

const CHUNK = 200;
let lexicon: TextNames | null = null;
const textNames = () => {
  lexicon ??= new TextNames(loadTextNames());
  return lexicon;
};

/**
 * The citations of texts just created in one transaction (the French codes import: hundreds at a time),
 * the same rows recordTextCitations writes one text at a time, in a few statements per batch: keys, articles
 * and references in bulk; each text name the batch cites read once; the other texts' references that the
 * batch may now resolve or move, read once: those under a (key, number) that a batch text now comes first
 * for. (What it leaves to the one-by-one path: a point of an article, 'article 30.6', that another text's
 * reference names and a batch text numbering its articles 1, 2, 3… would now hold, the bulk import's texts
 * numbering theirs 'L. 1234-5'; and references of other kinds stored before the batch that name one of its
 * documents, the demo seed's decisions coming all at once.)
 */
export async function recordNewTextsCitations(db: DB, texts: readonly CitingText[]): Promise<void> {
  if (texts.length === 0) return;
  const names = textNames();
  const prepared = texts.map((text) => {
    const articles = new Map<string, { id: string; label: string }>();
    for (const b of text.blocks) {
      const key = b.kind === 'article' ? articleKey(b.label) : null;
      if (key !== null && !articles.has(key)) articles.set(key, { id: b.id, label: b.label });
    }
    const compound = [...articles.keys()].some((k) => k.includes('-'));
    return { text, articles, compound, keys: textKeysOf(text, names) };
  });
  const insert = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
  };
  const preferences = await preferencesOf(
    db,
    prepared.map((p) => p.text.id),
  );
  await insert(
    prepared.flatMap((p) =>
      nameRows(p.text.id, p.keys, p.articles.size, p.compound, preferences.get(p.text.id)),
    ),
    (chunk) => db.insertInto('text_names').values(chunk).execute(),
  );
  await insert(
    prepared.flatMap((p) =>
      [...p.articles].map(([key, a]) => ({
        document_id: p.text.id,
        article_key: key,
        article_id: a.id,
        label: a.label,
      })),
    ),
    (chunk) => db.insertInto('text_articles').values(chunk).execute(),
  );
  await insert(
    prepared.flatMap((p) =>
      holdingRows(p.text.id, p.keys, p.articles, p.compound, preferences.get(p.text.id)),
    ),
    (chunk) => db.insertInto('text_holdings').values(chunk).execute(),
  );
  // One directory for the batch: what another text is called and holds is read once per (name, number).
  const shared = sqlDirectory(db, null, false);
  const firstMemo = new Map<string, Promise<number | null>>();
  const holdingMemo = new Map<string, Promise<Target | null>>();
  const firstText = (key: string) => {
    const pending = firstMemo.get(key) ?? shared.firstText(key);
    firstMemo.set(key, pending);
    return pending;
  };
  const citationRows = [];
  for (const p of prepared) {
    const dir: CorpusDirectory = {
      otherDocument: shared.otherDocument,
      firstText,
      firstHolding: async (key, self, article, simpleNumbers) => {
        if (key === null) {
          const found = simpleNumbers && p.compound ? undefined : p.articles.get(article);
          return found ? { documentId: self, articleId: found.id } : null;
        }
        const memoKey = `${key}\u0000${article}\u0000${simpleNumbers}`;
        const pending = holdingMemo.get(memoKey) ?? shared.firstHolding(key, self, article, simpleNumbers);
        holdingMemo.set(memoKey, pending);
        return pending;
      },
    };
    const refs = articleReferences(
      p.text.blocks,
      { names, treaty: p.text.jurisdiction === 'OHADA' ? OHADA_TREATY : null },
      p.text.paragraphsCite,
    );
    for (const ref of refs) {
      const target = storedTarget(ref.text);
      const to = await resolveTarget(dir, p.text.id, target, ref.article);
      citationRows.push({
        from_document_id: p.text.id,
        from_version_id: 0,
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
    // A court decision's references to other decisions (reference-kinds.ts).
    if (p.text.paragraphsCite)
      for (const ref of otherReferences(p.text.blocks)) {
        const to = await resolveTarget(dir, p.text.id, ref.target, null);
        citationRows.push(otherRow(p.text.id, 0, ref, to?.documentId ?? null));
      }
  }
  await insert(citationRows, (chunk) => db.insertInto('citations').values(chunk).execute());
  const moved = new Set<number>();
  for (const r of citationRows) if (r.to_document_id !== null) moved.add(r.to_document_id);
  // Other texts' references that the batch may now resolve, or move: under a (key, number) a batch text is now
  // the first to hold; a text ranked after the first moves nothing.
  const ids = new Set(prepared.map((p) => p.text.id));
  const keys = [...new Set(prepared.flatMap((p) => p.keys))];
  const numbersByKey = new Map<string, string[]>();
  for (const pair of await pairsFirstHeldBy(db, [...ids])) {
    const numbers = numbersByKey.get(pair.name) ?? [];
    numbers.push(pair.article_key);
    numbersByKey.set(pair.name, numbers);
  }
  const rows = new Map<number, StoredRow>();
  for (const [key, numbers] of numbersByKey)
    for (let i = 0; i < numbers.length; i += CHUNK)
      for (const r of await db
        .selectFrom('citations')
        .select(ROW_COLUMNS)
        .where('target', '=', key)
        .where('article_key', 'in', numbers.slice(i, i + CHUNK))
        .execute())
        if (!ids.has(Number(r.from_document_id))) rows.set(Number(r.id), r);
  for (const key of keys)
    if ((await namedWithoutArticle(db, key)) && ids.has((await firstText(key)) ?? 0))
      for (const r of await db
        .selectFrom('citations')
        .select(ROW_COLUMNS)
        .where('target', '=', key)
        .where('article_key', 'is', null)
        .execute())
        if (!ids.has(Number(r.from_document_id))) rows.set(Number(r.id), r);
  for (const id of await reresolve(db, [...rows.values()], shared)) moved.add(id);
  for (const id of ids) moved.delete(id);
  await touch(db, moved);
}
