import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/platform/db/database';
import { createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

describe(`migration 0011: account identifiers (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the phones of phone registrations as proved, and only those', async () => {
    const db = t.deps.db;
    const byPhone = await createUser(t.deps, { phone: '+22670111111' });
    const typedIn = await createUser(t.deps, { phone: '+22670222222' });
    // A phone registration has no password; the other account got its phone typed in with a password set.
    await db.updateTable('users').set({ password_hash: null }).where('id', '=', byPhone.id).execute();
    // The database as it was before 0011, then 0011 again.
    await sql`DROP TABLE identifier_changes`.execute(db);
    await sql`ALTER TABLE users DROP COLUMN phone_verified`.execute(db);
    await sql`DELETE FROM kysely_migration WHERE name >= '0011-account-identifiers'`.execute(db);
    await migrateToLatest(t.deps.handle);
    const rows = await db
      .selectFrom('users')
      .select(['id', 'phone_verified'])
      .where('id', 'in', [byPhone.id, typedIn.id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => Number(r.phone_verified))).toEqual([1, 0]);
    expect(await db.selectFrom('identifier_changes').selectAll().execute()).toEqual([]);
  });
});
