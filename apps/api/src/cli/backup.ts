import path from 'node:path';
import { DATABASE_CLI_MESSAGES } from '@lexfaso/contracts';
import { loadConfig } from '../config';
import { backupSqlite } from '../platform/db/backup';

// `npm run db:backup [-- <file>]`: an online snapshot of the SQLite database (the server may keep running).
const config = loadConfig();
if (config.databaseUrl) {
  console.error(DATABASE_CLI_MESSAGES.backupPostgres);
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', `lexfaso-${stamp}.sqlite`),
);
backupSqlite(path.join(config.dataDir, 'lexfaso.sqlite'), target)
  .then((file) => console.log(DATABASE_CLI_MESSAGES.backupWritten(file)))
  .catch((err) => {
    console.error(DATABASE_CLI_MESSAGES.backupFailed, err instanceof Error ? err.message : err);
    process.exit(1);
  });
