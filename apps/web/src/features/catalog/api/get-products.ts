import { type AnswerOf, type productsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type ProductsAnswer = AnswerOf<typeof productsCall>;

export function getProducts(countryId: number, lang: string, signal?: AbortSignal): Promise<ProductsAnswer> {
  return callApi('products', { country_id: countryId, lang }, undefined, signal);
}

export function getProductsQueryOptions(countryId: number, lang: string) {
  return queryOptions({
    queryKey: ['products', lang, countryId],
    queryFn: ({ signal }) => getProducts(countryId, lang, signal),
  });
}

/**
 * A country's products and the purposes they serve; waits until a country is known. With
 * `keepPrevious` (a picker switching countries in place), the previous country's products stay on
 * screen while the next ones load, instead of a spinner.
 */
export function useProducts(countryId: number | undefined, { keepPrevious = false } = {}) {
  const { lang } = useLanguage();
  return useQuery({
    ...getProductsQueryOptions(countryId ?? 0, lang),
    enabled: countryId !== undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
