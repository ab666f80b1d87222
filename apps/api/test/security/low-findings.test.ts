import { DOCUMENTS_API_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { freshIp, post } from '../../src/modules/accounts/test-helpers';
import { multipart, pdfBomb } from '../back-office-support';
import {
  adminSession,
  createTestApp,
  createUser,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../support';

/** The longest time the event loop stayed busy while `work` ran. */
async function longestStall<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    const result = await work();
    return { longest, result };
  } finally {
    clearInterval(timer);
  }
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Issue 19, finding 9: the low findings, each with its test. */
describe(`low findings of the attack review (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PDF_TEXT_TIMEOUT_MS: '500' },
      // Slow delivery: a request that waits for the mail or the SMS before answering shows it.
      configure: (deps) => {
        const send = deps.mailer.send.bind(deps.mailer);
        deps.mailer.send = async (m) => {
          await delay(800);
          return send(m);
        };
        const sms = deps.sms.send.bind(deps.sms);
        deps.sms.send = async (phone, text) => {
          await delay(800);
          return sms(phone, text);
        };
        // The limits of work whose outcome the answer does not show: slow too.
        const increment = deps.counters.increment.bind(deps.counters);
        deps.counters.increment = async (key, windowMs) => {
          if (/^(verify-resend|reset):/.test(key)) await delay(800);
          return increment(key, windowMs);
        };
      },
    });
    admin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
  });
  afterAll(() => t?.close());

  describe('forgot-password, resend-verification and request-otp answer first and work after', () => {
    const timed = async (url: string, payload: Record<string, unknown>) => {
      const start = performance.now();
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
      return { status: res.statusCode, ms: performance.now() - start };
    };

    it('a known account is answered as fast as an unknown one (no waiting for the mail or the SMS)', async () => {
      const user = await createUser(t.deps, { phone: '+22670888001' });
      const pending = 'en.attente.lente@example.bf';
      const reg = await post(t, '/api/auth/register', {
        firstname: 'Awa',
        lastname: 'Kaboré',
        email: pending,
        password: 'Motdepasse1',
      });
      expect(reg.statusCode).toBe(201);
      for (const [url, payload] of [
        ['/api/auth/forgot-password', { identifier: user.email }],
        ['/api/auth/resend-verification', { email: pending }],
        ['/api/auth/request-otp', { phone: '+22670888001' }],
      ] as const) {
        const known = await timed(url, payload);
        expect(known.status, url).toBe(200);
        expect(known.ms, url).toBeLessThan(500);
      }
      // The work still happens, after the answer.
      await t.app.afterAnswerSettled();
      expect(t.sms.sent.some((s) => s.phone === '+22670888001')).toBe(true);
      const links = await t.deps.db
        .selectFrom('password_resets')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(links).toHaveLength(1);
    });
  });

  it('domain and type counts shown to visitors leave drafts out', async () => {
    const domaine = (
      await t.app.inject({
        method: 'POST',
        url: '/api/domaines',
        headers: admin.headersWithCsrf,
        payload: { name: 'Droit minier' },
      })
    ).json().item.id;
    const docType = (
      await t.app.inject({
        method: 'POST',
        url: '/api/doc_types',
        headers: admin.headersWithCsrf,
        payload: { type: 'Arrêté minier', category: 'normes-generales' },
      })
    ).json().item.id;
    for (const publishedAt of ['2020-01-01', null])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/documents',
            headers: admin.headersWithCsrf,
            payload: {
              title: `Texte ${publishedAt ?? 'brouillon'}`,
              content: 'Article 1 : texte.',
              domaineId: domaine,
              docTypeId: docType,
              ...(publishedAt ? { publishedAt } : {}),
            },
          })
        ).statusCode,
      ).toBe(201);
    const domaines = (await t.app.inject({ url: '/api/domaines' })).json().domaines;
    const types = (await t.app.inject({ url: '/api/doc_types' })).json().doc_types;
    expect(domaines.find((d: { id: number }) => d.id === domaine).documentCount).toBe(1);
    expect(types.find((d: { id: number }) => d.id === docType).documentCount).toBe(1);
  });

  it.each([
    ['a newline', 'Awa\nCliquez ici'],
    ['a URL', 'Awa https://piege.example/promo'],
    ['a bare domain', 'Awa piege.example.com'],
  ])(
    'names are one line with no URL: %s is refused at registration, on the profile and in the back-office',
    async (_what, firstname) => {
      const reg = await post(t, '/api/auth/register', {
        firstname,
        lastname: 'Kaboré',
        email: `nom.${Math.random().toString(36).slice(2)}@example.bf`,
        password: 'Motdepasse1',
      });
      expect(reg.statusCode, reg.body).toBe(400);
      const phone = await post(t, '/api/auth/register-phone', {
        firstname,
        lastname: 'Kaboré',
        phone: '70999111',
      });
      expect(phone.statusCode).toBe(400);
      const reader = await signedInAs(t.deps);
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/update',
        headers: reader.headers,
        payload: { firstname, lastname: 'Kaboré', email: reader.user.email },
      });
      expect(profile.statusCode).toBe(400);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: admin.headersWithCsrf,
        payload: { firstname, lastname: 'Kaboré', email: 'nom.admin@example.bf', password: 'Motdepasse1!' },
      });
      expect(created.statusCode).toBe(400);
    },
  );

  it('a PDF that inflates far beyond its size is read off the request thread within limits; stored without text, the admin told', async () => {
    const domaineId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/domaines',
        headers: admin.headersWithCsrf,
        payload: { name: 'Droit des mines' },
      })
    ).json().item.id;
    const target = (
      await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: admin.headersWithCsrf,
        payload: { title: 'Texte à PDF lourd', content: 'Article 1 : provisoire.', domaineId },
      })
    ).json().document.id as number;
    // The document has no text yet, so the upload tries to read the PDF's.
    await t.deps.db.updateTable('documents').set({ content: '' }).where('id', '=', target).execute();
    const bomb = await pdfBomb(1_500_000);
    expect(bomb.length).toBeLessThan(100_000);
    const form = await multipart({}, { name: 'lourd.pdf', data: bomb });
    const { longest, result } = await longestStall(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/documents/${target}/upload-pdf`,
        payload: form.payload,
        headers: { ...admin.headersWithCsrf, ...form.headers },
      }),
    );
    expect(longest).toBeLessThan(400);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({
      hasPdf: true,
      contentFromPdf: false,
      message: DOCUMENTS_API_MESSAGES.pdfStoredWithoutText,
    });
  });

  it('answers to a signed-in caller carry Cache-Control: private, no-store', async () => {
    const reader = await signedInAs(t.deps);
    for (const url of ['/api/auth/me', '/api/documents/filtered?q=loi'])
      expect((await t.app.inject({ url, headers: reader.headers })).headers['cache-control'], url).toBe(
        'private, no-store',
      );
    const users = await t.app.inject({ url: '/api/admin/users', headers: admin.headers });
    expect(users.headers['cache-control']).toBe('private, no-store');
    const refused = await t.app.inject({ url: '/api/admin/users', headers: reader.headers });
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('back-office sign-in refuses an account still pending', async () => {
    const pending = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    await t.deps.db
      .updateTable('users')
      .set({ account_status: 'pending' })
      .where('id', '=', pending.id)
      .execute();
    const res = await post(t, '/api/admin/auth/login', { email: pending.email, password: pending.password });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('"token"');
  });

  it('demo accounts are not created under NODE_ENV=production unless SEED_DEMO=1 is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});
