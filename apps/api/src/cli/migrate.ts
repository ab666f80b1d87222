import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../platform/db/database';

const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
migrateToLatest(handle)
  .then(async (applied) => {
    console.log(
      applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Base de données déjà à jour.',
    );
    await handle.close();
  })
  .catch(async (err) => {
    console.error('Migration impossible :', err instanceof Error ? err.message : err);
    await handle.close();
    process.exit(1);
  });
