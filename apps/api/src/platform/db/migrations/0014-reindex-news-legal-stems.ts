import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';
import { analyzeForIndex } from './frozen-analyser-0014';
import { actualityIndexBody, bumpVersion } from './frozen-index-writes';

/**
 * The analyser now keeps legal words apart that Snowball merged ('loyer' was 'loi', 'délai' and 'délit'
 * were both 'del', 'fonds' was 'fond'…), joins 'bestiaux' to 'bétail' and '-ière' to '-ier' (issue 22).
 * The documents are searched by the in-memory engine, built from their text; the news keep their database
 * index, written with the old analyser: every news item is indexed again (a few hundred rows).
 */
export function reindexNewsLegalStemsMigration(dialect: Dialect): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations see the database as it was, not today's schema
    async up(db: Kysely<any>) {
      const { rows } = await sql<{
        id: number;
        title: string;
        description: string;
        excerpt: string | null;
        content: string | null;
      }>`SELECT id, title, description, excerpt, content FROM actualities ORDER BY id`.execute(db);
      for (const a of rows) {
        const id = Number(a.id);
        const title = analyzeForIndex(a.title);
        const body = analyzeForIndex(actualityIndexBody(a));
        if (dialect === 'sqlite') {
          await sql`DELETE FROM actualities_fts WHERE rowid = ${id}`.execute(db);
          await sql`INSERT INTO actualities_fts (rowid, title, body) VALUES (${id}, ${title}, ${body})`.execute(
            db,
          );
        } else
          await sql`UPDATE actualities SET search_vector = setweight(to_tsvector('simple', ${title}), 'A')
            || setweight(to_tsvector('simple', ${body}), 'B') WHERE id = ${id}`.execute(db);
      }
      // Cached news answers computed with the old index must not be served again.
      if (rows.length > 0) await bumpVersion(db, 'news:version');
    },
  };
}
