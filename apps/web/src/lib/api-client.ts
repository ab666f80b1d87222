import { COMMON_TEXTS, TIMEOUTS_MS } from '@lexfaso/contracts';
import { ApiError, errorFromBody } from './api-error';
import { authStore } from './auth-store';

export { ApiError, type FieldError, isApiError } from './api-error';

const API_BASE = '/api';
export const TIMEOUT_MESSAGE = COMMON_TEXTS.timeout;
export const DEFAULT_NETWORK_MESSAGE = COMMON_TEXTS.network;

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query-string values; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is FormData or a Blob. */
  body?: unknown;
  /** Adds `Authorization: Bearer <token>` from the auth state when there is one. */
  auth?: boolean;
  /** Defaults to 10 s (TIMEOUTS_MS.content). */
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Message when the server cannot be reached (the spec's wording differs per feature). */
  networkErrorMessage?: string;
  /** Message for an error answer without a JSON envelope; receives the status. */
  httpErrorMessage?: (status: number) => string;
  /** 'json' (default), or 'response' for the raw Response (downloads). */
  responseType?: 'json' | 'response';
  /** Replaces the global fetch (the document page takes over a request started before the app ran). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** `/auth/login` -> `/api/auth/login`; a path already under `/api` is not prefixed twice. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const base = clean === API_BASE || clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  const qs = params.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

const defaultHttpMessage = COMMON_TEXTS.httpError;

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth, timeoutMs = TIMEOUTS_MS.content, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (body instanceof FormData || body instanceof Blob) payload = body;
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  const token = auth ? authStore.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  // One controller aborts on our timeout or on the caller's signal (e.g. TanStack Query cancelling).
  const controller = new AbortController();
  let timedOut = false;
  const onTimeout = () => {
    timedOut = true;
    controller.abort();
  };
  const timer = timeoutMs > 0 ? setTimeout(onTimeout, timeoutMs) : 0;
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(apiUrl(path, options.query), {
        method,
        headers,
        body: payload,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, { status: 0, timeout: true });
      if (signal?.aborted) throw error; // caller cancelled: let it propagate as an AbortError
      throw new ApiError(options.networkErrorMessage ?? DEFAULT_NETWORK_MESSAGE, {
        status: 0,
        network: true,
      });
    }

    if (!response.ok) {
      const data = await response.json().catch(() => undefined);
      throw errorFromBody(
        response.status,
        data,
        (options.httpErrorMessage ?? defaultHttpMessage)(response.status),
      );
    }

    const kind = options.responseType ?? 'json';
    if (kind === 'response') return response as T;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return data as T;
  } catch (error) {
    if (timedOut && !(error instanceof ApiError))
      throw new ApiError(TIMEOUT_MESSAGE, { status: 0, timeout: true });
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

type Opts = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands of the calls the public pages make: `api.get<Answer>('/documents/12', { auth: true })`. */
export const api = {
  get: <T = unknown>(path: string, opts?: Opts) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, opts?: Opts) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
};
