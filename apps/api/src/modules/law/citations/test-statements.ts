import type { CompiledQuery, KyselyPlugin } from 'kysely';
import type { DB } from '../../../platform/db/database';

/** The SELECT statements run through the returned handle that name `table`, compiled with their parameters (tests). */
export function selectsFrom(db: DB, table: string) {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const compiled = db.getExecutor().compileQuery(node, queryId);
      if (compiled.sql.includes(table) && /^\s*select/i.test(compiled.sql)) statements.push(compiled);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), statements };
}
