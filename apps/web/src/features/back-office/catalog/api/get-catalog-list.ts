import type { AnswerOf, Calls } from '@storefront/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
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

/** A list as the address asks for it: `?page=2&sort=name&dir=desc&q=…&active=1&country=3`. */
export interface CatalogListState {
  page: number;
  sort: string;
  dir: 'asc' | 'desc';
  q: string;
  active: '' | '1' | '0';
  /** Products only: one country's. */
  country?: number | undefined;
}

export const CATALOG_PAGE_SIZE = 20;

/** Reads the list's state from the address; anything unknown falls back to the default. */
export function parseCatalogListState(section: CatalogSection, params: URLSearchParams): CatalogListState {
  const sorts: readonly string[] = catalogSorts[section];
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const active = params.get('active');
  const country = Number(params.get('country'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: sorts.includes(sort) ? sort : sorts[0]!,
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    q: (params.get('q') ?? '').trim().slice(0, 255),
    active: active === '1' || active === '0' ? active : '',
    country: section === 'products' && Number.isInteger(country) && country > 0 ? country : undefined,
  };
}

/** The address of a list state (defaults left out). */
export function catalogListSearch(state: CatalogListState): string {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  params.set('sort', state.sort);
  if (state.dir === 'desc') params.set('dir', 'desc');
  if (state.q) params.set('q', state.q);
  if (state.active) params.set('active', state.active);
  if (state.country) params.set('country', String(state.country));
  return `?${params}`;
}

/** A call of one section, picked by name at run time: the answer is typed by the caller. */
export const callSection = callApi as unknown as (
  name: string,
  body: object,
  query?: Record<string, number>,
  signal?: AbortSignal,
) => Promise<unknown>;

const listCalls = {
  products: 'adminCatalogueProducts',
  countries: 'adminCatalogueCountries',
  types: 'adminCatalogueTypes',
  purposes: 'adminCataloguePurposes',
} as const;

export type CatalogListAnswer<S extends CatalogSection> = AnswerOf<Calls[(typeof listCalls)[S]]>;

function listBody(state: CatalogListState) {
  return {
    pagesize: CATALOG_PAGE_SIZE,
    sort: state.sort,
    dir: state.dir,
    ...(state.q && { q: state.q }),
    ...(state.active && { active: state.active === '1' }),
    ...(state.country && { country_id: state.country }),
  };
}

export function getCatalogListQueryOptions<S extends CatalogSection>(section: S, state: CatalogListState) {
  return queryOptions({
    queryKey: [...CATALOG_KEY, section, 'list', state],
    queryFn: ({ signal }) =>
      callSection(listCalls[section], listBody(state), { page: state.page }, signal) as Promise<
        CatalogListAnswer<S>
      >,
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
