import type { AnswerOf, Calls } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { type CatalogSection, callSection } from './get-catalog-list';
import { CATALOG_KEY } from '@/lib/back-office/query-keys';

const entryCalls = {
  products: 'adminCatalogProduct',
  countries: 'adminCatalogCountry',
  types: 'adminCatalogType',
  purposes: 'adminCatalogPurpose',
} as const;

export type CatalogEntryAnswer<S extends CatalogSection> = AnswerOf<Calls[(typeof entryCalls)[S]]>;

export function getCatalogEntryQueryOptions<S extends CatalogSection>(section: S, id: number) {
  return queryOptions({
    queryKey: [...CATALOG_KEY, section, 'entry', id],
    queryFn: ({ signal }) =>
      callSection(entryCalls[section], {}, { id }, signal) as Promise<CatalogEntryAnswer<S>>,
    staleTime: 0,
  });
}
