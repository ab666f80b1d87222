/** One field error of the API's validation envelope. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Any failed API call. `status` is 0 for network failures and timeouts. The message is
 * always French and safe to show to the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  /** The same field errors keyed by field name (first message wins), handy for forms. */
  readonly fieldErrors: Record<string, string>;
  readonly isTimeout: boolean;
  readonly isNetworkError: boolean;

  constructor(
    message: string,
    options: { status: number; code?: string; errors?: FieldError[]; timeout?: boolean; network?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code =
      options.code ?? (options.timeout ? 'TIMEOUT' : options.network ? 'NETWORK_ERROR' : 'HTTP_ERROR');
    this.errors = options.errors ?? [];
    this.fieldErrors = {};
    for (const e of this.errors) this.fieldErrors[e.field] ??= e.message;
    this.isTimeout = options.timeout ?? false;
    this.isNetworkError = options.network ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads the `{success:false, error, message, code, errors?}` envelope (decisions.md §2), tolerantly. */
export function errorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const errors = Array.isArray(b.errors)
    ? b.errors
        .filter((e): e is FieldError => !!e && typeof e === 'object' && 'field' in e && 'message' in e)
        .map((e) => ({ field: String(e.field), message: String(e.message) }))
    : undefined;
  return new ApiError(text(b.message) ?? text(b.error) ?? fallback, {
    status,
    code: text(b.code),
    errors,
  });
}
