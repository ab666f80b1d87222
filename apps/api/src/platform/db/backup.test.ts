import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nowIso } from '../clock';
import { backupSqlite, restoreSqlite } from './backup';
import { migrateToLatest, openDatabase } from './database';

describe('SQLite backup and restore', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('round-trips: a snapshot taken while open restores the data as it was', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-backup-'));
    dirs.push(dir);
    const handle = openDatabase({ dataDir: dir });
    await migrateToLatest(handle);
    const insert = (name: string) =>
      handle.db.insertInto('domaines').values({ name, slug: name, created_at: nowIso() }).execute();
    await insert('avant-sauvegarde');
    const file = path.join(dir, 'backups', 'snap.sqlite');
    await backupSqlite(path.join(dir, 'lexfaso.sqlite'), file); // the database stays open: an online backup
    await insert('apres-sauvegarde');
    await handle.close();

    restoreSqlite(file, path.join(dir, 'lexfaso.sqlite'));
    const reopened = openDatabase({ dataDir: dir });
    const names = (await reopened.db.selectFrom('domaines').select('name').execute()).map((r) => r.name);
    await reopened.close();
    expect(names).toEqual(['avant-sauvegarde']);
  });

  it('refuses to restore a file that is not a LexFaso database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-backup-'));
    dirs.push(dir);
    const bogus = path.join(dir, 'bogus.sqlite');
    fs.writeFileSync(bogus, 'pas une base');
    expect(() => restoreSqlite(bogus, path.join(dir, 'lexfaso.sqlite'))).toThrow();
    expect(fs.existsSync(path.join(dir, 'lexfaso.sqlite'))).toBe(false);
  });
});
