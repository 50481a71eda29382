import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding } from '../http/answer.js';
import type { PageCache } from '../services.js';
import { loadPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const UPLOADS = 'public, max-age=86400';
/** What an upload may be served as; anything else is a download (never a script or a page). */
const UPLOAD_IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/**
 * Serves the built SPA and the uploaded images. Vite's hashed files under /assets/ never change,
 * so they are cached for a year; index.html is revalidated so a deploy shows at once. Any other
 * GET that is not a file and not under /api/ is a page: rendered here when it is a public page and
 * the visitor a guest (ADR 042), else index.html (history mode), which the browser renders.
 */
async function webAppPlugin(
  app: FastifyInstance,
  options: { webDistDir: string; uploadsDir: string; publicUrl: string; pageCache?: PageCache },
): Promise<void> {
  if (existsSync(options.uploadsDir)) {
    // With the uploads' own CSP and nosniff (plugins/security.ts): an image as its type, anything
    // else as a download. In onSend, because @fastify/static sets the type after setHeaders.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/uploads/') || reply.statusCode >= 300) return payload;
      // Here too: @fastify/static's own max-age=0 won over setHeaders.
      reply.header('cache-control', UPLOADS);
      const image = UPLOAD_IMAGE_TYPES[extname(request.url.split('?')[0]!).toLowerCase()];
      if (image) {
        reply.header('content-type', image);
      } else {
        reply.header('content-type', 'application/octet-stream');
        reply.header('content-disposition', 'attachment');
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
    });
  }

  const indexFile = join(options.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    // The build's hashed files (assets/) never change under their name and are cached for a year:
    // no ETag or byte ranges to revalidate or resume them, which would only lengthen every answer.
    await app.register(fastifyStatic, {
      root: join(options.webDistDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      preCompressed: true,
      setHeaders: (res) => {
        res.setHeader('cache-control', IMMUTABLE);
        // In @fastify/compress's spelling, which then does not add it a second time.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      // `/` is a page like the others: rendered on the server when it can be (see sendPage).
      index: false,
      cacheControl: false,
      // Revalidation goes by ETag (the hashed files are served above).
      lastModified: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', REVALIDATE);
      },
    });
  } else {
    app.log.warn(
      { webDistDir: options.webDistDir },
      'web app not built: only the API is served (run npm run build)',
    );
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .sendFile('index.html', options.webDistDir);

  // Public pages are rendered here for guests (ADR 042) when the web app's renderer was built.
  const renderer: PageRenderer | undefined = hasWebApp
    ? await loadPageRenderer(
        app,
        options.webDistDir,
        readFileSync(indexFile, 'utf8'),
        options.publicUrl,
        options.pageCache,
      )
    : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = renderer ? await renderer.render(request) : undefined;
    if (!page) return sendIndex(reply);
    reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'cookie, accept-encoding')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && notModified(request.headers['if-none-match'], page.etag))
      return reply.status(304).send();
    reply.status(page.status);
    return reply.send(pageBytes(request, reply, page));
  };

  // The static files' wildcard would answer `/` itself (as a directory, refused without an index).
  if (hasWebApp) app.get('/', sendPage);
  // Browsers ask for /favicon.ico on a document that names no icon (the API's reference, a
  // provider's page): the shop's icon, not the not-found page.
  if (hasWebApp && existsSync(join(options.webDistDir, 'favicon.svg')))
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    // A missing hashed asset is a real 404, not a page: answering it with HTML would break the app.
    if (hasWebApp && isPage && !path.startsWith('/assets/') && !path.startsWith('/uploads/'))
      return sendPage(request, reply);
    return reply.status(404).send({ error: 'NotFound' });
  });
}

/** Whether `If-None-Match` names the page's tag (compared weakly, as RFC 9110 has it for GET). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The document in the best encoding the client takes, precompressed once per render. */
function pageBytes(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): Buffer {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return page.html;
  reply.header('content-encoding', encoding);
  return page[encoding];
}

export default fp(webAppPlugin, { name: 'web-app' });
