import { ALERT_PLAN_LIMITS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { publish } from './test-support';

/** GET/POST/PUT/DELETE /api/me/saved-searches (api.md "Personal library"). */
describe(`saved searches (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  it('needs a signed-in user', async () => {
    const res = await call('GET', '/api/me/saved-searches', {});
    expect(res.statusCode).toBe(401);
  });

  it('saves, lists, renames, changes and deletes a search with its filters', async () => {
    const { headers } = await signedInAs(t.deps);
    const created = await call('POST', '/api/me/saved-searches', headers, {
      name: 'Travail des enfants',
      q: 'travail enfants',
      filters: { documentType: 'Décret', period: '6-months', withPdf: true, unknownField: 'dropped' },
      alert: 'weekly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().savedSearch;
    expect(saved).toMatchObject({
      name: 'Travail des enfants',
      q: 'travail enfants',
      filters: { documentType: 'Décret', period: '6-months', withPdf: true },
      alert: 'weekly',
      lastAlertAt: null,
      newSinceLastVisit: 0,
    });
    expect(saved.filters).not.toHaveProperty('unknownField');

    const renamed = await call('PUT', `/api/me/saved-searches/${saved.id}`, headers, {
      name: 'Enfants au travail',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().savedSearch).toMatchObject({
      name: 'Enfants au travail',
      q: 'travail enfants',
      alert: 'weekly',
    });

    const off = await call('PUT', `/api/me/saved-searches/${saved.id}`, headers, { alert: 'none' });
    expect(off.json().savedSearch.alert).toBe('none');

    const list = await call('GET', '/api/me/saved-searches', headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().savedSearches.map((s: { id: number }) => s.id)).toEqual([saved.id]);
    expect(list.json().limits).toMatchObject({
      plan: 'free',
      maxAlerts: 3,
      frequencies: ['weekly'],
      alertsUsed: 0,
    });

    const deleted = await call('DELETE', `/api/me/saved-searches/${saved.id}`, headers);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', '/api/me/saved-searches', headers)).json().savedSearches).toEqual([]);
  });

  it("answers 404 for another user's saved search, and changes nothing of it", async () => {
    const owner = await signedInAs(t.deps);
    const other = await signedInAs(t.deps);
    const saved = (
      await call('POST', '/api/me/saved-searches', owner.headers, {
        name: 'Baux',
        q: 'bail',
        alert: 'weekly',
      })
    ).json().savedSearch;
    expect((await call('GET', '/api/me/saved-searches', other.headers)).json().savedSearches).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { name: 'Volé', alert: 'none' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/me/saved-searches/${saved.id}`, other.headers, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        error: 'Recherche enregistrée introuvable',
      });
    }
    const unknown = await call('PUT', '/api/me/saved-searches/999999', owner.headers, { name: 'x' });
    expect(unknown.statusCode).toBe(404);
    const mine = (await call('GET', '/api/me/saved-searches', owner.headers)).json().savedSearches;
    expect(mine).toMatchObject([{ id: saved.id, name: 'Baux', alert: 'weekly' }]);
  });

  it('refuses bad input with French messages and saves nothing', async () => {
    const { headers } = await signedInAs(t.deps);
    const cases = [
      [{ name: '  ', q: 'bail' }, 'name', 'Donnez un nom à cette recherche'],
      [{ name: 'x'.repeat(121), q: 'bail' }, 'name', 'Le nom ne peut pas dépasser 120 caractères'],
      [
        { name: 'Bail', q: 'bail', alert: 'monthly' },
        'alert',
        'Fréquence d’alerte invalide (aucune, quotidienne ou hebdomadaire)',
      ],
      [{ name: 'Bail', q: 'bail', filters: { period: 'forever' } }, 'filters.period', 'Période invalide'],
      [
        { name: 'Bail', q: 'bail', filters: { dateFrom: '2024-02-31' } },
        'filters.dateFrom',
        'Date invalide (format attendu AAAA-MM-JJ)',
      ],
    ] as const;
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/me/saved-searches', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect((await call('GET', '/api/me/saved-searches', headers)).json().savedSearches).toEqual([]);
  });

  it('holds the free plan to 3 weekly alerts, and says so in French', async () => {
    const { headers } = await signedInAs(t.deps, 'ROLE_USER');
    const daily = await call('POST', '/api/me/saved-searches', headers, {
      name: 'Chaque jour',
      q: 'bail',
      alert: 'daily',
    });
    expect(daily.statusCode).toBe(403);
    expect(daily.json().error).toBe(
      'Les alertes quotidiennes sont réservées aux abonnés Premium : choisissez une alerte hebdomadaire',
    );
    for (let i = 1; i <= ALERT_PLAN_LIMITS.free.maxAlerts; i++) {
      const res = await call('POST', '/api/me/saved-searches', headers, {
        name: `Alerte ${i}`,
        q: 'bail',
        alert: 'weekly',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const fourth = await call('POST', '/api/me/saved-searches', headers, {
      name: 'Alerte 4',
      q: 'bail',
      alert: 'weekly',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe(
      "Le compte gratuit permet 3 alertes au plus : désactivez-en une, ou passez à Premium (jusqu'à 50 alertes)",
    );
    // Without an alert it is saved; turning its alert on is refused the same way.
    const quiet = await call('POST', '/api/me/saved-searches', headers, { name: 'Sans alerte', q: 'bail' });
    expect(quiet.statusCode).toBe(201);
    const on = await call('PUT', `/api/me/saved-searches/${quiet.json().savedSearch.id}`, headers, {
      alert: 'weekly',
    });
    expect(on.statusCode).toBe(409);
    const list = (await call('GET', '/api/me/saved-searches', headers)).json();
    expect(list.limits.alertsUsed).toBe(3);
    expect(list.savedSearches.find((s: { name: string }) => s.name === 'Sans alerte').alert).toBe('none');
  });

  it('gives premium accounts up to 50 alerts, daily or weekly', async () => {
    const { headers } = await signedInAs(t.deps, 'ROLE_PREMIUM');
    for (let i = 1; i <= ALERT_PLAN_LIMITS.premium.maxAlerts; i++) {
      const res = await call('POST', '/api/me/saved-searches', headers, {
        name: `Alerte ${i}`,
        q: 'bail',
        alert: i % 2 ? 'daily' : 'weekly',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await call('POST', '/api/me/saved-searches', headers, {
      name: 'De trop',
      q: 'bail',
      alert: 'daily',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(
      'Votre abonnement Premium permet 50 alertes au plus : désactivez-en une pour en ajouter une autre',
    );
    const list = (await call('GET', '/api/me/saved-searches', headers)).json();
    expect(list.limits).toMatchObject({
      plan: 'premium',
      maxAlerts: 50,
      frequencies: ['daily', 'weekly'],
      alertsUsed: 50,
    });
  });

  it('counts the texts published since the last visit that the search finds, and forgets them once rerun', async () => {
    const { headers } = await signedInAs(t.deps);
    const saved = (
      await call('POST', '/api/me/saved-searches', headers, { name: 'Karité', q: 'karité' })
    ).json().savedSearch;
    await publish(t, { title: 'Décret sur la filière karité' });
    await publish(t, { title: 'Arrêté sur le coton' });
    await publish(t, { title: 'Projet de loi sur le karité', publishedAt: null }); // a draft: not published
    const list = (await call('GET', '/api/me/saved-searches', headers)).json();
    expect(list.savedSearches.find((s: { id: number }) => s.id === saved.id).newSinceLastVisit).toBe(1);
    await call('PUT', `/api/me/saved-searches/${saved.id}`, headers, { visited: true });
    const after = (await call('GET', '/api/me/saved-searches', headers)).json();
    expect(after.savedSearches.find((s: { id: number }) => s.id === saved.id).newSinceLastVisit).toBe(0);
  });
});
