import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_CLI_MESSAGES } from '@lexfaso/contracts';
import SQLite from 'better-sqlite3';

/**
 * SQLite online backup: SQLite's backup API copies a consistent snapshot page by page while the server keeps
 * serving (readers and writers are not blocked for the whole copy).
 */
export async function backupSqlite(sourceFile: string, targetFile: string) {
  if (!fs.existsSync(sourceFile)) throw new Error(DATABASE_CLI_MESSAGES.sqliteMissing(sourceFile));
  fs.mkdirSync(path.dirname(targetFile), { recursive: true });
  const db = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await db.backup(targetFile);
  } finally {
    db.close();
  }
  verifySqlite(targetFile);
  return targetFile;
}

/** Checks a backup file before it replaces the live database. */
function verifySqlite(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(DATABASE_CLI_MESSAGES.backupCorrupt(file, String(check)));
    const hasUsers = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
    if (!hasUsers) throw new Error(DATABASE_CLI_MESSAGES.notABackup(file));
  } finally {
    db.close();
  }
}

/**
 * Restores a backup into the live file. The server must be stopped: the copy goes to a temporary file first
 * and is renamed over the database, so an interrupted restore never leaves a half-written database.
 */
export function restoreSqlite(backupFile: string, targetFile: string) {
  verifySqlite(backupFile);
  const tmp = `${targetFile}.restore-${process.pid}`;
  fs.copyFileSync(backupFile, tmp);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${targetFile}${suffix}`, { force: true });
  fs.renameSync(tmp, targetFile);
}
