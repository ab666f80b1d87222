import type { FastifyInstance } from 'fastify';

/**
 * Who may call what (spec/api.md): V visitor, U signed-in user (any role), P premium or admin role,
 * A back-office session (admin token of ROLE_ADMIN / ROLE_SUPER_ADMIN), S super admin's back-office session.
 * `csrf` marks the changing back-office calls that also need X-CSRF-Token.
 */
export type Who = 'V' | 'U' | 'P' | 'A' | 'S';
export interface RouteRule {
  who: Who;
  csrf?: boolean;
  /** A body that passes validation, so a refusal can only come from the guard. */
  body?: Record<string, unknown>;
  multipart?: boolean;
}

const adminChange = (body?: Record<string, unknown>, multipart = false): RouteRule => ({
  who: 'A',
  csrf: true,
  ...(body ? { body } : {}),
  ...(multipart ? { multipart } : {}),
});
const documentBody = { title: 'Loi de contrôle', content: 'Article 1 : texte.', domaineId: 1 };
const userBody = {
  firstname: 'Nouveau',
  lastname: 'Compte',
  email: 'acces-table@example.bf',
  password: 'MotDePasse1!',
};

/**
 * Every API route of the app, keyed "METHOD /path" as Fastify registers it. HEAD mirrors GET and is not
 * listed. A route that the app registers and this table does not classify makes the suite fail.
 */
