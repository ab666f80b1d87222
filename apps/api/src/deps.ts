import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { SearchRunner } from './modules/documents/search-runner';
import type { CounterStore } from './platform/counters';
import type { DatabaseHandle, DB } from './platform/db/database';
import type { FileStorage } from './platform/file-storage';
import type { Mailer } from './platform/mailer';
import type { SmsProvider } from './platform/sms-provider';

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
