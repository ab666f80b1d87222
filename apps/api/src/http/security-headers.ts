import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * One CSP for the whole product: only our own scripts (no inline script; JSON-LD blocks are data, not script),
 * no plugins, no framing. HSTS only in production where TLS terminates in front of us.
 * No CORS plugin is registered: the site and the API share one origin, so no origin is ever echoed.
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
