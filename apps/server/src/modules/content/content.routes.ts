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
import type { Services } from '../../services.js';

export async function contentRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { content, locales, settings } = services;

  app.serveCall(countriesCall, async ({ body }) => content.countries(await locales.resolve(body.lang), body));
  app.serveCall(pageCall, async ({ body }) => content.page(body.link, await locales.resolve(body.lang)));
  app.serveCall(faqsCall, async ({ body }) => content.faqs(await locales.resolve(body.lang)));
  app.serveCall(firstDocsCall, async ({ body }) =>
    content.firstDocs(await locales.resolve(body.lang), body.country_id),
  );
  app.serveCall(firstAdvantagesCall, async ({ body }) =>
    content.advantages(await locales.resolve(body.lang)),
  );
  app.serveCall(firstPayOptionsCall, async ({ body }) =>
    content.payOptions(await locales.resolve(body.lang), await settings.paymentMethods()),
  );
  app.serveCall(reviewsCall, async ({ body }) => content.reviews(await locales.resolve(body.lang)));
  app.serveCall(articlesCall, async ({ body, query }) =>
    content.articles(await locales.resolve(body.lang), {
      categoryId: query.category_id,
      page: query.page,
      pageSize: body.pagesize,
    }),
  );
  app.serveCall(articleCall, async ({ body }) =>
    content.article(body.path, await locales.resolve(body.lang)),
  );
}
