import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, SITE_TEXTS } from '@lexfaso/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../error-handler';
import { escapeHtml, renderHeadTags } from './head-tags';
import { readManifest, routeLinks } from './route-chunks';
import { type HeadProvider, headForPath } from './route-heads';

const HEAD_MARKER = '<!--ssr-head-->';

/**
 * Serves the built front end: hashed assets with a long cache, and index.html (with the route's head tags)
 * for every other non-API path so the React router can take over. API paths never get HTML.
 * `headProviders` answer the head tags of the resources' pages (a news item, a document).
 */
export async function registerWebApp(app: FastifyInstance, headProviders: readonly HeadProvider[]) {
  const { webDistDir, productName, publicUrl, contactEmail, socialLinks } = app.deps.config;
  // The footer's links to the product's pages on social networks (SOCIAL_LINKS), read by the app.
  const socialMeta = socialLinks.length
    ? `\n    <meta name="social-links" content="${escapeHtml(socialLinks.map((l) => `${l.label}=${l.href}`).join(';'))}">`
    : '';
  const indexFile = path.join(webDistDir, 'index.html');
  const template = fs.existsSync(indexFile)
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          /<meta name="application-name" content="[^"]*"\s*\/?>/,
          // A function: a `$&` in a name or an address must not be read as a replacement pattern.
          () =>
            `<meta name="application-name" content="${escapeHtml(productName)}">\n    <meta name="contact-email" content="${escapeHtml(contactEmail)}">${socialMeta}`,
        )
        // The build's default title and description give way to the route's own tags.
        .replace(/<title[^>]*>[^<]*<\/title>/g, '')
        .replace(/<meta data-ssr-head[^>]*>/g, '')
    : null;
  const manifest = template ? readManifest(webDistDir) : null;

  if (template) {
    const compressedCopies = new Set(
      fs
        .readdirSync(webDistDir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.br'))
        .map((f) => path.join(webDistDir, f.slice(0, -'.br'.length))),
    );
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of scripts and stylesheets (apps/web/vite.config.ts).
      preCompressed: true,
      // Cache-Control comes from setHeaders alone: with send's own (`public, max-age=0`), which is applied
      // after setHeaders, the hashed assets were revalidated on every page load.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // A file with compressed copies answers brotli, gzip or plain by Accept-Encoding: shared caches must
        // know. (Other files are compressed per request by @fastify/compress, which says so itself.)
        if (/\.(br|gz)$/.test(filePath) || compressedCopies.has(filePath))
          res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 404, API_ERRORS.notFound, 'NOT_FOUND');
    }
    if (!template) {
      return reply.status(503).type('text/plain; charset=utf-8').send(SITE_TEXTS.notBuilt);
    }
    const tags = await headForPath(app, url, headProviders);
    const { preloads, styles } = routeLinks(manifest, url);
    const head = [renderHeadTags(tags, { productName, publicUrl }), preloads];
    // Replacer functions: a title with `$&` or `$'` must not be read as a replacement pattern.
    const html = template
      .replace('</head>', () => (styles ? `  ${styles}\n  </head>` : '</head>'))
      .replace(HEAD_MARKER, () => head.filter(Boolean).join('\n    '));
    return reply
      .status(tags.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
