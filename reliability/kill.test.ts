import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { passagesOf } from '../apps/api/src/modules/documents/search/passages';
import { SearchEngine } from '../apps/api/src/search/engine/engine';
import { writeEtalabArchive } from './support/etalab-archive';
import { havePostgresBinaries, startPrivateCluster } from './support/postgres';
import { ROOT, recordFigures, sleep, tempDir } from './support/server';

/** Starts a child in its own process group, so SIGKILL reaches npm, tsx and node alike. */
function startChild(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}
const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {}
};
async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
const lastSaved = (output: string) =>
  Math.max(0, ...[...output.matchAll(/saved (\d+)/g)].map((m) => Number(m[1])));

/** What a consistent database looks like after a crash, on SQLite. */
function sqliteState(dataDir: string, words: string[]) {
  const db = new SQLite(path.join(dataDir, 'lexfaso.sqlite'));
  try {
    const integrity = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)[0]!
      .integrity_check;
    const documents = (db.prepare('SELECT COUNT(*) AS c FROM documents').get() as { c: number }).c;
    // Every saved document was logged for the processes' search engines in its own transaction.
    const changed = (
      db
        .prepare(
          'SELECT COUNT(DISTINCT document_id) AS c FROM search_changes WHERE document_id IN (SELECT id FROM documents)',
        )
        .get() as { c: number }
    ).c;
    // An engine built from the database, as a process starting after the crash builds it.
    const engine = new SearchEngine();
    const rows = db.prepare('SELECT id, title, content, preambule FROM documents').all() as Array<{
      id: number;
      title: string;
      content: string;
      preambule: string | null;
    }>;
    for (const r of rows)
      engine.add({
        id: r.id,
        title: r.title,
        passages: passagesOf(r.content, r.preambule),
        typeId: null,
        category: null,
        domainId: null,
        jurisdiction: null,
        year: null,
        publishedAt: null,
        hasPdf: false,
        published: true,
      });
    const hits = (word: string) => engine.search({ q: word }).total;
    const empty = (
      db.prepare(`SELECT COUNT(*) AS c FROM documents WHERE content = '' OR slug = ''`).get() as { c: number }
    ).c;
    return { integrity, documents, changed, empty, hits: Object.fromEntries(words.map((w) => [w, hits(w)])) };
  } finally {
    db.close();
  }
}

