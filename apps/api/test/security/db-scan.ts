import { sql } from 'kysely';
import type { AppDeps } from '../../src/deps';

/** Every row of every table of the application, as [table, row] pairs (migration bookkeeping left out). */
export async function dumpAllTables(deps: AppDeps): Promise<Array<[string, Record<string, unknown>]>> {
  const tables =
    deps.dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
          AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' AND name NOT LIKE '%fts%'`.execute(
          deps.db,
        )
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(deps.db);
  const out: Array<[string, Record<string, unknown>]> = [];
  for (const { name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(deps.db);
    for (const row of rows.rows) out.push([name, row]);
  }
  return out;
}

/** The secrets found in a text: each secret given is looked for as a whole word (OTP codes are short). */
export function secretsIn(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, value]) => {
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(text);
    })
    .map(([name]) => name);
}
