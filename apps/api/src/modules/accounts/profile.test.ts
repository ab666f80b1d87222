import { ACCOUNT_SECURITY_MESSAGES } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';

describe(`accounts: profile update (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile/update', headers, payload });
  const base = { firstname: 'Fatimata', lastname: 'Zongo', email: 'fatimata.zongo@example.bf' };

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile/update', payload: base });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentification requise');
  });

  it('saves the fields at once; a new email (lower-cased) and phone (normalised) wait for their confirmation', async () => {
    const { headers, user } = await signedInAs(t.deps);
    const res = await update(headers, {
      firstname: '  Fatimata ',
      lastname: 'Zongo',
      email: 'Fatimata.ZONGO@Example.bf',
      phone: '226 70 12 34 56',
      currentPassword: user.password,
      profession: 'Avocate',
      organization: 'Barreau du Burkina Faso',
      specialties: ['Droit OHADA', 'Droit du travail', 'Droit OHADA'],
      statut: 'professionnel',
      roles: ['ROLE_SUPER_ADMIN'],
      subscriptionPlan: 'premium',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: ACCOUNT_SECURITY_MESSAGES.emailAndPhoneChangePending(
        'fatimata.zongo@example.bf',
        '+22670123456',
      ),
      pendingEmail: 'fatimata.zongo@example.bf',
      pendingPhone: '+22670123456',
      user: {
        id: user.id,
        firstname: 'Fatimata',
        fullName: 'Fatimata Zongo',
        email: user.email,
        phone: null,
        profession: 'Avocate',
        organization: 'Barreau du Burkina Faso',
        specialties: ['Droit OHADA', 'Droit du travail'],
        statut: 'professionnel',
        // Unknown fields are dropped: no way to grant oneself a role or a plan.
        roles: ['ROLE_USER'],
        subscriptionPlan: 'free',
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user.firstname).toBe('Fatimata');
  });

  it('names alone need no password and answer the usual message', async () => {
    const { headers, user } = await signedInAs(t.deps);
    const res = await update(headers, { firstname: 'Fatimata', lastname: 'Zongo', email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profil mis à jour avec succès !');
    expect(res.json().pendingEmail).toBeUndefined();
  });

  it.each([
    [{ firstname: '' }, 'Le prénom est requis'],
    [{ firstname: 'A' }, 'Le prénom doit contenir au moins 2 caractères'],
    [{ lastname: '  ' }, 'Le nom de famille est requis'],
    [{ lastname: 'Z' }, 'Le nom de famille doit contenir au moins 2 caractères'],
    [{ email: 'pas-un-email' }, "Format d'email invalide"],
    [{ phone: '+33 6 12 34 56 78' }, 'Format de téléphone invalide (format burkinabé attendu)'],
    [{ phone: '7012345' }, 'Format de téléphone invalide (format burkinabé attendu)'],
    [{ email: '', phone: '' }, 'Au moins un email ou un numéro de téléphone est requis'],
  ])('refuses %o with the spec message and changes nothing', async (over, message) => {
    const { headers, user } = await signedInAs(t.deps);
    const res = await update(headers, { ...base, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const row = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
    expect(row.firstname).toBe('Aminata');
  });

  it('accepts the phone formats of the spec: spaces, +226, 226 or none', async () => {
    for (const phone of ['70123457', '+226 70 12 34 57', '22670123457']) {
      const { headers, user } = await signedInAs(t.deps);
      const res = await update(headers, {
        ...base,
        email: user.email,
        phone,
        currentPassword: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().pendingPhone).toBe('+22670123457');
    }
  });

  it('keeping one own address (in another case) needs no password and changes nothing', async () => {
    const own = await signedInAs(t.deps);
    const mine = await update(own.headers, { ...base, email: own.user.email.toUpperCase() });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.email).toBe(own.user.email);
  });

  it('removing the email needs the password and a proved phone to sign in with', async () => {
    const { headers, user } = await signedInAs(t.deps);
    const res = await update(headers, {
      ...base,
      email: '',
      phone: '70123499',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.keepOneProvedIdentifier);
  });
});
