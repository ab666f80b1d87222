import type { SwaggerTransformObject } from '@fastify/swagger';
import { API_DOCS } from '@lexfaso/contracts';
import { X_ERROR_STATUSES } from './describe-route';
import type { SharedStatus } from './operation-docs';
import { errorSchema, sharedResponseRef, sharedResponses } from './shared-components';

interface Operation {
  responses: Record<string, { description?: string } | { $ref: string }>;
  [X_ERROR_STATUSES]?: SharedStatus[];
}
interface Document {
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description: string }[];
  components?: { schemas?: Record<string, unknown>; [k: string]: unknown };
  paths: Record<string, Record<string, Operation>>;
}

/** What @fastify/swagger writes when a response has no description of its own. */
const PLACEHOLDER = 'Default Response';

/**
 * The document transform of @fastify/swagger, run once all routes are described: the servers, the tags of
 * the API reference, the error envelope and the shared error responses each
 * operation refers to.
 */
export function finishDocument(publicUrl: string): SwaggerTransformObject {
  return (input) => {
    // Only OpenAPI 3 is registered (register.ts), never Swagger 2.
    const doc = structuredClone('openapiObject' in input ? input.openapiObject : {}) as unknown as Document;
    const used: SharedStatus[] = [];
    for (const operation of Object.values(doc.paths).flatMap((path) => Object.values(path))) {
      const statuses = operation[X_ERROR_STATUSES] ?? [];
      delete operation[X_ERROR_STATUSES];
      const responses: Operation['responses'] = { ...operation.responses };
      for (const status of statuses) {
        if (responses[status]) continue;
        responses[status] = sharedResponseRef(status);
        used.push(status);
      }
      for (const [status, response] of Object.entries(responses))
        if ('description' in response && response.description === PLACEHOLDER)
          response.description = API_DOCS.responses[Number(status) as 200 | 201] ?? API_DOCS.responses[200];
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    doc.servers = [{ url: publicUrl, description: API_DOCS.serverDescription }];
    doc.tags = Object.entries(API_DOCS.tags).map(([name, description]) => ({ name, description }));
    doc.components = {
      ...doc.components,
      schemas: { ...doc.components?.schemas, Error: errorSchema() },
      responses: sharedResponses(used),
    };
    dropUntypedNullable(doc.paths);
    return doc as never;
  };
}

/**
 * OpenAPI 3.0 gives `nullable` a meaning only beside a `type`; a schema without one (zod's
 * `unknown().nullable()`) already accepts null, so the keyword is dropped rather than left meaningless.
 */
function dropUntypedNullable(node: unknown) {
  if (Array.isArray(node)) for (const item of node) dropUntypedNullable(item);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && !('type' in schema) && !('$ref' in schema)) delete schema.nullable;
    for (const value of Object.values(schema)) dropUntypedNullable(value);
  }
}
