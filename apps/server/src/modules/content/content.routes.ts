import {
  articleCall,
  articlesCall,
  countriesCall,
  faqsCall,
  firstAdvantagesCall,
  firstDocsCall,
  firstPayOptionsCall,
  pageCall,
  reviewsCall,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

export async function contentRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { content, locales } = services;

  serveCall(app, countriesCall, async ({ body }) =>
    content.countries(await locales.resolve(body.lang), body),
  );
  serveCall(app, pageCall, async ({ body }) => content.page(body.link, await locales.resolve(body.lang)));
  serveCall(app, faqsCall, async ({ body }) => content.faqs(await locales.resolve(body.lang)));
  serveCall(app, firstDocsCall, async ({ body }) =>
    content.firstDocs(await locales.resolve(body.lang), body.country_id),
  );
  serveCall(app, firstAdvantagesCall, async ({ body }) =>
    content.advantages(await locales.resolve(body.lang)),
  );
  serveCall(app, firstPayOptionsCall, async ({ body }) =>
    content.payOptions(await locales.resolve(body.lang)),
  );
  serveCall(app, reviewsCall, async ({ body }) => content.reviews(await locales.resolve(body.lang)));
  serveCall(app, articlesCall, async ({ body, query }) =>
    content.articles(await locales.resolve(body.lang), {
      categoryId: query.category_id,
      page: query.page,
      pageSize: body.pagesize,
    }),
  );
  serveCall(app, articleCall, async ({ body }) =>
    content.article(body.path, await locales.resolve(body.lang)),
  );
}
