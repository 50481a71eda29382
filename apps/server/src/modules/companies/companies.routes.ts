import { companies2Call, companiesCall } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { encodedWhenRepeated } from '../../http/answer.js';
import type { Services } from '../../services.js';

/** The company search: the first page with the country's offer, then later pages. */
export async function companiesRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { companies, locales } = services;

  // Answers come from the search cache, the same object while the register and the content stay
  // as they are: one asked again is sent precompressed (ADR 024, addendum on the search cache).
  app.serveCall(companiesCall, async ({ body }) =>
    encodedWhenRepeated(await companies.firstPage(await locales.resolve(body.lang), body)),
  );
  // The page comes in the address (`/api/companies2?page=`); the body's is a fallback.
  app.serveCall(companies2Call, async ({ body, query }) =>
    encodedWhenRepeated(
      await companies.laterPage(await locales.resolve(body.lang), {
        ...body,
        page: query.page ?? body.page ?? 2,
      }),
    ),
  );
}
