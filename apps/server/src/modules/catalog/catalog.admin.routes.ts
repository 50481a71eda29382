import {
  adminCatalogCountriesCall,
  adminCatalogCountryCall,
  adminCatalogCountryDeleteCall,
  adminCatalogCountrySaveCall,
  adminCatalogOptionsCall,
  adminCatalogProductCall,
  adminCatalogProductDeleteCall,
  adminCatalogProductsCall,
  adminCatalogProductSaveCall,
  adminCatalogPurposeCall,
  adminCatalogPurposeDeleteCall,
  adminCatalogPurposesCall,
  adminCatalogPurposeSaveCall,
  adminCatalogTypeCall,
  adminCatalogTypeDeleteCall,
  adminCatalogTypesCall,
  adminCatalogTypeSaveCall,
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

  app.serveCall(adminCatalogCountriesCall, async ({ body, query }) => ({
    countries: await catalogAdmin.countries(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogCountryCall, async ({ query }) => ({
    country: await catalogAdmin.country(query.id),
  }));
  app.serveCall(adminCatalogCountrySaveCall, async ({ body, query, write }) => ({
    country: await catalogAdmin.country(await catalogAdmin.saveCountry(write, query.id, body)),
  }));
  app.serveCall(adminCatalogCountryDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deleteCountry(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogPurposesCall, async ({ body, query }) => ({
    purposes: await catalogAdmin.purposes(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogPurposeCall, async ({ query }) => ({
    purpose: await catalogAdmin.purpose(query.id),
  }));
  app.serveCall(adminCatalogPurposeSaveCall, async ({ body, query, write }) => ({
    purpose: await catalogAdmin.purpose(await catalogAdmin.savePurpose(write, query.id, body)),
  }));
  app.serveCall(adminCatalogPurposeDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deletePurpose(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogTypesCall, async ({ body, query }) => ({
    types: await catalogAdmin.types(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogTypeCall, async ({ query }) => ({ type: await catalogAdmin.type(query.id) }));
  app.serveCall(adminCatalogTypeSaveCall, async ({ body, query, write }) => ({
    type: await catalogAdmin.type(await catalogAdmin.saveType(write, query.id, body)),
  }));
  app.serveCall(adminCatalogTypeDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deleteType(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogProductsCall, async ({ body, query }) => ({
    products: await catalogAdmin.products({ ...listQuery(body, query.page), countryId: body.country_id }),
  }));
  app.serveCall(adminCatalogProductCall, async ({ query }) => ({
    product: await catalogAdmin.product(query.id),
  }));
  app.serveCall(adminCatalogProductSaveCall, async ({ body, query, write }) => ({
    product: await catalogAdmin.product(await catalogAdmin.saveProduct(write, query.id, body)),
  }));
  app.serveCall(adminCatalogProductDeleteCall, async ({ query, write }) => {
    await catalogAdmin.deleteProduct(write, query.id);
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogOptionsCall, async ({ body }) =>
    catalogAdmin.options(await locales.resolve(body.lang)),
  );
}
