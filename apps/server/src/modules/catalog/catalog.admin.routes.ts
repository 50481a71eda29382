import {
  adminCatalogueCountriesCall,
  adminCatalogueCountryCall,
  adminCatalogueCountryDeleteCall,
  adminCatalogueCountrySaveCall,
  adminCatalogueOptionsCall,
  adminCatalogueProductCall,
  adminCatalogueProductDeleteCall,
  adminCatalogueProductsCall,
  adminCatalogueProductSaveCall,
  adminCataloguePurposeCall,
  adminCataloguePurposeDeleteCall,
  adminCataloguePurposesCall,
  adminCataloguePurposeSaveCall,
  adminCatalogueTypeCall,
  adminCatalogueTypeDeleteCall,
  adminCatalogueTypesCall,
  adminCatalogueTypeSaveCall,
  LIMITS,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

/** The list calls' common body: the page, its size, the sort, the search and the activity filter. */
const listQuery = <S extends string>(
  body: {
    pagesize?: number | undefined;
    sort: S;
    dir: 'asc' | 'desc';
    q?: string | undefined;
    active?: boolean | undefined;
  },
  page: number | undefined,
) => ({
  page: page ?? 1,
  pageSize: body.pagesize ?? LIMITS.defaultPageSize,
  sort: body.sort,
  dir: body.dir,
  q: body.q,
  active: body.active,
});

/** The back-office's catalog (ADR 035): administrators only, every write audited. */
export async function catalogAdminRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { catalogAdmin, locales } = services;

  app.serveCall(adminCatalogueCountriesCall, async ({ body, query }) => ({
    countries: await catalogAdmin.countries(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogueCountryCall, async ({ query }) => ({
    country: await catalogAdmin.country(query.id),
  }));
  app.serveCall(adminCatalogueCountrySaveCall, async ({ body, query, write }) => ({
    country: await catalogAdmin.country(await catalogAdmin.saveCountry(write, query.id, body)),
  }));
  app.serveCall(adminCatalogueCountryDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deleteCountry(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCataloguePurposesCall, async ({ body, query }) => ({
    purposes: await catalogAdmin.purposes(listQuery(body, query.page)),
  }));
  app.serveCall(adminCataloguePurposeCall, async ({ query }) => ({
    purpose: await catalogAdmin.purpose(query.id),
  }));
  app.serveCall(adminCataloguePurposeSaveCall, async ({ body, query, write }) => ({
    purpose: await catalogAdmin.purpose(await catalogAdmin.savePurpose(write, query.id, body)),
  }));
  app.serveCall(adminCataloguePurposeDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deletePurpose(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogueTypesCall, async ({ body, query }) => ({
    types: await catalogAdmin.types(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogueTypeCall, async ({ query }) => ({ type: await catalogAdmin.type(query.id) }));
  app.serveCall(adminCatalogueTypeSaveCall, async ({ body, query, write }) => ({
    type: await catalogAdmin.type(await catalogAdmin.saveType(write, query.id, body)),
  }));
  app.serveCall(adminCatalogueTypeDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deleteType(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogueProductsCall, async ({ body, query }) => ({
    products: await catalogAdmin.products({ ...listQuery(body, query.page), countryId: body.country_id }),
  }));
  app.serveCall(adminCatalogueProductCall, async ({ query }) => ({
    product: await catalogAdmin.product(query.id),
  }));
  app.serveCall(adminCatalogueProductSaveCall, async ({ body, query, write }) => ({
    product: await catalogAdmin.product(await catalogAdmin.saveProduct(write, query.id, body)),
  }));
  app.serveCall(adminCatalogueProductDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deleteProduct(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogueOptionsCall, async ({ body }) =>
    catalogAdmin.options(await locales.resolve(body.lang)),
  );
}
