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

export const badRequest = (message = 'Requête invalide', errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message = 'Authentification requise', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Accès refusé - permissions insuffisantes', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Ressource non trouvée', code = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (
  message = 'Conflit - ressource déjà existante',
  code = 'CONFLICT',
  errors?: FieldError[],
) => new AppError(409, code, message, errors);
export const payloadTooLarge = (message = 'Requête trop volumineuse') =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    429,
    'RATE_LIMITED',
    message ?? `Trop de tentatives. Veuillez réessayer dans ${formatWait(retryAfterSeconds)}.`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
export const serviceUnavailable = (message = 'Service temporairement indisponible. Veuillez réessayer.') =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message);

export function formatWait(seconds: number) {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m > 1 ? 's' : ''}`;
}
