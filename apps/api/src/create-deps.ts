import fs from 'node:fs';
import { Redis } from 'ioredis';
import pino from 'pino';
import type { AppConfig } from './config';
import type { AppDeps } from './deps';
import { createSearchRunner } from './modules/documents/search/runner';
import { storageSnapshots } from './modules/documents/search/snapshots';
import { type CounterStore, DbCounterStore, RedisCounterStore } from './platform/counters';
import { openDatabase } from './platform/db/database';
import { type FileStorage, LocalFileStorage, localStorageRoot } from './platform/file-storage';
import { Mailer } from './platform/mailer';
import { S3FileStorage } from './platform/s3-file-storage';
import { LoggingSmsProvider } from './platform/sms-provider';

/** The storage STORAGE_URL names: an S3-compatible bucket, or the local folder DATA_DIR/uploads. */
export function createFileStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStorage {
  const { storage } = config;
  return storage.kind === 's3'
    ? new S3FileStorage(storage)
    : new LocalFileStorage(localStorageRoot(config.dataDir));
}

export function createDeps(config: AppConfig, overrides: Partial<AppDeps> = {}): AppDeps {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const logger = pino({ level: config.logLevel === 'silent' ? 'silent' : config.logLevel });
  const handle =
    overrides.handle ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const counters: CounterStore = redis ? new RedisCounterStore(redis) : new DbCounterStore(handle.db);
  const storage = overrides.storage ?? createFileStorage(config);
  // Snapshots of the search engine live beside the PDFs: the bucket every process shares, or DATA_DIR/uploads.
  const snapshots =
    config.searchSnapshotMinutes > 0
      ? {
          store: storageSnapshots(handle.db, storage, config.dataDir),
          everyMs: config.searchSnapshotMinutes * 60_000,
          warn: (message: string, err: unknown) =>
            logger.warn({ err: err instanceof Error ? err.message : String(err) }, message),
        }
      : null;
  return {
    config,
    handle,
    db: handle.db,
    dialect: handle.dialect,
    mailer: new Mailer(handle.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger,
    }),
    storage,
    counters,
    sms: new LoggingSmsProvider(logger),
    searchRunner:
      overrides.searchRunner ?? createSearchRunner(handle.db, config.searchEngineMsPerMinute, snapshots),
    redis,
    ...overrides,
  };
}

export async function closeDeps(deps: AppDeps) {
  await deps.mailer.stop();
  await deps.searchRunner.close();
  await deps.storage.close();
  deps.redis?.disconnect();
  await deps.handle.close();
}
