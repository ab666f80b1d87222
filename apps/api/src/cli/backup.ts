import path from 'node:path';
import { loadConfig } from '../config';
import { backupSqlite } from '../platform/db/backup';

// `npm run db:backup [-- <file>]`: an online snapshot of the SQLite database (the server may keep running).
const config = loadConfig();
if (config.databaseUrl) {
  console.error('PostgreSQL : utilisez pg_dump (voir docs/deployment.md, « Sauvegardes »).');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', `lexfaso-${stamp}.sqlite`),
);
backupSqlite(path.join(config.dataDir, 'lexfaso.sqlite'), target)
  .then((file) => console.log(`Sauvegarde écrite : ${file}`))
  .catch((err) => {
    console.error('Sauvegarde impossible :', err instanceof Error ? err.message : err);
    process.exit(1);
  });
