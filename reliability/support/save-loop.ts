/**
 * Child process of the kill test: saves documents one after another through createDocument (row, slug and
 * search index in one transaction) and prints "saved <n>" after each commit, until it is killed.
 * Each document carries a unique word (`jalon<n>`) so a search can find exactly the saved ones.
 * Env: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).
 */

import { createDocument } from '../../apps/api/src/modules/documents/document-store';
import { migrateToLatest, openDatabase } from '../../apps/api/src/platform/db/database';

const handle = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR!,
});
await migrateToLatest(handle);
// A long body makes each transaction last long enough for the kill to land inside one.
const filler = Array.from({ length: 4000 }, (_, i) => `Article ${i} : disposition relative au travail.`).join(
  '\n',
);
for (let n = 1; ; n += 1) {
  await createDocument(handle.db, {
    title: `Document de reprise ${n}`,
    content: `jalon${n} ${filler}`,
    publishedAt: '2024-01-01',
  });
  process.stdout.write(`saved ${n}\n`);
}
