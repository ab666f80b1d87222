import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

describe.runIf(TEST_DIALECT === 'postgres')('PostgreSQL sessions of the API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('plan with random_page_cost 1.1 (data in memory or on SSD)', async () => {
    const { rows } = await sql<{ random_page_cost: string }>`SHOW random_page_cost`.execute(t.deps.db);
    expect(rows[0].random_page_cost).toBe('1.1');
  });
});
