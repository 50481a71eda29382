import type { AnswerOf, productTypesCall } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

export type ProductTypesAnswer = AnswerOf<typeof productTypesCall>;

export function getProductTypes(
  purposeId: number,
  lang: string,
  signal?: AbortSignal,
): Promise<ProductTypesAnswer> {
  return callApi('productTypes', { type_purpose_id: purposeId, lang }, undefined, signal);
}

export function getProductTypesQueryOptions(purposeId: number, lang: string) {
  return queryOptions({
    queryKey: ['product-types', lang, purposeId],
    queryFn: ({ signal }) => getProductTypes(purposeId, lang, signal),
  });
}

/** The product types of a purpose (spec section 7, `/api/product-types`); waits for a purpose. */
export function useProductTypes(purposeId: number | undefined) {
  const { lang } = useLanguage();
  return useQuery({ ...getProductTypesQueryOptions(purposeId ?? 0, lang), enabled: purposeId !== undefined });
}
