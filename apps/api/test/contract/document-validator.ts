import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema, OpenApiDocument, Operation, Response } from './served-document';

// ajv-formats is CommonJS: its default export is the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim();

/**
 * Checks answers and request bodies against the served document with ajv, strictly: an answer whose status
 * the operation does not declare, whose media type it does not declare, or whose body its schema refuses
 * is a problem. Schemas are OpenAPI 3.0's dialect, turned into the JSON Schema ajv reads.
 */
export class DocumentValidator {
  private readonly ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
  });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
  }

  /** The documented response for a status, its shared component resolved; undefined if undocumented. */
  response(operation: Operation, status: number): Response | undefined {
    const response = operation.responses[String(status)];
    if (!response?.$ref) return response;
    return this.doc.components.responses[response.$ref.replace('#/components/responses/', '')];
  }

  /** What is wrong with an answer, as readable lines (empty when the document describes it). */
  checkAnswer(operation: Operation, res: LightMyRequestResponse, what: string): string[] {
    const response = this.response(operation, res.statusCode);
    if (!response) return [`${what}: status ${res.statusCode} is not documented (${res.body.slice(0, 160)})`];
    const content = response.content ?? {};
    if (!res.body.length) {
      return Object.keys(content).length && res.statusCode !== 304
        ? [`${what}: ${res.statusCode} came without the documented body`]
        : [];
    }
    const mediaType = mediaTypeOf(res.headers['content-type'] as string | undefined);
    const documented = content[mediaType];
    if (!documented) return [`${what}: ${res.statusCode} ${mediaType} is not a documented media type`];
    if (mediaType !== 'application/json' || !documented.schema) return [];
    const errors = this.errorsOf(documented.schema, res.json());
    return errors.length ? [`${what}: ${res.statusCode} body does not match its schema: ${errors}`] : [];
  }

  /** Why the documented request body refuses `body` ('' when it accepts it). */
  requestErrors(operation: Operation, mediaType: string, body: unknown): string {
    const schema = operation.requestBody?.content[mediaType]?.schema;
    return schema ? this.errorsOf(schema, body) : `no documented ${mediaType} body`;
  }

  private errorsOf(schema: JsonSchema, value: unknown): string {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.toJsonSchema(schema) as AnySchema);
      this.compiled.set(key, validate);
    }
    if (validate(value)) return '';
    return this.ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 600);
  }

  /** OpenAPI 3.0 to JSON Schema: components inlined, boolean exclusive bounds, `example` dropped. */
  private toJsonSchema(node: unknown, seen: string[] = []): unknown {
    if (Array.isArray(node)) return node.map((item) => this.toJsonSchema(item, seen));
    if (!node || typeof node !== 'object') return node;
    const schema = node as JsonSchema;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (seen.includes(name)) throw new Error(`recursive schema ${name}`);
      return this.toJsonSchema(this.doc.components.schemas[name], [...seen, name]);
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'example') continue;
      // Property maps hold schemas under any name: convert their values, keep their keys.
      out[key] =
        key === 'properties'
          ? Object.fromEntries(
              Object.entries(value as JsonSchema).map(([k, v]) => [k, this.toJsonSchema(v, seen)]),
            )
          : this.toJsonSchema(value, seen);
    }
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (out[flag] === true) {
        out[flag] = out[bound];
        delete out[bound];
      } else if (out[flag] === false) delete out[flag];
    }
    return out;
  }
}
