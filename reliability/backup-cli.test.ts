import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, type RunningServer, recordFigures, startServer, tempDir } from './support/server';

/** `npm run db:backup` / `db:restore` as an operator runs them (the library round trip is in db/backup.test.ts). */
function npm(args: string[], env: Record<string, string>) {
  const started = Date.now();
  const res = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}`, ms: Date.now() - started };
}

describe('backups through the CLI', () => {
  let server: RunningServer | undefined;
  const dataDir = tempDir('backup');
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const contact = (subject: string) =>
    fetch(`${server!.url}/api/contact/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sauvegarde',
        email: 'sauvegarde@example.bf',
        subject,
        message: `Message ${subject}.`,
      }),
    });
  const subjects = () => {
    const db = new SQLite(path.join(dataDir, 'lexfaso.sqlite'), { readonly: true });
    try {
      return (
        db.prepare('SELECT subject FROM contact_messages ORDER BY id').all() as Array<{ subject: string }>
      ).map((r) => r.subject);
    } finally {
      db.close();
    }
  };

  it('db:backup while the server runs, db:restore after it stops: the data is as it was at the backup', async () => {
    server = await startServer({ dataDir, env: { SEED_DEMO: '0' } });
    expect((await contact('avant la sauvegarde')).status).toBe(200);

    const file = path.join(dataDir, 'manual', 'snapshot.sqlite');
    const backup = npm(['db:backup', '--', file], { DATA_DIR: dataDir });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain(file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    // Without a file name the snapshot goes under DATA_DIR/backups.
    const dated = npm(['db:backup'], { DATA_DIR: dataDir });
    expect(dated.code, dated.out).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).some((f) => f.endsWith('.sqlite'))).toBe(true);

    expect((await contact('après la sauvegarde')).status).toBe(200);
    await server.stop();
    expect(subjects()).toEqual(['avant la sauvegarde', 'après la sauvegarde']);

    const restore = npm(['db:restore', '--', file], { DATA_DIR: dataDir });
    expect(restore.code, restore.out).toBe(0);
    expect(subjects()).toEqual(['avant la sauvegarde']);

    // The restored database serves again, and takes writes.
    server = await startServer({ dataDir, env: { SEED_DEMO: '0' } });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await contact('après la restauration')).status).toBe(200);
    await server.stop();
    server = undefined;
    expect(subjects()).toEqual(['avant la sauvegarde', 'après la restauration']);
    recordFigures('backup-cli', {
      backupMs: backup.ms,
      restoreMs: restore.ms,
      bytes: fs.statSync(file).size,
    });
  });

  it('refuses what it must: no file to restore, a file that is not a database, PostgreSQL (pg_dump instead)', () => {
    const none = npm(['db:restore'], { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    const bogus = path.join(dataDir, 'bogus.sqlite');
    fs.writeFileSync(bogus, 'pas une base');
    const bad = npm(['db:restore', '--', bogus], { DATA_DIR: dataDir });
    expect(bad.code).toBe(1);
    expect(subjects()).toEqual(['avant la sauvegarde', 'après la restauration']);
    const pgBackup = npm(['db:backup'], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x',
    });
    expect(pgBackup.code).toBe(2);
    expect(pgBackup.out).toMatch(/pg_dump/);
  });
});
