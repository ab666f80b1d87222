/**
 * Child process of the PostgreSQL restart test: holds a transaction open (a client lent by the pool, idle
 * between two queries) while the test stops the server. The process must survive: the second query fails
 * and is reported, then the process says "survived" and exits 0. Env: DATABASE_URL.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../apps/api/src/platform/db/database';

const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '/tmp' });
try {
  await handle.db.transaction().execute(async (trx) => {
    await sql`SELECT 1`.execute(trx);
    process.stdout.write('in-transaction\n');
    await new Promise((r) => setTimeout(r, 3_000)); // the test stops PostgreSQL now
    await sql`SELECT 1`.execute(trx);
  });
  process.stdout.write('second query unexpectedly succeeded\n');
} catch (err) {
  process.stdout.write(`query failed as expected: ${(err as Error).message}\n`);
}
await new Promise((r) => setTimeout(r, 500)); // time for a late 'error' event to surface
await handle.close().catch(() => {});
process.stdout.write('survived\n');
