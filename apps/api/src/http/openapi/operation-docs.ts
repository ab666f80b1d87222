import type { ApiOperationId, ApiTag } from '@lexfaso/contracts';
import type { ZodType } from 'zod';

/** The security schemes of the document: one per guard kind, plus the CSRF header of back-office changes. */
export type SecuritySchemeName =
  | 'readerBearer'
  | 'premiumBearer'
  | 'adminBearer'
  | 'superAdminBearer'
  | 'csrfToken';

/** The statuses answered with a shared response of the document (components/responses). */
export type SharedStatus = 304 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * What a guard (a route's preValidation hook) asks of a caller: every scheme listed, together, and the
 * statuses it refuses with. Declared beside the guards themselves, so the document follows the code.
 */
export interface GuardDoc {
  guard: (...args: never[]) => unknown;
  schemes: SecuritySchemeName[];
  refuses: SharedStatus[];
}

/** What the routes' own schemas cannot say about an operation. */
export interface OperationDoc {
  operationId: ApiOperationId;
  tag: ApiTag;
  /**
   * Statuses the handler itself answers, beyond those read from the route: the guard's refusals, 400 for
   * a route with a schema, 400/413/415 for a body, 404 for a path with `:id`, 429 for a rate limit (route
   * config or a per-account and per-client limit, http/caller-rate-limit.ts),
   * 500 and 503 for every route.
   */
  answers?: SharedStatus[];
  /** A multipart form read by the handler: its text fields (zod) and the PDF file sent under `pdf`. */
  multipart?: { fields?: ZodType; pdf: 'required' | 'optional' };
  /** The success answer is a file of this media type, not JSON. */
  file?: 'application/pdf';
}

/** Every API operation, keyed "METHOD /path" as Fastify registers it (`GET /api/documents/:id`). */
export type OperationDocs = Record<string, OperationDoc>;

export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
