import { productTypesCall, productsCall, typePurposesCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { encodedOnce } from '../../http/answer.js';
import type { Services } from '../../services.js';

export async function catalogRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { catalog, locales } = services;

  app.serveCall(typePurposesCall, async ({ body }) =>
    catalog.typePurposes(await locales.resolve(body.lang), body.country_id),
  );
  app.serveCall(productTypesCall, async ({ body }) =>
    catalog.productTypes(await locales.resolve(body.lang), body.type_purpose_id),
  );
  // A country's products change only with the content: serialised and compressed once.
  app.serveCall(productsCall, async ({ body }) =>
    encodedOnce(await catalog.products(await locales.resolve(body.lang), body.country_id)),
  );
}
