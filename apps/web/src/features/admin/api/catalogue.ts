import type {
  AdminCatalogueCountry,
  AdminCatalogueOptions,
  AdminCatalogueProduct,
  AdminCataloguePurpose,
  AdminCatalogueType,
  AnswerOf,
  Calls,
} from '@storefront/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';

export type {
  AdminCatalogueCountry,
  AdminCatalogueOptions,
  AdminCatalogueProduct,
  AdminCataloguePurpose,
  AdminCatalogueType,
};

/** The catalogue's sections, as their addresses name them. */
export const catalogueSections = ['products', 'countries', 'types', 'purposes'] as const;
export type CatalogueSection = (typeof catalogueSections)[number];

export const isCatalogueSection = (value: unknown): value is CatalogueSection =>
  typeof value === 'string' && (catalogueSections as readonly string[]).includes(value);

/** The columns each section's list sorts by on the server, the first its default. */
export const catalogueSorts = {
  products: ['sort', 'name', 'price', 'country', 'id'],
  countries: ['sort', 'name', 'code', 'popular', 'id'],
  types: ['sort', 'name', 'code', 'id'],
  purposes: ['sort', 'name', 'id'],
} as const satisfies Record<CatalogueSection, readonly string[]>;

/** A list as the address asks for it: `?page=2&sort=name&dir=desc&q=…&active=1&country=3`. */
export interface CatalogueListState {
  page: number;
  sort: string;
  dir: 'asc' | 'desc';
  q: string;
  active: '' | '1' | '0';
  /** Products only: one country's. */
  country?: number | undefined;
}

export const CATALOGUE_PAGE_SIZE = 20;

/** Reads the list's state from the address; anything unknown falls back to the default. */
export function parseCatalogueListState(
  section: CatalogueSection,
  params: URLSearchParams,
): CatalogueListState {
  const sorts: readonly string[] = catalogueSorts[section];
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
export function catalogueListSearch(state: CatalogueListState): string {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  params.set('sort', state.sort);
  if (state.dir === 'desc') params.set('dir', 'desc');
  if (state.q) params.set('q', state.q);
  if (state.active) params.set('active', state.active);
  if (state.country) params.set('country', String(state.country));
  return `?${params}`;
}

export const CATALOGUE_KEY = [...USER_DATA_KEY, 'admin-catalogue'] as const;

/** A call of one section, picked by name at run time: the answer is typed by the caller. */
const callSection = callApi as unknown as (
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

export type CatalogueListAnswer<S extends CatalogueSection> = AnswerOf<Calls[(typeof listCalls)[S]]>;

function listBody(state: CatalogueListState) {
  return {
    pagesize: CATALOGUE_PAGE_SIZE,
    sort: state.sort,
    dir: state.dir,
    ...(state.q && { q: state.q }),
    ...(state.active && { active: state.active === '1' }),
    ...(state.country && { country_id: state.country }),
  };
}

export function getCatalogueListQueryOptions<S extends CatalogueSection>(
  section: S,
  state: CatalogueListState,
) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, section, 'list', state],
    queryFn: ({ signal }) =>
      callSection(listCalls[section], listBody(state), { page: state.page }, signal) as Promise<
        CatalogueListAnswer<S>
      >,
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const entryCalls = {
  products: 'adminCatalogueProduct',
  countries: 'adminCatalogueCountry',
  types: 'adminCatalogueType',
  purposes: 'adminCataloguePurpose',
} as const;

export type CatalogueEntryAnswer<S extends CatalogueSection> = AnswerOf<Calls[(typeof entryCalls)[S]]>;

export function getCatalogueEntryQueryOptions<S extends CatalogueSection>(section: S, id: number) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, section, 'entry', id],
    queryFn: ({ signal }) =>
      callSection(entryCalls[section], {}, { id }, signal) as Promise<CatalogueEntryAnswer<S>>,
    staleTime: 0,
  });
}

export function getCatalogueOptionsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, 'options', lang],
    queryFn: ({ signal }) => callApi('adminCatalogueOptions', { lang }, undefined, signal),
    staleTime: 0,
  });
}

const deleteCalls = {
  products: 'adminCatalogueProductDelete',
  countries: 'adminCatalogueCountryDelete',
  types: 'adminCatalogueTypeDelete',
  purposes: 'adminCataloguePurposeDelete',
} as const;

export function deleteCatalogueEntry(section: CatalogueSection, id: number) {
  return callSection(deleteCalls[section], {}, { id });
}

/** After a save or a delete every catalogue list, entry and choice is read again. */
export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
}

/** The forms' rules (the contract's schemas), loaded with the form's first focus. */
export const loadCatalogueRules = () => loadChunk(() => import('./catalogue-rules'));
