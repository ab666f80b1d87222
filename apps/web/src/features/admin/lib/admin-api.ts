import { ADMIN_CRUD_TEXTS, ADMIN_MESSAGES, type CsrfAnswer, SESSION, TIMEOUTS_MS } from '@lexfaso/contracts';
import { apiRequest, type FieldError, isApiError } from '@/lib/api-client';
import { readAdminSession } from './session';

/** A failed back-office call, with the message of back-office.md §8 and the server's own details. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | null,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** The admin client's status mapping (back-office.md §8). */
export function adminErrorMessage(status: number, serverMessage: string | null) {
  if (status === 0) return ADMIN_MESSAGES.network;
  if (status === 401) return ADMIN_MESSAGES.unauthorized;
  if (status === 403) return ADMIN_MESSAGES.forbidden;
  if (status === 404) return ADMIN_MESSAGES.notFound;
  if (status === 409) return serverMessage || ADMIN_MESSAGES.conflict;
  if (status >= 500) return ADMIN_MESSAGES.server;
  return serverMessage || ADMIN_CRUD_TEXTS.httpError(status);
}

function toAdminError(error: unknown): AdminApiError {
  if (error instanceof AdminApiError) return error;
  if (isApiError(error)) {
    const server = error.status > 0 ? error.message : null;
    return new AdminApiError(adminErrorMessage(error.status, server), error.status, server, error.errors);
  }
  return new AdminApiError(ADMIN_MESSAGES.network, 0, null);
}

let csrf: { token: string; expiresAt: number; forToken: string } | null = null;

/** A CSRF token of this admin session, fetched again when less than 300 s remain (back-office.md §7). */
async function csrfToken(): Promise<string> {
  const session = readAdminSession();
  const now = Date.now() / 1000;
  if (csrf && session && csrf.forToken === session.token && csrf.expiresAt - now > SESSION.csrfRefreshSeconds)
    return csrf.token;
  try {
    const answer = await apiRequest<CsrfAnswer>('/admin/tokens/csrf', {
      headers: adminHeaders(),
      timeoutMs: TIMEOUTS_MS.csrf,
    });
    csrf = { token: answer.token, expiresAt: answer.expires_at, forToken: session?.token ?? '' };
    return answer.token;
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    throw new AdminApiError(ADMIN_MESSAGES.csrf, status, isApiError(error) ? error.message : null);
  }
}

export function forgetCsrfToken() {
  csrf = null;
}

function adminHeaders(): Record<string, string> {
  const session = readAdminSession();
  return {
    'X-Requested-With': 'XMLHttpRequest',
    ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every back-office call: bearer token, X-Requested-With, JSON or multipart, 10 s timeout,
 * and the CSRF header on changing methods.
 */
export async function adminRequest<T>(
  path: string,
  opts: {
    method?: Method;
    body?: unknown;
    query?: Record<string, string | number | boolean | null | undefined>;
    timeoutMs?: number;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers = adminHeaders();
  if (method !== 'GET') headers['X-CSRF-Token'] = await csrfToken();
  try {
    return await apiRequest<T>(path, {
      method,
      body: opts.body,
      query: opts.query,
      headers,
      timeoutMs: opts.timeoutMs ?? TIMEOUTS_MS.admin,
      signal: opts.signal,
      networkErrorMessage: ADMIN_MESSAGES.network,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw toAdminError(error);
  }
}

export const adminApi = {
  get: <T>(
    path: string,
    query?: Record<string, string | number | boolean | null | undefined>,
    signal?: AbortSignal,
  ) => adminRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, timeoutMs?: number) =>
    adminRequest<T>(path, { method: 'POST', body, timeoutMs }),
  put: <T>(path: string, body?: unknown) => adminRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => adminRequest<T>(path, { method: 'DELETE' }),
};

/** The error text a form shows: the server's error, else the joined field errors, else the fallback. */
export function saveErrorText(error: unknown, fallback: string) {
  if (error instanceof AdminApiError) {
    if (error.status >= 500 || error.status === 0 || error.status === 401 || error.status === 403)
      return error.message;
    return error.serverMessage || error.errors.map((e) => e.message).join(', ') || error.message || fallback;
  }
  return fallback;
}
