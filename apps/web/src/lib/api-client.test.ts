import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, apiUrl, DEFAULT_NETWORK_MESSAGE, isApiError, TIMEOUT_MESSAGE } from './api-client';
import { authStore } from './auth-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  authStore.clear();
});

describe('apiUrl', () => {
  it('prefixes /api once and leaves out empty query values', () => {
    expect(apiUrl('/auth/login')).toBe('/api/auth/login');
    expect(apiUrl('/api/documents/1')).toBe('/api/documents/1');
    expect(apiUrl('documents', { page: 2, q: '', tag: 'a', x: null })).toBe('/api/documents?page=2&tag=a');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and reads the answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetch);
    authStore.set({ token: 'jeton', user: { id: 1, roles: [] }, isAuthenticated: true });
    await expect(apiRequest('/x', { method: 'POST', body: { a: 1 }, auth: true })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/x');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer jeton', 'Content-Type': 'application/json' });
  });

  it('turns an error envelope into an ApiError with its field errors', async () => {
    vi.stubGlobal('fetch', async () =>
      json(422, {
        success: false,
        message: 'Données invalides',
        errors: [{ field: 'email', message: 'Requis' }],
      }),
    );
    const error = await apiRequest('/x').catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      message: 'Données invalides',
      fieldErrors: { email: 'Requis' },
    });
  });

  it('uses the caller’s wording for an answer without an envelope', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 503 }));
    const error = await apiRequest('/x', { httpErrorMessage: (s) => `Panne ${s}` }).catch((e) => e);
    expect(error).toMatchObject({ status: 503, message: 'Panne 503' });
  });

  it('reports an unreachable server and a timeout with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, message: DEFAULT_NETWORK_MESSAGE });
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(apiRequest('/x', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      isTimeout: true,
      message: TIMEOUT_MESSAGE,
    });
  });
});
