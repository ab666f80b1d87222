import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { closeDeps, createDeps } from '../../create-deps';
import { updateDocument } from '../documents/document-store';
import { runAlertPass } from './alert-pass';
import { alertMails, daysFromNow, docTypeId, publish, unsubscribeTokenIn } from './test-support';

/** The alert job (api.md "Personal library"): what is mailed, once, and the unsubscribe link. */
describe(`alert job (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const save = async (headers: Record<string, string>, body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/me/saved-searches', headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().savedSearch as { id: number };
  };
  const alertOf = async (headers: Record<string, string>, id: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/saved-searches', headers });
    return res.json().savedSearches.find((s: { id: number }) => s.id === id);
  };

  it('mails a text published after the search was saved once, and never twice', async () => {
    const { user, headers } = await signedInAs(t.deps);
    const saved = await save(headers, { name: 'Baobab', q: 'baobab', alert: 'weekly' });
    // The first pass finds nothing new: no mail, next check in a week.
    expect(await runAlertPass(t.deps)).toMatchObject({ mailed: 0 });
    const matching = await publish(t, { title: 'Arrêté portant protection du baobab' });
    await publish(t, { title: 'Arrêté portant protection du néré' });
    const draft = await publish(t, { title: 'Projet sur le baobab sacré', publishedAt: null });
    // Not due yet.
    await runAlertPass(t.deps);
    expect(await alertMails(t, user.email)).toEqual([]);

    await runAlertPass(t.deps, { now: daysFromNow(8) });
    const mails = await alertMails(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('LexFaso - 1 nouveau texte pour « Baobab »');
    expect(mails[0].text_body).toContain('Arrêté portant protection du baobab');
    expect(mails[0].text_body).toContain(`http://localhost:3000/document/${matching}`);
    expect(mails[0].text_body).not.toContain('néré');
    expect(mails[0].text_body).not.toContain('sacré');
    expect(mails[0].text_body).toContain('http://localhost:3000/recherche?q=baobab');
    expect(mails[0].text_body).toMatch(/http:\/\/localhost:3000\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    expect((await alertOf(headers, saved.id)).lastAlertAt).not.toBeNull();

    // Passes again, sooner and later: the same text is never mailed again.
    await runAlertPass(t.deps, { now: daysFromNow(8) });
    await runAlertPass(t.deps, { now: daysFromNow(16) });
    expect(await alertMails(t, user.email)).toHaveLength(1);

    // The draft made public later is new then, and mailed at the next due pass.
    await updateDocument(t.deps.db, draft, { isPublished: true, publishedAt: '2026-02-01' });
    await runAlertPass(t.deps, { now: daysFromNow(24) });
    const after = await alertMails(t, user.email);
    expect(after).toHaveLength(2);
    expect(after[1].text_body).toContain('Projet sur le baobab sacré');
    expect(after[1].text_body).not.toContain('Arrêté portant protection du baobab');
  });

  it('keeps to the saved filters, lists at most 20 texts and counts the others', async () => {
    const { user, headers } = await signedInAs(t.deps, 'ROLE_PREMIUM');
    await save(headers, {
      name: 'Décrets coton',
      q: 'coton',
      filters: { documentType: 'Décret' },
      alert: 'daily',
    });
    // The same words without the filter: a search of its own, not the filtered one's answer.
    await save(headers, { name: 'Tout le coton', q: 'coton', alert: 'daily' });
    const decret = await docTypeId(t, 'Décret');
    const loi = await docTypeId(t, 'Loi');
    for (let i = 1; i <= 23; i++)
      await publish(t, {
        title: `Décret n°${i} sur la filière coton`,
        docTypeId: decret,
        publishedAt: `2025-03-${String(i).padStart(2, '0')}`,
      });
    await publish(t, { title: 'Loi sur la filière coton', docTypeId: loi });
    await runAlertPass(t.deps, { now: daysFromNow(2) });
    const [mail, all, ...others] = await alertMails(t, user.email);
    expect(others).toEqual([]);
    expect(all.subject).toBe('LexFaso - 24 nouveaux textes pour « Tout le coton »');
    expect(all.text_body).toContain('et 4 autres');
    expect(mail.subject).toBe('LexFaso - 23 nouveaux textes pour « Décrets coton »');
    expect(mail.text_body.match(/^- Décret n°\d+ sur la filière coton$/gm)).toHaveLength(20);
    expect(mail.text_body).toContain('Décret n°23 sur la filière coton'); // newest first
    expect(mail.text_body).not.toMatch(/^- Décret n°3 sur/m);
    expect(mail.text_body).toContain('et 3 autres');
    expect(mail.text_body).toContain('Décret - 23 mars 2025');
    expect(mail.text_body).not.toContain('Loi sur la filière coton');
    expect(mail.text_body).toContain('documentType=D%C3%A9cret');
  });

  it('stops one alert from its mail link, without sign-in, and only that one', async () => {
    const { user, headers } = await signedInAs(t.deps);
    const first = await save(headers, { name: 'Karité', q: 'karité', alert: 'weekly' });
    const second = await save(headers, { name: 'Karité bis', q: 'karité', alert: 'weekly' });
    await publish(t, { title: 'Décret sur le beurre de karité' });
    await runAlertPass(t.deps, { now: daysFromNow(8) });
    const mails = await alertMails(t, user.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'LexFaso - 1 nouveau texte pour « Karité bis »',
      'LexFaso - 1 nouveau texte pour « Karité »',
    ]);
    const token = unsubscribeTokenIn(mails.find((m) => m.subject.endsWith('« Karité »'))!.text_body);

    const res = await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      name: 'Karité',
      message:
        "L'alerte de la recherche « Karité » est désactivée : vous ne recevrez plus de courriel pour elle.",
    });
    expect((await alertOf(headers, first.id)).alert).toBe('none');
    expect((await alertOf(headers, second.id)).alert).toBe('weekly');
    // A second click says the same; the stored value is a hash, never the token.
    expect((await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${token}` })).statusCode).toBe(
      200,
    );
    const stored = await t.deps.db.selectFrom('alert_unsubscribes').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    // The unsubscribed alert sends nothing more; the other one still does.
    await publish(t, { title: 'Arrêté sur les amandes de karité' });
    await runAlertPass(t.deps, { now: daysFromNow(16) });
    const after = await alertMails(t, user.email);
    expect(after).toHaveLength(3);
    expect(after[2].subject).toBe('LexFaso - 1 nouveau texte pour « Karité bis »');

    // Unknown or altered tokens, and a deleted search's token, stop nothing.
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/alerts/unsubscribe/${token.slice(0, -2)}xx`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe(
      "Ce lien de désabonnement n'est pas valide, ou la recherche enregistrée a été supprimée.",
    );
    const otherToken = unsubscribeTokenIn(after[2].text_body);
    await t.app.inject({ method: 'DELETE', url: `/api/me/saved-searches/${second.id}`, headers });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe/${otherToken}` })).statusCode,
    ).toBe(404);
  });

  it('sends each alert once when two processes run passes at the same time', async () => {
    const users = await Promise.all([1, 2, 3].map(() => signedInAs(t.deps)));
    for (const [i, u] of users.entries())
      for (let j = 0; j < 3; j++)
        await save(u.headers, { name: `Sésame ${i}-${j}`, q: 'sésame', alert: 'weekly' });
    await publish(t, { title: 'Décret sur la filière sésame' });
    // A second API process on the same database (same DATA_DIR or DATABASE_URL).
    const other = createDeps(t.config);
    try {
      const results = await Promise.all([
        runAlertPass(t.deps, { now: daysFromNow(30), batchSize: 2 }),
        runAlertPass(other, { now: daysFromNow(30), batchSize: 2 }),
        runAlertPass(t.deps, { now: daysFromNow(30), batchSize: 2 }),
      ]);
      const mailed = results.reduce((n, r) => n + r.mailed, 0);
      for (const u of users) {
        const subjects = (await alertMails(t, u.user.email))
          .map((m) => m.subject)
          .filter((s) => s.includes('Sésame'));
        expect(subjects.sort()).toEqual([0, 1, 2].map((j) => expect.stringContaining(`-${j} »`)));
      }
      expect(mailed).toBe(9);
    } finally {
      await closeDeps(other);
    }
  });
});
