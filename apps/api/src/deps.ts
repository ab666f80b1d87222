import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { DatabaseHandle, DB } from './db/database';
import type { CounterStore } from './lib/counters';
import type { Mailer } from './mail/mailer';
import type { SearchRunner } from './modules/documents/search-runner';
import type { SmsProvider } from './sms/sms-provider';
import type { FileStorage } from './storage/file-storage';

/** Everything a route needs, built once at start and reachable as `app.deps`. */
export interface AppDeps {
  config: AppConfig;
  handle: DatabaseHandle;
  db: DB;
  dialect: DatabaseHandle['dialect'];
  mailer: Mailer;
  storage: FileStorage;
  counters: CounterStore;
  sms: SmsProvider;
  /** Where GET /api/documents/filtered computes its answers. */
  searchRunner: SearchRunner;
  redis?: Redis;
}
