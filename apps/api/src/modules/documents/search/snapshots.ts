import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../../../platform/db/database';
import type { FileStorage, StoredFile } from '../../../platform/file-storage';
import { SNAPSHOT_FORMAT } from '../../../search/engine/snapshot';
import { readCounter } from '../documents-version';
import { analysisFingerprint } from './snapshot-fingerprint';

/** How long a process may take to write a snapshot before another may write one in its place. */
const LEASE_MS = 15 * 60_000;
const NEVER = 9_000_000_000_000;

/** Where snapshots are kept and who writes the next one (document-engine.ts loads and saves them). */
export interface SnapshotStore {
  /** The stored snapshot, null when there is none. */
  open(): Promise<StoredFile | null>;
  /** The documents version of the stored snapshot (0: none). */
  storedVersion(): Promise<number>;
  /** A file of this process's where the engine thread writes a snapshot before it is stored. */
  scratchFile(): Promise<string>;
  /**
   * Claims the right to write the next snapshot (one process at a time, among all those on the database):
   * false when another holds it. Lapses after LEASE_MS, should its holder die.
   */
  claim(): Promise<boolean>;
  /** Stores the written file as the snapshot of `version`, then lets go of the claim. */
  store(file: string, bytes: number, md5: string, version: number): Promise<void>;
  release(): Promise<void>;
}

/**
 * Snapshots in the FileStorage (the data folder, or the bucket every process shares: docs/deployment.md),
 * under one key per snapshot format and analysis: processes of two versions of the code (a rolling
 * upgrade) each keep their own, and never load the other's. Which version the stored one reflects, and the
 * claim on writing the next, are rows of the counters table.
 */
export function storageSnapshots(db: DB, storage: FileStorage, dataDir: string): SnapshotStore {
  const id = createHash('md5')
    .update(`search-snapshot:${SNAPSHOT_FORMAT}:${analysisFingerprint()}`)
    .digest('hex');
  const key = `${id.slice(0, 2)}/${id}.snap`;
  const versionKey = `search_snapshot:${id}:version`;
  const leaseKey = `search_snapshot:${id}:lease`;
  const holder = Math.floor(Math.random() * 2 ** 31);
  return {
    open: () => storage.get(key),
    storedVersion: () => readCounter(db, versionKey),
    async scratchFile() {
      const dir = path.join(dataDir, 'search-snapshots');
      await fsp.mkdir(dir, { recursive: true });
      return path.join(dir, `${id}.${process.pid}.tmp`);
    },
    async claim() {
      const now = Date.now();
      const { rows } = await sql<{ count: number | string }>`INSERT INTO counters (key, count, reset_at)
        VALUES (${leaseKey}, ${holder}, ${now + LEASE_MS})
        ON CONFLICT (key) DO UPDATE SET count = ${holder}, reset_at = ${now + LEASE_MS}
          WHERE counters.reset_at < ${now} OR counters.count = ${holder}
        RETURNING count`.execute(db);
      return rows.length === 1 && Number(rows[0].count) === holder;
    },
    async store(file, bytes, md5, version) {
      await storage.putAt(key, fs.createReadStream(file), bytes, md5);
      await sql`INSERT INTO counters (key, count, reset_at) VALUES (${versionKey}, ${version}, ${NEVER})
        ON CONFLICT (key) DO UPDATE SET count = ${version}`.execute(db);
    },
    async release() {
      await db.deleteFrom('counters').where('key', '=', leaseKey).where('count', '=', holder).execute();
    },
  };
}
