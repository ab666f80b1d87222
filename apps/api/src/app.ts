import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { API_ERRORS, PDF_UPLOAD } from '@lexfaso/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config';
import type { AppDeps } from './deps';
import { NotableRequestLog } from './http/access-log';
import { registerAfterAnswer } from './http/after-answer';
import { registerErrorHandler, sendError } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body';
import { registerOpenApi } from './http/openapi/register';
import { registerPrivateAnswers } from './http/private-answers';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/site/spa';
import { apiGuardDocs, apiModules, apiOperationDocs } from './modules';
import { documentLinkPreview } from './modules/documents/link-preview';
import { stopPdfTextProcess } from './modules/documents/pdf/extract-text';
import { newsLinkPreview } from './modules/news/link-preview';
import { tooManyRequests } from './platform/errors';
import { rateLimitStoreFor } from './platform/rate-limit-store';

/** Paths whose URL carries a secret: logged without it. */
const SECRET_PATH = /^\/(reset-password|verify-email|change-email|not-me)\/[^?]*/;
const redactUrl = (url: string) => url.replace(SECRET_PATH, '/$1/[redacted]');

/**
 * Fastify's own hop count fails closed (it trusts nothing), so a count is given as the function proxy-addr
 * expects: the socket peer is hop 0, and the `hops` nearest addresses are trusted proxies. A direct client could
 * then pose as a proxy: deploy the API reachable only through the proxy, or name the proxies' addresses.
 */
function trustProxyOption(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(
  deps: AppDeps,
  /** logStream: where log lines go instead of stdout (the security suite reads every line of a flow). */
  opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false || deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers["x-csrf-token"]',
                'req.headers.cookie',
                '*.password',
                '*.token',
                '*.otp',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    logController: deps.config.logRequests === 'all' ? undefined : new NotableRequestLog(),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL that cannot be decoded (e.g. %ED%A0%80) is refused before routing: in the envelope too.
    frameworkErrors: (_err, _request, reply) => sendError(reply, 400, API_ERRORS.badRequest, 'BAD_REQUEST'),
  });
  app.decorate('deps', deps);
  registerAfterAnswer(app);
  // The PDF text thread (one per process) ends with the app, once the uploads it is reading are done.
  app.addHook('onClose', () => stopPdfTextProcess());
  app.decorateRequest('authSession', undefined);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await registerSecurityHeaders(app, deps.config.env === 'production');
  registerPrivateAnswers(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreFor(deps.counters),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        context.ttl / 1000,
        API_ERRORS.rateLimitedFor(Math.max(1, Math.ceil(context.ttl / 1000))),
      ),
  });
  await app.register(multipart, {
    limits: { fileSize: PDF_UPLOAD.maxBytes, files: 1, fields: 30, fieldSize: 2 * 1_048_576, parts: 40 },
    throwFileSizeLimit: true,
  });
  await registerOpenApi(app, {
    productName: deps.config.productName,
    publicUrl: deps.config.publicUrl,
    operations: apiOperationDocs,
    guards: apiGuardDocs,
  });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, [newsLinkPreview, documentLinkPreview]);
  return app;
}
