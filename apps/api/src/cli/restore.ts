import path from 'node:path';
import { loadConfig } from '../config';
import { restoreSqlite } from '../platform/db/backup';

// `npm run db:restore -- <file>`: replaces the SQLite database with a backup. Stop the server first.
const config = loadConfig();
const source = process.argv[2];
if (config.databaseUrl) {
  console.error('PostgreSQL : utilisez pg_restore (voir docs/deployment.md, « Sauvegardes »).');
  process.exit(2);
}
if (!source) {
  console.error('Usage : npm run db:restore -- <fichier de sauvegarde>');
  process.exit(2);
}
try {
  restoreSqlite(path.resolve(source), path.join(config.dataDir, 'lexfaso.sqlite'));
  console.log(`Base restaurée depuis ${path.resolve(source)}. Redémarrez le serveur.`);
} catch (err) {
  console.error('Restauration impossible :', err instanceof Error ? err.message : err);
  process.exit(1);
}
