import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CATALOG_KEY } from './query-keys';

export function getCatalogOptionsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: [...CATALOG_KEY, 'options', lang],
    queryFn: ({ signal }) => callApi('adminCatalogOptions', { lang }, undefined, signal),
    staleTime: 0,
  });
}
