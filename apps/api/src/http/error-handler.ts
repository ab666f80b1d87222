import { API_ERRORS } from '@lexfaso/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../platform/errors';

const STATUS_MESSAGES: Record<number, [string, string]> = {
  400: [API_ERRORS.badRequest, 'BAD_REQUEST'],
  401: [API_ERRORS.unauthorized, 'UNAUTHORIZED'],
  403: [API_ERRORS.forbidden, 'FORBIDDEN'],
  404: [API_ERRORS.notFound, 'NOT_FOUND'],
  405: [API_ERRORS.methodNotAllowed, 'METHOD_NOT_ALLOWED'],
  406: [API_ERRORS.notAcceptable, 'NOT_ACCEPTABLE'],
  413: [API_ERRORS.payloadTooLarge, 'PAYLOAD_TOO_LARGE'],
  415: [API_ERRORS.unsupportedMediaType, 'UNSUPPORTED_MEDIA_TYPE'],
  429: [API_ERRORS.rateLimited, 'RATE_LIMITED'],
  503: [API_ERRORS.serviceUnavailable, 'SERVICE_UNAVAILABLE'],
};

/** Connection failures of the database: the API answers 503 and recovers by itself when it is back. */
const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);
function isDatabaseUnavailable(err: unknown) {
  const e = err as { code?: string; message?: string; errors?: unknown[] };
  if (e?.code && DB_DOWN_CODES.has(e.code)) return true;
  if (Array.isArray(e?.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(
    e?.message ?? '',
  );
}

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  code: string,
  errors?: FieldError[],
) {
  const body: Record<string, unknown> = { success: false, error: message, message, code };
  if (errors?.length) body.errors = errors;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendError(reply, err.statusCode, err.message, err.code, err.errors);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (err.validationContext ?? 'body'),
        message: v.message ?? API_ERRORS.invalidValue,
      }));
      return sendError(reply, 400, errors[0]?.message ?? API_ERRORS.badRequest, 'VALIDATION_ERROR', errors);
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return sendError(reply, 400, API_ERRORS.invalidJson, 'INVALID_JSON');
    }
    // A PDF over 10 MB is told so; any other body over its route's limit (JSON) gets the general words.
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      return sendError(reply, 413, API_ERRORS.fileTooLarge, 'PAYLOAD_TOO_LARGE');
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, 413, API_ERRORS.payloadTooLarge, 'PAYLOAD_TOO_LARGE');
    if (isDatabaseUnavailable(err)) {
      request.log.warn(
        { err: { code: (err as { code?: string }).code, message: err.message } },
        'database unavailable',
      );
      reply.header('Retry-After', '5');
      return sendError(reply, 503, STATUS_MESSAGES[503]![0], 'SERVICE_UNAVAILABLE');
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return sendError(reply, 500, API_ERRORS.internal, 'INTERNAL_ERROR');
    }
    const [message, code] = STATUS_MESSAGES[status] ?? [API_ERRORS.badRequest, 'BAD_REQUEST'];
    return sendError(reply, status, message, code);
  });
}