export const ROUTE_TABLE: Record<string, RouteRule> = {
  // Operations
  'GET /api/health': { who: 'V' },
  'GET /api/health/ready': { who: 'V' },
  'GET /api/docs': { who: 'V' },
  'GET /api/docs/json': { who: 'V' },
  'GET /api/docs/yaml': { who: 'V' },
  'GET /api/docs*': { who: 'V' },
  'GET /api/docs/static/index.html': { who: 'V' },
  'GET /api/docs/static/swagger-initializer.js': { who: 'V' },
  // Accounts
  'POST /api/auth/register': { who: 'V' },
  'POST /api/auth/verify-email': { who: 'V' },
  'POST /api/auth/resend-verification': { who: 'V' },
  'POST /api/auth/login': { who: 'V' },
  'POST /api/auth/logout': { who: 'U' },
  'GET /api/auth/me': { who: 'U' },
  'PUT /api/auth/profile/update': {
    who: 'U',
    body: { firstname: 'Awa', lastname: 'Ouédraogo', email: 'awa.profil@example.bf' },
  },
  'POST /api/auth/email-change/confirm': { who: 'U' },
  'POST /api/auth/identifier-change/not-me': { who: 'V' },
  'POST /api/auth/phone-change/confirm': { who: 'U' },
  'POST /api/auth/request-otp': { who: 'V' },
  'POST /api/auth/register-phone': { who: 'V' },
  'POST /api/auth/verify-phone': { who: 'V' },
  'POST /api/auth/forgot-password': { who: 'V' },
  'POST /api/auth/reset-password/validate': { who: 'V' },
  'POST /api/auth/reset-password/confirm': { who: 'V' },
  'POST /api/contact/send': { who: 'V' },
  // Documents
  'GET /api/documents/filtered': { who: 'U' },
  'GET /api/documents/:id': { who: 'U' },
  'GET /api/documents/:id/blocks': { who: 'U' },
  'GET /api/documents/:id/toc': { who: 'U' },
  'GET /api/documents/:id/citations': { who: 'U' },
  'GET /api/documents/:id/versions': { who: 'U' },
  'GET /api/documents/:id/versions/compare': { who: 'U' },
  'GET /api/courts': { who: 'U' },
  'PUT /api/documents/:id/articles/:articleId/status': adminChange({ status: 'en_vigueur' }),
  'POST /api/documents/:id/versions': adminChange(undefined, true),
  // A shared link's visitor view: the facts and plan, never the text (issue 23).
  'GET /api/documents/:id/outline': { who: 'V' },
  'GET /api/documents/:id/download-pdf': { who: 'P' },
  // Personal library: each user's own items
  'GET /api/me/favorites': { who: 'U' },
  'POST /api/me/favorites': { who: 'U', body: { documentId: 1 } },
  'PUT /api/me/favorites/:id': { who: 'U', body: { note: 'Note' } },
  'DELETE /api/me/favorites/:id': { who: 'U' },
  'GET /api/me/folders': { who: 'U' },
  'POST /api/me/folders': { who: 'U', body: { name: 'Dossier' } },
  'PUT /api/me/folders/:id': { who: 'U', body: { name: 'Dossier' } },
  'DELETE /api/me/folders/:id': { who: 'U' },
  'GET /api/me/downloads': { who: 'U' },
  'GET /api/documents/:id/similar': { who: 'U' },
  'GET /api/documents/stats/total': { who: 'V' },
  // Personal library: saved searches and alerts
  'GET /api/me/saved-searches': { who: 'U' },
  'POST /api/me/saved-searches': { who: 'U', body: { name: 'Contrôle', q: 'bail' } },
  'PUT /api/me/saved-searches/:id': { who: 'U', body: { name: 'Contrôle' } },
  'DELETE /api/me/saved-searches/:id': { who: 'U' },
  // From the alert mail's link: the token is the key.
  'GET /api/alerts/unsubscribe/:token': { who: 'V' },
  'GET /api/doc_types': { who: 'V' },
  'GET /api/domaines.json': { who: 'V' },
  'GET /api/domaines': { who: 'V' },
  'GET /api/documents': { who: 'A' },
  'POST /api/documents': adminChange(documentBody),
  'PUT /api/documents/:id': adminChange(documentBody),
  'DELETE /api/documents/:id': adminChange(),
  'POST /api/documents/create-with-pdf': adminChange(undefined, true),
  'POST /api/documents/:id/update-with-pdf': adminChange(undefined, true),
  'GET /api/admin/documents/:id': { who: 'A' },
  'POST /api/admin/documents/:id/upload-pdf': adminChange(undefined, true),
  'DELETE /api/admin/documents/:id/delete-pdf': adminChange(),
  'POST /api/domaines': adminChange({ name: 'Domaine de contrôle' }),
  'GET /api/domaines/:id': { who: 'A' },
  'PUT /api/domaines/:id': adminChange({ name: 'Domaine renommé' }),
  'DELETE /api/domaines/:id': adminChange(),
  'GET /api/domaines/stats': { who: 'A' },
  'GET /api/admin/organismes': { who: 'A' },
  'POST /api/admin/organismes': adminChange({ name: 'Organisme de contrôle' }),
  'GET /api/admin/organismes/:id': { who: 'A' },
  'PUT /api/admin/organismes/:id': adminChange({ name: 'Organisme renommé' }),
  'DELETE /api/admin/organismes/:id': adminChange(),
  'GET /api/admin/organismes/stats': { who: 'A' },
  'POST /api/doc_types': adminChange({ type: 'Type de contrôle', category: 'guides-doctrine' }),
  'GET /api/doc_types/:id': { who: 'A' },
  'PUT /api/doc_types/:id': adminChange({ type: 'Type renommé', category: 'guides-doctrine' }),
  'DELETE /api/doc_types/:id': adminChange(),
  'GET /api/doc_types/stats': { who: 'A' },
  'GET /api/admin/metadata': { who: 'A' },
  // News
  'GET /api/v1/actuality-categories': { who: 'V' },
  'GET /api/v1/actualities': { who: 'V' },
  'GET /api/v1/actualities/recent': { who: 'V' },
  'GET /api/v1/actualities/pinned': { who: 'V' },
  'GET /api/v1/actualities/:id': { who: 'V' },
  'GET /api/admin/actualities': { who: 'A' },
  'POST /api/admin/actualities': adminChange({ title: 'Annonce', description: 'Texte.' }),
  'GET /api/admin/actualities/:id': { who: 'A' },
  'PUT /api/admin/actualities/:id': adminChange({ title: 'Annonce 2', description: 'Texte 2.' }),
  'DELETE /api/admin/actualities/:id': adminChange(),
  'GET /api/admin/actuality-categories': { who: 'A' },
  'POST /api/admin/actuality-categories': adminChange({ name: 'Catégorie de contrôle' }),
  'GET /api/admin/actuality-categories/:id': { who: 'A' },
  'PUT /api/admin/actuality-categories/:id': adminChange({ name: 'Catégorie renommée' }),
  'DELETE /api/admin/actuality-categories/:id': adminChange(),
  // Back-office
  'POST /api/admin/auth/login': { who: 'V' },
  'POST /api/admin/auth/logout': { who: 'A' },
  'GET /api/admin/tokens/csrf': { who: 'A' },
  'GET /api/admin/users': { who: 'A' },
  'POST /api/admin/users': adminChange(userBody),
  'GET /api/admin/users/:id': { who: 'A' },
  'PUT /api/admin/users/:id': adminChange({ firstname: 'Modifié', lastname: 'Nom' }),
  'DELETE /api/admin/users/:id': adminChange(),
  'GET /api/admin/users/stats': { who: 'A' },
  'GET /api/admin/dashboard': { who: 'A' },
  'GET /api/admin/audit': { who: 'S' },
};

/**
 * Every route the app registered, as "METHOD /path", read from the router itself (printRoutes), so a route
 * added later is seen here without anyone updating a list. HEAD is left out: Fastify derives it from GET.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const raw of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(raw);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') out.add(`${method} ${path}`);
    }
  }
  return [...out].sort();
}
