import type { DocumentHit } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { buildSnippet } from '../../search';
import { runAlertPass } from './alert-pass';
import { daysFromNow, publish } from './test-support';

// Counts the snippets built (in the request thread, where the page's hits are made); the builder is the real one.
vi.mock('../../search', async (original) => {
  const real = await original<typeof import('../../search')>();
  return { ...real, buildSnippet: vi.fn(real.buildSnippet) };
});
const snippetsBuilt = vi.mocked(buildSnippet);

/** The alerts' searches list titles: they build no snippet, while the search page still gets its own. */
describe(`alert searches without snippets (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts and mails new texts without building a snippet; the page then shows them', async () => {
    const { user, headers } = await signedInAs(t.deps);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/me/saved-searches',
      headers,
      payload: { name: 'Rônier', q: 'rônier', alert: 'weekly' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await publish(t, { title: 'Arrêté portant protection du rônier' });
    await publish(t, {
      title: 'Décret sur la filière du rônier',
      content: 'Article 1\n\nLe rônier est protégé.',
    });

    snippetsBuilt.mockClear();
    // The saved search's count of new texts, then the alert pass and its mail.
    const list = await t.app.inject({ method: 'GET', url: '/api/me/saved-searches', headers });
    expect(list.json().savedSearches[0].newSinceLastVisit).toBe(2);
    expect(await runAlertPass(t.deps, { now: daysFromNow(8) })).toMatchObject({ mailed: 1 });
    const mail = await t.deps.db
      .selectFrom('mail_queue')
      .select('text_body')
      .where('to_address', '=', user.email)
      .where('kind', '=', 'alert')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Décret sur la filière du rônier');
    expect(snippetsBuilt).not.toHaveBeenCalled();

    // The same words on the search page: its hits come with their marked extracts (and the spy sees them).
    const page = await t.app.inject({ method: 'GET', url: '/api/documents/filtered?q=rônier', headers });
    expect(page.statusCode).toBe(200);
    const hits = page.json().documents as DocumentHit[];
    expect(hits).toHaveLength(2);
    expect(hits.every((d) => d.snippet.includes('<mark>'))).toBe(true);
    expect(snippetsBuilt).toHaveBeenCalled();
  });
});
