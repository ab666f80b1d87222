import type { FastifyInstance } from 'fastify';

export type JsonSchema = Record<string, unknown>;
interface MediaType {
  schema?: JsonSchema;
}
export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  [extension: `x-${string}`]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** One operation of the document, with its key in Fastify's route syntax ("GET /api/documents/:id"). */
export interface DocumentedOperation {
  method: string;
  path: string;
  route: string;
  operation: Operation;
}

/** The document exactly as a client downloads it. */
export async function servedDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      operation,
    })),
  );
}

/** The schemes an operation requires, all together (the document never offers alternatives). */
export const schemesOf = (operation: Operation) => Object.keys(operation.security?.[0] ?? {}).sort();
