import type { Actuality, ActualityCategory } from '@lexfaso/contracts';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';
import type { Database } from '../../platform/db/schema';
import { slugify } from '../../platform/slug';
import { isEmptyQuery, parseQuery, toFts5Match, toTsQuery } from '../../search';
import { presentActuality, presentCategory } from './presenter';

/** Filters of the news list (public-area.md §3 "News filter"), already validated. */
export interface NewsFilter {
  page: number;
  limit: number;
  /** A category id, or a category name (or slug). */
  category?: string;
  categoryId?: number;
  categorySlug?: string;
  pinnedOnly?: boolean;
  search?: string;
  dateFrom?: string; // 'YYYY-MM-DD', inclusive
  dateTo?: string; // 'YYYY-MM-DD', inclusive
  /** Back-office only: 'all' shows drafts too. The public always gets 'published'. */
  status?: 'published' | 'draft' | 'all';
}

export interface NewsPage {
  actualities: Actuality[];
  totalItems: number;
  pagination: { page: number; limit: number; total: number; pages: number };
}

type Eb = ExpressionBuilder<Database & { c: Database['actuality_categories'] }, 'actualities' | 'c'>;

const baseQuery = (db: DB) =>
  db
    .selectFrom('actualities')
    .leftJoin('actuality_categories as c', 'c.id', 'actualities.category_id')
    .selectAll('actualities')
    .select(['c.id as cat_id', 'c.name as cat_name', 'c.slug as cat_slug', 'c.color as cat_color']);

type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function present(row: JoinedRow): Actuality {
  const category =
    row.cat_id !== null && row.cat_name !== null && row.cat_slug !== null
      ? { id: row.cat_id, name: row.cat_name, slug: row.cat_slug, color: row.cat_color }
      : null;
  return presentActuality(row, category);
}

/** The day after 'YYYY-MM-DD': publication timestamps are ISO strings, so "up to end of dateTo" is "< next day". */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Full-text condition on the news index, or 'none' when the query can match nothing (only stop words). */
function searchCondition(dialect: DialectName, search: string) {
  const q = parseQuery(search);
  if (isEmptyQuery(q)) return 'none' as const;
  if (dialect === 'sqlite') {
    const match = toFts5Match(q);
    if (!match) return 'none' as const;
    return sql<SqlBool>`actualities.id IN (SELECT rowid FROM actualities_fts WHERE actualities_fts MATCH ${match})`;
  }
  const tsq = toTsQuery(q);
  if (!tsq) return 'none' as const;
  return sql<SqlBool>`actualities.search_vector @@ to_tsquery('simple', ${tsq})`;
}

function conditions(eb: Eb, dialect: DialectName, f: NewsFilter) {
  const all = [];
  const status = f.status ?? 'published';
  if (status === 'published') all.push(eb('actualities.is_published', '=', 1));
  if (status === 'draft') all.push(eb('actualities.is_published', '=', 0));
  if (f.categoryId !== undefined) all.push(eb('actualities.category_id', '=', f.categoryId));
  if (f.category) {
    const value = f.category;
    all.push(
      /^\d+$/.test(value)
        ? eb('actualities.category_id', '=', Number(value))
        : eb.or([
            eb(eb.fn('lower', ['c.name']), '=', value.toLowerCase()),
            eb('c.slug', '=', slugify(value)),
          ]),
    );
  }
  if (f.categorySlug) all.push(eb('c.slug', '=', f.categorySlug));
  if (f.pinnedOnly) all.push(eb('actualities.is_pinned', '=', 1));
  if (f.dateFrom) all.push(eb('actualities.published_at', '>=', f.dateFrom));
  if (f.dateTo) all.push(eb('actualities.published_at', '<', nextDay(f.dateTo)));
  if (f.search) {
    const cond = searchCondition(dialect, f.search);
    // A literal false cannot be bound by better-sqlite3 (booleans are not SQLite values): compare instead.
    all.push(cond === 'none' ? sql<SqlBool>`1 = 0` : cond);
  }
  return eb.and(all);
}

/** One page of news, newest publication first. */
export async function listActualities(db: DB, dialect: DialectName, f: NewsFilter): Promise<NewsPage> {
  const countRow = await db
    .selectFrom('actualities')
    .leftJoin('actuality_categories as c', 'c.id', 'actualities.category_id')
    .where((eb) => conditions(eb, dialect, f))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.n);
  const rows = await baseQuery(db)
    .where((eb) => conditions(eb, dialect, f))
    .orderBy(sql`coalesce(actualities.published_at, actualities.created_at)`, 'desc')
    .orderBy('actualities.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return {
    actualities: rows.map(present),
    totalItems: total,
    pagination: { page: f.page, limit: f.limit, total, pages: Math.ceil(total / f.limit) },
  };
}

/** The most recently published news. */
export async function recentActualities(db: DB, limit: number): Promise<Actuality[]> {
  const rows = await baseQuery(db)
    .where('actualities.is_published', '=', 1)
    .orderBy('actualities.published_at', 'desc')
    .orderBy('actualities.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(present);
}

/** Published news pinned 'À la une', newest first. */
export async function pinnedActualities(db: DB, limit: number): Promise<Actuality[]> {
  const rows = await baseQuery(db)
    .where('actualities.is_published', '=', 1)
    .where('actualities.is_pinned', '=', 1)
    .orderBy('actualities.published_at', 'desc')
    .orderBy('actualities.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(present);
}

/** One news item; drafts only when asked (the back-office). */
export async function findActuality(
  db: DB,
  id: number,
  opts: { includeDrafts?: boolean } = {},
): Promise<Actuality | null> {
  let q = baseQuery(db).where('actualities.id', '=', id);
  if (!opts.includeDrafts) q = q.where('actualities.is_published', '=', 1);
  const row = await q.executeTakeFirst();
  return row ? present(row) : null;
}

/** Categories with their number of published news; inactive ones only when asked (the back-office). */
export async function listActualityCategories(
  db: DB,
  opts: { includeInactive?: boolean } = {},
): Promise<ActualityCategory[]> {
  let q = db
    .selectFrom('actuality_categories')
    .selectAll('actuality_categories')
    .select((eb) =>
      eb
        .selectFrom('actualities')
        .whereRef('actualities.category_id', '=', 'actuality_categories.id')
        .where('actualities.is_published', '=', 1)
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('actuality_count'),
    );
  if (!opts.includeInactive) q = q.where('actuality_categories.is_active', '=', 1);
  const rows = await q.execute();
  // Sorted here, not in SQL, so both databases give the same French order whatever their collation.
  return rows
    .map(({ actuality_count, ...row }) => presentCategory(row, Number(actuality_count ?? 0)))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
