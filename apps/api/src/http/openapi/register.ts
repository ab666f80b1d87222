import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import { describeRoutes } from './describe-route';
import { finishDocument } from './finish-document';
import type { GuardDoc, OperationDocs } from './operation-docs';
import { SECURITY_SCHEMES } from './shared-components';

export interface OpenApiSources {
  productName: string;
  publicUrl: string;
  /** Every operation's entry (the modules' tables). */
  operations: OperationDocs;
  /** The guards routes use, with the security they require (beside the guards, in the accounts module). */
  guards: readonly GuardDoc[];
}

/**
 * OpenAPI generated from the same zod schemas that validate requests, completed from the operation and
 * guard tables, served at /api/docs (JSON at /api/docs/json). See docs/api-contract.md.
 */
export async function registerOpenApi(app: FastifyInstance, sources: OpenApiSources) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${sources.productName} API`,
        version: '1.0.0',
        description: API_DOCS.description,
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Paths are written in full (/api/...) under a server that is the site's own address.
    stripBasePath: false,
    transform: describeRoutes(sources.operations, sources.guards),
    transformObject: finishDocument(sources.publicUrl),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's own CSP allows same-origin framing; the product's rule is no framing at all.
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
