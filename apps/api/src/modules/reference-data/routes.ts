import { API_DOCS, DocTypesAnswer, DomainesAnswer, ReferenceListQuery } from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../platform/db/database';
import { foldText } from '../../search';
import { isBackOfficeCaller } from '../accounts/guards';

interface Paged {
  page?: number;
  limit?: number;
  search?: string;
}

/**
 * One body for two readers: the public screens read the whole list (`doc_types`, `domaines`), the
 * back-office reads a page of it (`items`, `totalItems`, `totalPages`, `page`, `limit`).
 * Without page or limit the page is the whole list.
 */
function paginate<T>(all: T[], q: Paged) {
  const limit = q.limit ?? (q.page ? 20 : Math.max(all.length, 1));
  const totalPages = Math.ceil(all.length / limit);
  const page = q.page ?? 1;
  return {
    items: all.slice((page - 1) * limit, page * limit),
    totalItems: all.length,
    totalPages,
    page,
    limit,
  };
}

/** Accent- and case-insensitive contains, done in memory: these lists hold tens of rows. */
const matches = (search: string | undefined) => {
  if (!search) return () => true;
  const needle = foldText(search);
  return (text: string) => foldText(text).includes(needle);
};

/**
 * Documents per type or domain. Visitors count published ones only: they never learn about drafts, not even how
 * many (issue 19); a back-office session counts drafts too, as its lists always did.
 */
async function countsBy(db: DB, column: 'doc_type_id' | 'domaine_id', withDrafts: boolean) {
  const rows = await db
    .selectFrom('documents')
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'is not', null)
    .$if(!withDrafts, (q) => q.where('is_published', '=', 1))
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [Number(r[column]), Number(r.n)]));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/doc_types',
    {
      schema: {
        tags: ['reference'],
        summary: API_DOCS.docTypes,
        querystring: ReferenceListQuery,
        response: { 200: DocTypesAnswer },
      },
    },
    async (request) => {
      const [rows, counts] = await Promise.all([
        db.selectFrom('doc_types').selectAll().orderBy('id').execute(),
        countsBy(db, 'doc_type_id', await isBackOfficeCaller(request)),
      ]);
      const keep = matches(request.query.search);
      const all = rows
        .filter((r) => keep(r.type))
        .map((r) => ({
          id: Number(r.id),
          type: r.type,
          category: r.category,
          slug: r.slug,
          createdAt: r.created_at,
          documentCount: counts.get(Number(r.id)) ?? 0,
        }));
      return { doc_types: all, ...paginate(all, request.query) };
    },
  );

  const listDomaines = async (query: Paged, withDrafts: boolean) => {
    const [rows, counts] = await Promise.all([
      db.selectFrom('domaines').selectAll().orderBy('name').execute(),
      countsBy(db, 'domaine_id', withDrafts),
    ]);
    const keep = matches(query.search);
    const all = rows
      .filter((r) => keep(r.name))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .map((r) => ({
        id: Number(r.id),
        name: r.name,
        slug: r.slug,
        createdAt: r.created_at,
        documentCount: counts.get(Number(r.id)) ?? 0,
      }));
    return { domaines: all, ...paginate(all, query) };
  };

  for (const url of ['/domaines', '/domaines.json']) {
    app.get(
      url,
      {
        schema: {
          tags: ['reference'],
          summary: API_DOCS.domaines,
          querystring: ReferenceListQuery,
          response: { 200: DomainesAnswer },
        },
      },
      async (request) => listDomaines(request.query, await isBackOfficeCaller(request)),
    );
  }
};

export default routes;
