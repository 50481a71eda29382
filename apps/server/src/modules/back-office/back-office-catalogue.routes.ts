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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.js';
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

/** The back-office's catalogue (ADR 035): administrators only, every write audited. */
export async function backOfficeCatalogueRoutes(
  app: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const { catalogAdmin, backOfficeCatalogue } = services;
  const by = (manager: UserRow, request: FastifyRequest, action: string) => ({
    manager,
    ip: request.ip,
    action,
  });

  app.serveCall(adminCatalogueCountriesCall, async ({ body, query }) => ({
    countries: await catalogAdmin.countries(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogueCountryCall, async ({ query }) => ({
    country: await catalogAdmin.country(query.id),
  }));
  app.serveCall(adminCatalogueCountrySaveCall, async ({ body, query, manager, request, write }) => {
    const id = await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCatalogueCountrySaveCall.path),
      (trx) => catalogAdmin.saveCountry(trx, query.id, body),
    );
    return { country: await catalogAdmin.country(id) };
  });
  app.serveCall(adminCatalogueCountryDeleteCall, async ({ query, manager, request, write }) => {
    await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCatalogueCountryDeleteCall.path),
      (trx) => catalogAdmin.deleteCountry(trx, query.id),
    );
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCataloguePurposesCall, async ({ body, query }) => ({
    purposes: await catalogAdmin.purposes(listQuery(body, query.page)),
  }));
  app.serveCall(adminCataloguePurposeCall, async ({ query }) => ({
    purpose: await catalogAdmin.purpose(query.id),
  }));
  app.serveCall(adminCataloguePurposeSaveCall, async ({ body, query, manager, request, write }) => {
    const id = await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCataloguePurposeSaveCall.path),
      (trx) => catalogAdmin.savePurpose(trx, query.id, body),
    );
    return { purpose: await catalogAdmin.purpose(id) };
  });
  app.serveCall(adminCataloguePurposeDeleteCall, async ({ query, manager, request, write }) => {
    await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCataloguePurposeDeleteCall.path),
      (trx) => catalogAdmin.deletePurpose(trx, query.id),
    );
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogueTypesCall, async ({ body, query }) => ({
    types: await catalogAdmin.types(listQuery(body, query.page)),
  }));
  app.serveCall(adminCatalogueTypeCall, async ({ query }) => ({ type: await catalogAdmin.type(query.id) }));
  app.serveCall(adminCatalogueTypeSaveCall, async ({ body, query, manager, request, write }) => {
    const id = await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCatalogueTypeSaveCall.path),
      (trx) => catalogAdmin.saveType(trx, query.id, body),
    );
    return { type: await catalogAdmin.type(id) };
  });
  app.serveCall(adminCatalogueTypeDeleteCall, async ({ query, manager, request, write }) => {
    await backOfficeCatalogue.write(write, by(manager, request, adminCatalogueTypeDeleteCall.path), (trx) =>
      catalogAdmin.deleteType(trx, query.id),
    );
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogueProductsCall, async ({ body, query }) => ({
    products: await catalogAdmin.products({ ...listQuery(body, query.page), countryId: body.country_id }),
  }));
  app.serveCall(adminCatalogueProductCall, async ({ query }) => ({
    product: await catalogAdmin.product(query.id),
  }));
  app.serveCall(adminCatalogueProductSaveCall, async ({ body, query, manager, request, write }) => {
    const id = await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCatalogueProductSaveCall.path),
      (trx) => catalogAdmin.saveProduct(trx, query.id, body),
    );
    return { product: await catalogAdmin.product(id) };
  });
  app.serveCall(adminCatalogueProductDeleteCall, async ({ query, manager, request, write }) => {
    await backOfficeCatalogue.write(
      write,
      by(manager, request, adminCatalogueProductDeleteCall.path),
      (trx) => catalogAdmin.deleteProduct(trx, query.id),
    );
    return { deleted: true as const, id: query.id };
  });

  app.serveCall(adminCatalogueOptionsCall, async ({ body }) =>
    catalogAdmin.options(await services.locales.resolve(body.lang)),
  );
}
