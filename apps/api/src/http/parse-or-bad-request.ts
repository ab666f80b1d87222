import { API_ERRORS } from '@lexfaso/contracts';
import type { z } from 'zod';
import { badRequest } from '../platform/errors';

/** Validation outside the route schema (multipart fields): the same 400 envelope as zod route validation. */
export function parseOrBadRequest<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || 'body',
    message: i.message,
  }));
  throw badRequest(errors[0]?.message ?? API_ERRORS.badRequest, errors);
}
