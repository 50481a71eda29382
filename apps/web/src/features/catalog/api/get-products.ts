import { type AnswerOf, type productsCall } from '@storefront/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type ProductsAnswer = AnswerOf<typeof productsCall>;

/** A country's products; for a company of a register (`companyId`), only those that fit it. */
export function getProducts(
  countryId: number,
  lang: string,
  signal?: AbortSignal,
  companyId?: number,
): Promise<ProductsAnswer> {
  return callApi(
    'products',
    { country_id: countryId, lang, ...(companyId !== undefined && { company_id: companyId }) },
    undefined,
    signal,
  );
}

export function getProductsQueryOptions(countryId: number, lang: string, companyId?: number) {
  return queryOptions({
    queryKey:
      companyId === undefined ? ['products', lang, countryId] : ['products', lang, countryId, companyId],
    queryFn: ({ signal }) => getProducts(countryId, lang, signal, companyId),
  });
}

/**
 * A country's products and the purposes they serve; waits until a country is known. With
 * `keepPrevious` (a picker switching countries in place), the previous country's products stay on
 * screen while the next ones load, instead of a spinner. With `companyId` (a register's company),
 * only the products that company can have.
 */
export function useProducts(
  countryId: number | undefined,
  { keepPrevious = false, companyId }: { keepPrevious?: boolean; companyId?: number } = {},
) {
  const { lang } = useLanguage();
  return useQuery({
    ...getProductsQueryOptions(countryId ?? 0, lang, companyId),
    enabled: countryId !== undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
