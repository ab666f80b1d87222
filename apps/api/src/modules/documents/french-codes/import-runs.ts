import { nowIso } from '../../../platform/clock';
import type { DB } from '../../../platform/db/database';

/** One row of `import_runs`: where an import of one archive, in one mode, has got to. */
export interface ImportRun {
  id: number;
  processed: number;
  lastKey: string | null;
  resumed: boolean;
}

/**
 * The unfinished run of this source and mode, or a new one. A run killed mid-way (SIGKILL, power cut)
 * stays 'running' with the count and key of its last committed batch, so the next run starts after it.
 */
export async function openImportRun(db: DB, source: string, mode: string): Promise<ImportRun> {
  const open = await db
    .selectFrom('import_runs')
    .select(['id', 'processed', 'last_key'])
    .where('source', '=', source)
    .where('mode', '=', mode)
    .where('status', '=', 'running')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open)
    return { id: Number(open.id), processed: Number(open.processed), lastKey: open.last_key, resumed: true };
  const row = await db
    .insertInto('import_runs')
    .values({ source, mode, status: 'running', processed: 0, last_key: null, started_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), processed: 0, lastKey: null, resumed: false };
}

/** Called inside the batch's transaction, so the recorded progress and the documents commit together. */
export async function recordProgress(db: DB, runId: number, processed: number, lastKey: string) {
  await db.updateTable('import_runs').set({ processed, last_key: lastKey }).where('id', '=', runId).execute();
}

export async function finishImportRun(db: DB, runId: number, processed: number) {
  await db
    .updateTable('import_runs')
    .set({ status: 'done', processed, finished_at: nowIso() })
    .where('id', '=', runId)
    .execute();
}
