import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { seedDemoNews } from './demo-news';

describe(`demo news seed (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoNews(t.deps, () => {});
  });
  afterAll(() => t.close());

  it('loads a handful of categorised news, some pinned, some drafts, none in the future', async () => {
    const rows = await t.deps.db.selectFrom('actualities').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(10);
    const published = rows.filter((r) => r.is_published === 1);
    expect(rows.length - published.length).toBeGreaterThanOrEqual(1);
    expect(rows.length - published.length).toBeLessThanOrEqual(2);
    const pinned = published.filter((r) => r.is_pinned === 1).length;
    expect(pinned).toBeGreaterThanOrEqual(2);
    expect(pinned).toBeLessThanOrEqual(3);
    expect(new Set(rows.map((r) => r.category_id)).size).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.category_id !== null)).toBe(true);
    const now = new Date().toISOString();
    expect(published.every((r) => r.published_at !== null && r.published_at <= now)).toBe(true);
  });

  it('is searchable and loads only into an empty table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/actualities?search=mediation' });
    expect(res.json().totalItems).toBeGreaterThanOrEqual(1);
    const before = (await t.deps.db.selectFrom('actualities').select('id').execute()).length;
    await seedDemoNews(t.deps, () => {});
    expect((await t.deps.db.selectFrom('actualities').select('id').execute()).length).toBe(before);
  });
});
