import { API_ERRORS, WAIT_UNITS } from '@lexfaso/contracts';
/** Errors with a stable code and a French message, rendered as the envelope of decisions.md §2. */
export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = API_ERRORS.badRequest, errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message: string = API_ERRORS.unauthorized, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string = API_ERRORS.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = API_ERRORS.notFound, code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (message: string = API_ERRORS.conflict, code = 'CONFLICT', errors?: FieldError[]) =>
  new AppError(409, code, message, errors);
export const payloadTooLarge = (message: string = API_ERRORS.payloadTooLarge) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    429,
    'RATE_LIMITED',
    message ?? API_ERRORS.tooManyAttempts(formatWait(retryAfterSeconds)),
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

export function formatWait(seconds: number) {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? WAIT_UNITS.seconds(s) : WAIT_UNITS.minutes(Math.ceil(s / 60));
}
