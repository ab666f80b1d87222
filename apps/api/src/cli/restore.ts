import path from 'node:path';
import { DATABASE_CLI_MESSAGES } from '@lexfaso/contracts';
import { loadConfig } from '../config';
import { restoreSqlite } from '../platform/db/backup';

// `npm run db:restore -- <file>`: replaces the SQLite database with a backup. Stop the server first.
const config = loadConfig();
const source = process.argv[2];
if (config.databaseUrl) {
  console.error(DATABASE_CLI_MESSAGES.restorePostgres);
  process.exit(2);
}
if (!source) {
  console.error(DATABASE_CLI_MESSAGES.restoreUsage);
  process.exit(2);
}
try {
  restoreSqlite(path.resolve(source), path.join(config.dataDir, 'lexfaso.sqlite'));
  console.log(DATABASE_CLI_MESSAGES.restored(path.resolve(source)));
} catch (err) {
  console.error(DATABASE_CLI_MESSAGES.restoreFailed, err instanceof Error ? err.message : err);
  process.exit(1);
}
