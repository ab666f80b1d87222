import type { SwaggerTransform } from '@fastify/swagger';
import { API_DOCS, API_OPERATION_SUMMARIES, ErrorEnvelope } from '@lexfaso/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isCallerLimit } from '../caller-rate-limit';
import {
  type GuardDoc,
  type OperationDoc,
  type OperationDocs,
  routeKey,
  type SharedStatus,
} from './operation-docs';

/** Left on an operation for the document step (finish-document.ts): the error statuses it answers. */
export const X_ERROR_STATUSES = 'x-lexfaso-error-statuses';
/** Left on an operation that the tables do not describe (no entry, an unknown guard): the tests fail on it. */
const X_UNDOCUMENTED = 'x-lexfaso-undocumented';

/** Methods whose request may carry a body: Fastify parses it (invalid JSON, too large, unknown type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every route may meet an unexpected error (500) or a database that does not answer (503). */
const ALWAYS: SharedStatus[] = [500, 503];

type RouteSchema = FastifySchema & { response?: Record<string, unknown>; consumes?: string[] };

/**
 * The route transform of @fastify/swagger: the route's zod schemas become JSON schemas (as before), and the
 * operation gets what the tables say (operationId, summary, tag, multipart body, file answer), the security
 * its guard requires and every error status it can answer.
 */
export function describeRoutes(operations: OperationDocs, guards: readonly GuardDoc[]): SwaggerTransform {
  return (input) => {
    const { route } = input;
    const own = (input.schema ?? {}) as RouteSchema;
    const method = [route.method].flat()[0] ?? 'GET';
    const doc = operations[routeKey(method, route.url)];
    // Error answers all share one envelope: the document names it once (finish-document.ts).
    const response = Object.fromEntries(
      Object.entries(own.response ?? {}).filter(([, schema]) => schema !== ErrorEnvelope),
    );
    const fields = doc?.multipart?.fields;
    const converted = jsonSchemaTransform({
      ...input,
      schema: { ...own, response, ...(fields ? { body: fields } : {}) },
    });
    const schema = { ...(converted.schema as Record<string, unknown>) };
    if (schema.hide) return converted;

    const guardDocs = [route.preValidation ?? []].flat().map((hook) => guards.find((g) => g.guard === hook));
    const gaps = [...(doc ? [] : ['operation']), ...(guardDocs.some((g) => !g) ? ['guard'] : [])];
    if (gaps.length) schema[X_UNDOCUMENTED] = gaps;
    if (doc) {
      schema.operationId = doc.operationId;
      schema.summary = API_OPERATION_SUMMARIES[doc.operationId];
      schema.tags = [doc.tag];
      if (doc.multipart) Object.assign(schema, multipartBody(schema.body, doc.multipart.pdf));
      if (doc.file) Object.assign(schema, fileAnswer(doc.file));
    }
    const schemes = guardDocs.flatMap((g) => g?.schemes ?? []);
    // An empty list says "no credentials" explicitly: the operation is public.
    schema.security = schemes.length ? [Object.fromEntries(schemes.map((s) => [s, []]))] : [];
    schema[X_ERROR_STATUSES] = errorStatuses(route, method, own, doc, guardDocs);
    return { schema, url: converted.url };
  };
}

function errorStatuses(
  route: RouteOptions,
  method: string,
  own: RouteSchema,
  doc: OperationDoc | undefined,
  guardDocs: (GuardDoc | undefined)[],
) {
  const statuses = new Set<SharedStatus>([...ALWAYS, ...(doc?.answers ?? [])]);
  for (const g of guardDocs) for (const s of g?.refuses ?? []) statuses.add(s);
  if (own.body || own.querystring || own.params || doc?.multipart) statuses.add(400);
  if (BODY_METHODS.has(method)) for (const s of [400, 413, 415] as const) statuses.add(s);
  if (route.url.includes('/:')) statuses.add(404);
  const limited = [route.preHandler ?? []].flat().some(isCallerLimit);
  if (limited || (route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function multipartBody(fields: unknown, pdf: 'required' | 'optional') {
  const form = (fields ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const required = [...(form.required ?? []), ...(pdf === 'required' ? ['pdf'] : [])];
  return {
    consumes: ['multipart/form-data'],
    body: {
      ...form,
      properties: {
        ...form.properties,
        pdf: { type: 'string', format: 'binary', description: API_DOCS.pdfFile },
      },
      ...(required.length ? { required } : {}),
    },
  };
}

function fileAnswer(mediaType: string) {
  return {
    produces: [mediaType],
    response: { 200: { type: 'string', format: 'binary', description: API_DOCS.pdfAnswer } },
  };
}
