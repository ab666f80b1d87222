import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';
import { IRREGULAR_PLURALS } from './frozen-analyser';
import { actualityIndexBody, bumpVersion, documentIndexBody, writeSearchIndex } from './frozen-index-writes';

/**
 * The analyser now joins 'baux' to 'bail' (search/stem.ts, IRREGULAR_PLURALS). The documents and news
 * items holding one of those plurals were indexed under the old token: they are indexed again, the
 * others are left as they are.
 */
export function reindexIrregularPluralsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const like = dialect === 'postgres' ? sql`ILIKE` : sql`LIKE`;
      const holds = (columns: string[]) =>
        sql.join(
          [...IRREGULAR_PLURALS.keys()].flatMap((form) =>
            columns.map((c) => sql`${sql.ref(c)} ${like} ${`%${form}%`}`),
          ),
          sql` OR `,
        );
      const { rows: documents } = await sql<{
        id: number;
        title: string;
        preambule: string | null;
        content: string;
      }>`SELECT id, title, preambule, content FROM documents
        WHERE ${holds(['title', 'preambule', 'content'])} ORDER BY id`.execute(db);
      for (const d of documents)
        await writeSearchIndex(db, dialect, 'documents', Number(d.id), d.title, documentIndexBody(d));
      // Cached search answers computed before the new index must not be served again.
      if (documents.length > 0) await bumpVersion(db, 'documents:version');
      const { rows: news } = await sql<{
        id: number;
        title: string;
        description: string;
        excerpt: string | null;
        content: string | null;
      }>`SELECT id, title, description, excerpt, content FROM actualities
        WHERE ${holds(['title', 'description', 'excerpt', 'content'])} ORDER BY id`.execute(db);
      for (const a of news)
        await writeSearchIndex(db, dialect, 'actualities', Number(a.id), a.title, actualityIndexBody(a));
      if (news.length > 0) await bumpVersion(db, 'news:version');
    },
  };
}
