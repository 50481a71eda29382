import type { AnswerOf, Calls } from '@storefront/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { backOfficePaths } from '@/config/back-office-paths';
import {
  type AddressState,
  choice,
  choiceOr,
  direction,
  id,
  listAddress,
  page,
  text,
} from '@/lib/back-office/list-state';
import { CATALOG_KEY } from '@/lib/back-office/query-keys';

/** The catalog's sections, as their addresses name them. */
export const catalogSections = ['products', 'countries', 'types', 'purposes'] as const;
export type CatalogSection = (typeof catalogSections)[number];

export const isCatalogSection = (value: unknown): value is CatalogSection =>
  typeof value === 'string' && (catalogSections as readonly string[]).includes(value);

/** The columns each section's list sorts by on the server, the first its default. */
export const catalogSorts = {
  products: ['sort', 'name', 'price', 'country', 'id'],
  countries: ['sort', 'name', 'code', 'popular', 'id'],
  types: ['sort', 'name', 'code', 'id'],
  purposes: ['sort', 'name', 'id'],
} as const satisfies Record<CatalogSection, readonly string[]>;

/** A section's list as the address asks for it: `?q=…&active=1&country=3&sort=name&dir=desc&page=2`. */
const sectionAddress = (section: CatalogSection) =>
  listAddress(backOfficePaths.adminCatalogSection(section), {
    q: text(),
    active: choice(['1', '0'] as const),
    /** Products only: one country's. */
    country: id,
    sort: choiceOr<string>(catalogSorts[section], catalogSorts[section][0]),
    dir: direction('asc'),
    page,
  });

export const catalogAddresses = {
  products: sectionAddress('products'),
  countries: sectionAddress('countries'),
  types: sectionAddress('types'),
  purposes: sectionAddress('purposes'),
} satisfies Record<CatalogSection, ReturnType<typeof sectionAddress>>;
export type CatalogListState = AddressState<ReturnType<typeof sectionAddress>>;

export const CATALOG_PAGE_SIZE = 20;

/** A call of one section, picked by name at run time: the answer is typed by the caller. */
export const callSection = callApi as unknown as (
  name: string,
  body: object,
  query?: Record<string, number>,
  signal?: AbortSignal,
) => Promise<unknown>;

const listCalls = {
  products: 'adminCatalogProducts',
  countries: 'adminCatalogCountries',
  types: 'adminCatalogTypes',
  purposes: 'adminCatalogPurposes',
} as const;

export type CatalogListAnswer<S extends CatalogSection> = AnswerOf<Calls[(typeof listCalls)[S]]>;

function listBody(section: CatalogSection, state: CatalogListState) {
  return {
    pagesize: CATALOG_PAGE_SIZE,
    sort: state.sort,
    dir: state.dir,
    ...(state.q && { q: state.q }),
    ...(state.active && { active: state.active === '1' }),
    ...(section === 'products' && state.country && { country_id: state.country }),
  };
}

export function getCatalogListQueryOptions<S extends CatalogSection>(section: S, state: CatalogListState) {
  return queryOptions({
    queryKey: [...CATALOG_KEY, section, 'list', state],
    queryFn: ({ signal }) =>
      callSection(listCalls[section], listBody(section, state), { page: state.page }, signal) as Promise<
        CatalogListAnswer<S>
      >,
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
