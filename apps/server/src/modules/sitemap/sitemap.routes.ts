import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** For search engines: the public pages in both languages, and where the sitemap is. */
export async function sitemapRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await services.sitemap.sitemapXml()),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(services.sitemap.robotsTxt()),
  );
}
