import { multipart } from '../back-office-support';
import type { CallerName } from '../security/callers';
import { createUser } from '../support';
import {
  CONTRACT_UNSUBSCRIBE_TOKEN,
  type ContractFixtures,
  codeTextedTo,
  linkMailedTo,
  ownSession,
  uniqueEmail,
  uniquePhone,
} from './fixtures';
import {
  confirmedChangeNotMe,
  identifierChange,
  password,
  pdfForm,
  pendingAccount,
  registered,
  resetLink,
  takenAddress,
  textedCode,
  userBody,
} from './scenario-inputs';

type Fixtures = ContractFixtures;

/** The successful call of one operation: what the contract suite sends to get a 2xx. */
export interface Scenario {
  /** Who calls; by default the least privileged caller the operation's security admits. */
  as?: CallerName;
  /**
   * A caller of its own, for a call that ends its session (logout) or that only the account which started
   * something can finish (a phone change): its headers, and the body when it depends on that account.
   */
  ownCaller?: (f: Fixtures) => Promise<{ headers: Record<string, string>; body?: unknown }>;
  /** What must be so before the successful call (and after the refused ones). */
  prepare?: (f: Fixtures) => Promise<void>;
  /** The path's `:id`. */
  id?: (f: Fixtures) => number;
  query?: Record<string, string> | ((f: Fixtures) => Record<string, string>);
  /** The path's other parameters ('/articles/{articleId}/status'). */
  params?: Record<string, string>;
  /** A JSON body (built when the call is made: some need a link or a code sent just before). */
  body?: (f: Fixtures) => unknown;
  /** A multipart form. */
  form?: (f: Fixtures) => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Calls the handler refuses (by the success caller), with the status it must answer, documented too. */
  refused?: Refusal[];
}

interface Refusal {
  what: string;
  status: number;
  id?: (f: Fixtures) => number;
  body?: (f: Fixtures) => unknown;
}

/**
 * One scenario per operation of the document, in the order the suite runs them: reads and changes first,
 * then the deletions (on spare rows), so every call finds what it needs.
 */
