import { makePdf, multipart } from '../back-office-support';
import { createUser } from '../support';
import {
  type ContractFixtures,
  codeTextedTo,
  linkMailedTo,
  ownSession,
  uniqueEmail,
  uniquePhone,
} from './fixtures';

/** Inputs of the scenarios that take more than a literal: links mailed, codes texted, forms with a PDF. */
type Fixtures = ContractFixtures;

/** The password of every account the scenarios make. */
export const password = 'MotDePasse1!';
export const pdfForm = (title?: string) => async (f: Fixtures) =>
  multipart(title ? { title, domaineId: f.ids.domaine } : {}, {
    name: 'texte.pdf',
    data: await makePdf(['Article 1 : texte du contrat.']),
  });

/** A call whose mail or SMS is sent after the answer: made, and its work waited for. */
async function send(f: Fixtures, method: 'POST' | 'PUT', url: string, payload: object, headers = {}) {
  const res = await f.t.app.inject({ method, url, payload, headers });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  await f.t.app.afterAnswerSettled();
}

export async function registered(f: Fixtures) {
  const email = uniqueEmail('inscription');
  await send(f, 'POST', '/api/auth/register', {
    ...{ firstname: 'Awa', lastname: 'Sawadogo', statut: 'etudiant', email, password },
  });
  return { ...(await linkMailedTo(f.t, email, 'verify-email')), password };
}

export async function resetLink(f: Fixtures) {
  const { email } = await createUser(f.t.deps);
  await send(f, 'POST', '/api/auth/forgot-password', { identifier: email });
  return linkMailedTo(f.t, email, 'reset-password');
}

export async function textedCode(f: Fixtures) {
  const phone = uniquePhone();
  await send(f, 'POST', '/api/auth/register-phone', { firstname: 'Issa', lastname: 'Ouédraogo', phone });
  return { phone, otp: codeTextedTo(f.t, phone) };
}

/** A profile change of address or phone, started by an account of its own (which gets its session). */
export async function identifierChange(f: Fixtures, change: { email?: string; phone?: string }) {
  const user = await createUser(f.t.deps, { password });
  const headers = await ownSession(f.t, 'user', user.id);
  const body = {
    firstname: 'Awa',
    lastname: 'Ouédraogo',
    email: user.email,
    ...change,
    currentPassword: password,
  };
  await send(f, 'PUT', '/api/auth/profile/update', body, headers);
  return headers;
}

/** The "ce n'était pas moi" link mailed to the previous address once an email change is confirmed. */
export async function confirmedChangeNotMe(f: Fixtures) {
  const user = await createUser(f.t.deps, { password });
  const headers = await ownSession(f.t, 'user', user.id);
  const email = uniqueEmail('changee');
  const body = { firstname: 'Awa', lastname: 'Ouédraogo', email, currentPassword: password };
  await send(f, 'PUT', '/api/auth/profile/update', body, headers);
  await send(
    f,
    'POST',
    '/api/auth/email-change/confirm',
    await linkMailedTo(f.t, email, 'change-email'),
    headers,
  );
  return linkMailedTo(f.t, user.email, 'not-me');
}

/** An address that already has an account. */
export async function takenAddress(f: Fixtures) {
  return { email: (await createUser(f.t.deps)).email };
}

/** Credentials of an account whose address is not confirmed yet. */
export async function pendingAccount(f: Fixtures) {
  const email = uniqueEmail('en-attente');
  await f.t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstname: 'Awa', lastname: 'Sawadogo', statut: 'etudiant', email, password },
  });
  return { email, password };
}

export const userBody = () => ({
  firstname: 'Nouveau',
  lastname: 'Compte',
  email: uniqueEmail('admin-user'),
  password,
});
