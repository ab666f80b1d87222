import { DATABASE_CLI_MESSAGES } from '@lexfaso/contracts';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../platform/db/database';

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
migrateToLatest(handle)
  .then(async (applied) => {
    console.log(
      applied.length
        ? DATABASE_CLI_MESSAGES.migrationsApplied(applied.join(', '))
        : DATABASE_CLI_MESSAGES.upToDate,
    );
    await handle.close();
  })
  .catch(async (err) => {
    console.error(DATABASE_CLI_MESSAGES.migrationFailed, err instanceof Error ? err.message : err);
    await handle.close();
    process.exit(1);
  });