export const SCENARIOS: Record<string, Scenario> = {
  'GET /api/health': {},
  // Ready once the search engine is built, as the server builds it at start-up (before that: 503, documented).
  'GET /api/health/ready': { prepare: (f) => f.t.deps.searchRunner.start() },
  // Accounts
  'POST /api/auth/register': {
    body: () => ({
      firstname: 'Awa',
      lastname: 'Kaboré',
      statut: 'etudiant',
      email: uniqueEmail('r'),
      password,
    }),
  },
  'POST /api/auth/verify-email': {
    body: registered,
    refused: [
      { what: 'a link that does not exist', status: 400, body: () => ({ selector: 'abc', token: 'def' }) },
    ],
  },
  'POST /api/auth/resend-verification': { body: () => ({ email: uniqueEmail('renvoi') }) },
  'POST /api/auth/login': {
    body: async (f) => {
      const user = await createUser(f.t.deps, { password });
      return { email: user.email, password };
    },
    refused: [
      { what: 'a wrong password', status: 401, body: () => ({ email: uniqueEmail('inconnu'), password }) },
      { what: 'an address not yet confirmed', status: 403, body: pendingAccount },
    ],
  },
  'POST /api/auth/logout': { ownCaller: async (f) => ({ headers: await ownSession(f.t, 'user') }) },
  'GET /api/auth/me': {},
  'PUT /api/auth/profile/update': {
    body: () => ({
      firstname: 'Awa',
      lastname: 'Ouédraogo',
      email: uniqueEmail('profil'),
      currentPassword: password,
    }),
  },
  'POST /api/auth/email-change/confirm': {
    body: () => ({ selector: 'abc', token: 'def' }),
    // Only the account that asked may confirm, signed in (issue 29).
    ownCaller: async (f) => {
      const email = uniqueEmail('nouvelle-adresse');
      const headers = await identifierChange(f, { email });
      return { headers, body: await linkMailedTo(f.t, email, 'change-email') };
    },
    refused: [
      { what: 'a link that does not exist', status: 400, body: () => ({ selector: 'abc', token: 'def' }) },
      {
        what: 'a link another account asked for',
        status: 403,
        body: async (f) => {
          const email = uniqueEmail('autre-compte');
          await identifierChange(f, { email });
          return linkMailedTo(f.t, email, 'change-email');
        },
      },
    ],
  },
  'POST /api/auth/identifier-change/not-me': {
    body: confirmedChangeNotMe,
    refused: [
      { what: 'a link that does not exist', status: 400, body: () => ({ selector: 'abc', token: 'def' }) },
    ],
  },
  'POST /api/auth/phone-change/confirm': {
    body: () => ({ otp: '123456' }),
    ownCaller: async (f) => {
      const phone = uniquePhone();
      const headers = await identifierChange(f, { phone });
      return { headers, body: { otp: codeTextedTo(f.t, phone) } };
    },
  },
  'POST /api/auth/forgot-password': { body: () => ({ identifier: uniqueEmail('oubli') }) },
  'POST /api/auth/reset-password/validate': { body: resetLink },
  'POST /api/auth/reset-password/confirm': {
    body: async (f) => ({
      ...(await resetLink(f)),
      password: 'Nouveau1!Mot',
      confirmPassword: 'Nouveau1!Mot',
    }),
  },
  'POST /api/auth/request-otp': { body: () => ({ phone: uniquePhone() }) },
  'POST /api/auth/register-phone': {
    body: () => ({ firstname: 'Issa', lastname: 'Zongo', phone: uniquePhone() }),
  },
  'POST /api/auth/verify-phone': { body: textedCode },
  'POST /api/contact/send': {
    body: () => ({
      name: 'Awa',
      email: uniqueEmail('contact'),
      subject: 'Question',
      message: 'Bonjour, une question sur le code du travail.',
    }),
  },
  // Documents: reading
  'GET /api/documents/filtered': { query: { q: 'travail' } },
  'GET /api/documents/stats/total': {},
  'GET /api/documents/:id': { id: (f) => f.ids.document },
  'GET /api/documents/:id/toc': { id: (f) => f.ids.document },
  'GET /api/documents/:id/outline': { id: (f) => f.ids.document },
  'GET /api/documents/:id/blocks': { id: (f) => f.ids.document },
  'GET /api/documents/:id/download-pdf': { id: (f) => f.ids.document },
  'GET /api/documents/:id/citations': { id: (f) => f.ids.document, query: { articleId: 'article-1' } },
  'GET /api/documents/:id/versions': { id: (f) => f.ids.document },
  'GET /api/documents/:id/versions/compare': {
    id: (f) => f.versioned.document,
    query: (f) => ({ from: String(f.versioned.from), to: String(f.versioned.to) }),
  },
  // Personal library (the user caller's own items)
  'GET /api/me/favorites': { query: { folderId: 'none' } },
  'POST /api/me/favorites': {
    body: (f) => ({ documentId: f.versioned.document, articleId: 'article-1', note: 'À relire' }),
    refused: [
      {
        what: 'an article the text does not have',
        status: 404,
        body: (f) => ({ documentId: f.ids.document, articleId: 'article-99' }),
      },
    ],
  },
  'PUT /api/me/favorites/:id': {
    id: (f) => f.library.favorite,
    body: (f) => ({ folderId: f.library.folder, note: 'Classé' }),
  },
  'GET /api/me/folders': {},
  'POST /api/me/folders': {
    body: () => ({ name: 'Nouveau dossier' }),
    refused: [{ what: 'a name already used', status: 409, body: () => ({ name: 'dossier du CONTRAT' }) }],
  },
  'PUT /api/me/folders/:id': { id: (f) => f.library.folder, body: () => ({ name: 'Dossier renommé' }) },
  'GET /api/me/downloads': {},
  'GET /api/documents/:id/similar': { id: (f) => f.ids.document },
  'GET /api/courts': {},
  'GET /api/doc_types': {},
  'GET /api/domaines': {},
  'GET /api/domaines.json': {},
  // Documents: back-office
  'GET /api/documents': {},
  'GET /api/admin/documents/:id': { id: (f) => f.ids.document },
  'POST /api/documents': {
    body: (f) => ({ title: 'Décret de contrat', content: 'Article 1 : texte.', domaineId: f.ids.domaine }),
  },
  'PUT /api/documents/:id': {
    id: (f) => f.ids.draftDocument,
    body: (f) => ({
      title: 'Projet modifié',
      content: 'Article 1 : nouveau texte.',
      domaineId: f.ids.domaine,
    }),
  },
  'POST /api/documents/create-with-pdf': { form: pdfForm('Arrêté avec PDF') },
  'POST /api/documents/:id/update-with-pdf': {
    id: (f) => f.ids.draftDocument,
    form: pdfForm('Projet avec PDF'),
  },
  'POST /api/admin/documents/:id/upload-pdf': { id: (f) => f.ids.draftDocument, form: pdfForm() },
  'PUT /api/documents/:id/articles/:articleId/status': {
    id: (f) => f.ids.document,
    params: { articleId: 'article-1' },
    body: () => ({ status: 'abroge', statusNote: { text: 'Abrogé', date: '2020-01-01' } }),
  },
  'POST /api/documents/:id/versions': {
    id: (f) => f.versioned.document,
    form: async () =>
      multipart({ content: 'Article 1 : texte de la troisième version.', validFrom: '2030-01-01' }),
  },
  'GET /api/admin/metadata': {},
  'POST /api/domaines': {
    body: () => ({ name: `Domaine ${uniqueEmail('d')}` }),
    refused: [{ what: 'a name that exists', status: 409, body: () => ({ name: 'domaine a SUPPRIMER' }) }],
  },
  'GET /api/domaines/stats': {},
  'GET /api/domaines/:id': { id: (f) => f.ids.domaine },
  'PUT /api/domaines/:id': {
    id: (f) => f.ids.domaine,
    body: () => ({ name: 'Droit social' }),
    refused: [
      { what: 'the name of another domain', status: 409, body: () => ({ name: 'Domaine à supprimer' }) },
    ],
  },
  'GET /api/admin/organismes': {},
  'POST /api/admin/organismes': {
    body: () => ({ name: `Organisme ${uniqueEmail('o')}` }),
    refused: [{ what: 'a name that exists', status: 409, body: () => ({ name: 'Organisme à supprimer' }) }],
  },
  'GET /api/admin/organismes/stats': {},
  'GET /api/admin/organismes/:id': { id: (f) => f.ids.organisme },
  'PUT /api/admin/organismes/:id': {
    id: (f) => f.ids.organisme,
    body: () => ({ name: 'Gouvernement' }),
    refused: [
      { what: 'the name of another body', status: 409, body: () => ({ name: 'Organisme à supprimer' }) },
    ],
  },
  'POST /api/doc_types': {
    body: () => ({ type: `Type ${uniqueEmail('t')}`, category: 'guides-doctrine' }),
    refused: [
      {
        what: 'a name that exists',
        status: 409,
        body: () => ({ type: 'Type à supprimer', category: 'guides-doctrine' }),
      },
    ],
  },
  'GET /api/doc_types/stats': {},
  'GET /api/doc_types/:id': { id: (f) => f.ids.docType },
  'PUT /api/doc_types/:id': {
    id: (f) => f.ids.docType,
    body: () => ({ type: 'Loi ordinaire', category: 'normes-generales' }),
    refused: [
      {
        what: 'the name of another type',
        status: 409,
        body: () => ({ type: 'Type à supprimer', category: 'guides-doctrine' }),
      },
    ],
  },
  // News
  'GET /api/v1/actuality-categories': {},
  'GET /api/v1/actualities': {},
  'GET /api/v1/actualities/recent': {},
  'GET /api/v1/actualities/pinned': {},
  'GET /api/v1/actualities/:id': { id: (f) => f.ids.actuality },
  'GET /api/admin/actualities': {},
  'POST /api/admin/actualities': { body: () => ({ title: 'Annonce', description: 'Une annonce.' }) },
  'GET /api/admin/actualities/:id': { id: (f) => f.ids.draftActuality },
  'PUT /api/admin/actualities/:id': {
    id: (f) => f.ids.draftActuality,
    body: () => ({ title: 'Annonce modifiée', description: 'Texte modifié.' }),
  },
  'GET /api/admin/actuality-categories': {},
  'POST /api/admin/actuality-categories': { body: () => ({ name: `Catégorie ${uniqueEmail('c')}` }) },
  'GET /api/admin/actuality-categories/:id': { id: (f) => f.ids.category },
  'PUT /api/admin/actuality-categories/:id': {
    id: (f) => f.ids.category,
    body: () => ({ name: 'Jurisprudence' }),
  },
  // Back-office
  'POST /api/admin/auth/login': {
    body: async (f) => {
      const admin = await createUser(f.t.deps, { role: 'ROLE_ADMIN', password });
      return { email: admin.email, password };
    },
    refused: [
      { what: 'a reader', status: 401, body: async (f) => ({ ...(await takenAddress(f)), password }) },
    ],
  },
  'POST /api/admin/auth/logout': { ownCaller: async (f) => ({ headers: await ownSession(f.t, 'admin') }) },
  'GET /api/admin/tokens/csrf': {},
  'GET /api/admin/users': {},
  'POST /api/admin/users': {
    body: userBody,
    refused: [
      {
        what: 'an address already taken',
        status: 409,
        body: async (f) => ({ ...userBody(), ...(await takenAddress(f)) }),
      },
    ],
  },
  'GET /api/admin/users/stats': {},
  'GET /api/admin/users/:id': { id: (f) => f.ids.user },
  'PUT /api/admin/users/:id': {
    id: (f) => f.ids.user,
    body: () => ({ firstname: 'Modifié', lastname: 'Nom' }),
  },
  'GET /api/admin/dashboard': {},
  'GET /api/admin/audit': {},
  // Personal library: saved searches and alerts
  'GET /api/me/saved-searches': {},
  'POST /api/me/saved-searches': {
    body: () => ({ name: 'Baux commerciaux', q: 'bail commercial', filters: { withPdf: true } }),
    refused: [
      { what: 'a daily alert on the free plan', status: 403, body: () => ({ name: 'Bail', alert: 'daily' }) },
    ],
  },
  'PUT /api/me/saved-searches/:id': {
    id: (f) => f.savedSearches.kept,
    body: () => ({ name: 'Droit du travail (renommée)' }),
  },
  'GET /api/alerts/unsubscribe/:token': { params: { token: CONTRACT_UNSUBSCRIBE_TOKEN } },
  // Deletions, last, on rows kept for them
  'DELETE /api/me/saved-searches/:id': { id: (f) => f.savedSearches.spare },
  'DELETE /api/admin/documents/:id/delete-pdf': { id: (f) => f.ids.document },
  'DELETE /api/documents/:id': { id: (f) => f.spare.document },
  'DELETE /api/domaines/:id': {
    id: (f) => f.spare.domaine,
    refused: [{ what: 'a domain documents use', status: 409, id: (f) => f.ids.domaine }],
  },
  'DELETE /api/admin/organismes/:id': {
    id: (f) => f.spare.organisme,
    refused: [{ what: 'a body documents use', status: 409, id: (f) => f.ids.organisme }],
  },
  'DELETE /api/doc_types/:id': {
    id: (f) => f.spare.docType,
    refused: [{ what: 'a type documents use', status: 409, id: (f) => f.ids.docType }],
  },
  'DELETE /api/admin/actualities/:id': { id: (f) => f.spare.actuality },
  'DELETE /api/admin/actuality-categories/:id': {
    id: (f) => f.spare.category,
    refused: [{ what: 'a category news use', status: 409, id: (f) => f.ids.category }],
  },
  'DELETE /api/admin/users/:id': { id: (f) => f.spare.user },
  'DELETE /api/me/favorites/:id': { id: (f) => f.library.spareFavorite },
  'DELETE /api/me/folders/:id': { id: (f) => f.library.spareFolder },
};
