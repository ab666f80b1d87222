import { API_DOCS, ErrorEnvelope } from '@lexfaso/contracts';
import { z } from 'zod';
import type { SecuritySchemeName, SharedStatus } from './operation-docs';

type SecurityScheme =
  | { type: 'http'; scheme: 'bearer'; description: string }
  | { type: 'apiKey'; in: 'header'; name: string; description: string };

const bearer = (description: string): SecurityScheme => ({ type: 'http', scheme: 'bearer', description });

/** One scheme per guard kind: a generated client asks for the right credentials on each operation. */
export const SECURITY_SCHEMES: Record<SecuritySchemeName, SecurityScheme> = {
  readerBearer: bearer(API_DOCS.security.readerBearer),
  premiumBearer: bearer(API_DOCS.security.premiumBearer),
  adminBearer: bearer(API_DOCS.security.adminBearer),
  superAdminBearer: bearer(API_DOCS.security.superAdminBearer),
  csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: API_DOCS.security.csrfToken },
};

/** The error envelope of decisions.md §2, from the zod schema the error handler's answers follow. */
export function errorSchema() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ErrorEnvelope, {
    target: 'openapi-3.0',
    io: 'output',
  }) as { $schema?: string; properties: Record<string, object> };
  const errors = { ...schema.properties.errors, description: API_DOCS.errorFields };
  return { ...schema, description: API_DOCS.errorSchema, properties: { ...schema.properties, errors } };
}

const RESPONSE_NAMES: Record<SharedStatus, string> = {
  304: 'NotModified',
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};
const WITH_RETRY_AFTER = new Set<SharedStatus>([429, 503]);

export const sharedResponseRef = (status: SharedStatus) => ({
  $ref: `#/components/responses/${RESPONSE_NAMES[status]}`,
});

/** The shared responses the given statuses need (only those: an unused component is noise). */
export function sharedResponses(statuses: Iterable<SharedStatus>) {
  const out: Record<string, object> = {};
  for (const status of [...new Set(statuses)].sort((a, b) => a - b)) {
    out[RESPONSE_NAMES[status]] = {
      description: API_DOCS.responses[status],
      ...(status === 304
        ? {}
        : { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }),
      ...(WITH_RETRY_AFTER.has(status)
        ? {
            headers: {
              'Retry-After': { description: API_DOCS.retryAfter, schema: { type: 'integer', minimum: 1 } },
            },
          }
        : {}),
    };
  }
  return out;
}
