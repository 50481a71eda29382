import { productTypesCall, productsCall, typePurposesCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../http/endpoint.js';
import type { Services } from '../../services.js';

export async function catalogRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { catalog, locales } = services;

  serveCall(app, typePurposesCall, async ({ body }) =>
    catalog.typePurposes(await locales.resolve(body.lang), body.country_id),
  );
  serveCall(app, productTypesCall, async ({ body }) =>
    catalog.productTypes(await locales.resolve(body.lang), body.type_purpose_id),
  );
  serveCall(app, productsCall, async ({ body }) =>
    catalog.productsAnswer(await locales.resolve(body.lang), body.country_id),
  );
}
