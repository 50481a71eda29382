import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { calls } from '@storefront/contract';
import { openApiDocument } from '@storefront/contract/openapi';
import type { FastifyInstance } from 'fastify';
import { answerBytes, precompress, RawAnswer } from '../../http/answer.js';
import { API_DOCS_PAGE_CSP } from '../../plugins/security.js';

/** Brotli's quality for these few large texts: Swagger UI's script in about 60 ms rather than 3 s. */
const BROTLI_QUALITY = 5;

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiVersion = (
  JSON.parse(readFileSync(join(swaggerUiDir, 'package.json'), 'utf8')) as { version: string }
).version;

/** Swagger UI's files under its version: a new one is a new address, so each is cached for good. */
const assetsPath = `/api/docs/swagger-ui-${swaggerUiVersion}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Starts Swagger UI on the description; no address from the page's query is ever loaded. */
const startScript = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  displayOperationId: true,
  queryConfigEnabled: false,
  validatorUrl: null,
});
`;

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Storefront API</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${assetsPath}/swagger-ui.css">
    <link rel="stylesheet" href="${assetsPath}/index.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${assetsPath}/swagger-ui-bundle.js"></script>
    <script src="${assetsPath}/start.js"></script>
  </body>
</html>
`;

/** An answer made and compressed the first time it is asked for, then sent as it is. */
function madeOnce(make: () => Promise<Buffer> | Buffer, contentType: string): () => Promise<RawAnswer> {
  let answer: Promise<RawAnswer> | undefined;
  return () =>
    (answer ??= Promise.resolve()
      .then(make)
      .then(
        async (payload) => new RawAnswer(payload, await precompress(payload, BROTLI_QUALITY), contentType),
      ));
}

const swaggerUiFile = (name: string, contentType: string) =>
  madeOnce(() => readFile(join(swaggerUiDir, name)), contentType);

const JAVASCRIPT = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/**
 * The API's description for integrators: `/api/openapi.json` (OpenAPI 3.1, made from the
 * contract's registry of calls, the same for every instance: made on the first request, since
 * it takes a quarter of a second, and kept) and `/api/docs`, Swagger UI on it, served from this
 * origin under a policy of its own (plugins/security.ts). Public, like /api/health: they are not
 * calls of the contract and read no credential.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const description = madeOnce(
    () => Buffer.from(JSON.stringify(openApiDocument(calls))),
    'application/json; charset=utf-8',
  );
  const assets: Record<string, () => Promise<RawAnswer>> = {
    'swagger-ui-bundle.js': swaggerUiFile('swagger-ui-bundle.js', JAVASCRIPT),
    'swagger-ui.css': swaggerUiFile('swagger-ui.css', CSS),
    'index.css': swaggerUiFile('index.css', CSS),
    'start.js': madeOnce(() => Buffer.from(startScript), JAVASCRIPT),
  };

  app.get('/api/openapi.json', { compress: false }, async (request, reply) =>
    answerBytes(request, reply, await description()),
  );

  app.get('/api/docs', async (_request, reply) =>
    reply.header('content-security-policy', API_DOCS_PAGE_CSP).type('text/html; charset=utf-8').send(page),
  );

  for (const [name, answer] of Object.entries(assets))
    app.get(`${assetsPath}/${name}`, { compress: false }, async (request, reply) => {
      reply.header('cache-control', IMMUTABLE);
      return answerBytes(request, reply, await answer());
    });
}