describe('process killed (SIGKILL) while writing', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('during document saves (SQLite): no half-saved document, every one logged for the search engines, saving resumes', async () => {
    const dataDir = tempDir('kill-save');
    dirs.push(dataDir);
    const rounds: number[] = [];
    // Documents in the database before the round: a round's last save may be committed but not
    // reported (killed between the commit and its line), so this is counted, not summed from reports.
    let before = 0;
    for (let round = 0; round < 3; round += 1) {
      const run = startChild(process.execPath, ['--import', 'tsx', 'reliability/support/save-loop.ts'], {
        DATA_DIR: dataDir,
      });
      await waitFor(() => lastSaved(run.output()) >= 3 || run.child.exitCode !== null, 90_000, 'saves');
      expect(run.child.exitCode, run.output()).toBeNull();
      await sleep(Math.floor(Math.random() * 60)); // land anywhere in the next transaction
      killGroup(run.child);
      await run.exited;
      const saved = lastSaved(run.output());
      rounds.push(saved);
      // Every save reported is there; the one cut short is either whole or absent.
      const state = sqliteState(dataDir, ['reprise', `jalon${saved}`]);
      expect(state.integrity).toBe('ok');
      expect(state.documents).toBeGreaterThanOrEqual(before + saved);
      expect(state.documents).toBeLessThanOrEqual(before + saved + 1);
      expect(state.changed, 'search changes logged == documents').toBe(state.documents);
      expect(state.hits.reprise, 'a search finds every saved document').toBe(state.documents);
      expect(state.hits[`jalon${saved}`]).toBeGreaterThanOrEqual(1);
      expect(state.empty).toBe(0);
      before = state.documents;
    }
    recordFigures('kill-save-sqlite', { rounds: rounds.length, savesReportedPerRound: rounds });
  });

  it.runIf(havePostgresBinaries())(
    'during document saves (PostgreSQL): no half-saved document, every one logged for the search engines',
    async () => {
      const cluster = await startPrivateCluster();
      try {
        const dataDir = tempDir('kill-save-pg');
        dirs.push(dataDir);
        const run = startChild(process.execPath, ['--import', 'tsx', 'reliability/support/save-loop.ts'], {
          DATA_DIR: dataDir,
          DATABASE_URL: cluster.url,
        });
        await waitFor(() => lastSaved(run.output()) >= 3 || run.child.exitCode !== null, 90_000, 'saves');
        await sleep(Math.floor(Math.random() * 60));
        killGroup(run.child);
        await run.exited;
        const saved = lastSaved(run.output());
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        try {
          const count = async (q: string, params: unknown[] = []) =>
            Number((await client.query<{ c: string }>(q, params)).rows[0]!.c);
          const documents = await count('SELECT COUNT(*) AS c FROM documents');
          expect(documents).toBeGreaterThanOrEqual(saved);
          expect(documents).toBeLessThanOrEqual(saved + 1);
          expect(
            await count(
              'SELECT COUNT(DISTINCT document_id) AS c FROM search_changes WHERE document_id IN (SELECT id FROM documents)',
            ),
          ).toBe(documents);
          recordFigures('kill-save-postgres', { savesReported: saved, documents });
        } finally {
          await client.end();
        }
      } finally {
        cluster.destroy();
      }
    },
  );

  it('during `npm run import` (SQLite): consistent after the kill, and the import resumes to the end', async () => {
    const dataDir = tempDir('kill-import');
    dirs.push(dataDir);
    const { file, articles } = await writeEtalabArchive(dataDir, 2, 600);
    const docs = () => {
      if (!fs.existsSync(path.join(dataDir, 'lexfaso.sqlite'))) return 0;
      try {
        const db = new SQLite(path.join(dataDir, 'lexfaso.sqlite'), { readonly: true });
        try {
          return (db.prepare('SELECT COUNT(*) AS c FROM documents').get() as { c: number }).c;
        } finally {
          db.close();
        }
      } catch {
        return 0; // not migrated yet
      }
    };
    const importArgs = ['run', 'import', '--', file, '--batch-size', '25'];
    const first = startChild('npm', importArgs, { DATA_DIR: dataDir, DATABASE_URL: '' });
    await waitFor(
      () => docs() >= 200 || first.child.exitCode !== null,
      120_000,
      'the import to be under way',
    );
    expect(first.child.exitCode, first.output()).toBeNull();
    await sleep(Math.floor(Math.random() * 40)); // anywhere inside the next batch's transaction
    killGroup(first.child);
    await first.exited;
    const afterKill = sqliteState(dataDir, ['repere1x1', 'travail']);
    expect(afterKill.integrity).toBe('ok');
    expect(afterKill.documents).toBeGreaterThan(0);
    expect(afterKill.documents).toBeLessThan(articles);
    // Batches are transactions: a whole number of batches is in, each document with its search change.
    expect(afterKill.changed).toBe(afterKill.documents);
    expect(afterKill.hits.travail).toBe(afterKill.documents);

    const started = Date.now();
    const second = startChild('npm', importArgs, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const code = await Promise.race([second.exited, sleep(150_000).then(() => 'timeout')]);
    if (code === 'timeout') killGroup(second.child);
    expect(code, second.output()).toBe(0);
    const final = sqliteState(dataDir, ['travail', `repere2x${600}`]);
    expect(final.integrity).toBe('ok');
    expect(final.documents, 'every article exactly once').toBe(articles);
    expect(final.changed).toBe(articles);
    expect(final.hits.travail).toBe(articles);
    expect(final.hits[`repere2x${600}`]).toBe(1);
    const db = new SQLite(path.join(dataDir, 'lexfaso.sqlite'), { readonly: true });
    const distinct = (db.prepare('SELECT COUNT(DISTINCT source) AS c FROM documents').get() as { c: number })
      .c;
    db.close();
    expect(distinct).toBe(articles);
    recordFigures('kill-import', {
      articles,
      documentsAtKill: afterKill.documents,
      resumeSeconds: Math.round((Date.now() - started) / 100) / 10,
      resumeOutput: second.output().trim().split('\n').at(-1),
    });
  });
});
