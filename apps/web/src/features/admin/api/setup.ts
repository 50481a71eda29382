import type { AdminSetup, SellerRequisites } from '@storefront/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { USER_DATA_KEY } from '@/lib/language';
import type { sellerSchema } from './rules';

export type { AdminSetup, SellerRequisites };

/** The dashboard's set-up checklist: what a real shop still lacks before it sells. */
export function getSetup(signal?: AbortSignal): Promise<AdminSetup> {
  return callApi('adminSetup', {}, undefined, signal);
}

export const SETUP_KEY = [...USER_DATA_KEY, 'admin-setup'] as const;

export function getSetupQueryOptions() {
  return queryOptions({ queryKey: SETUP_KEY, queryFn: ({ signal }) => getSetup(signal), staleTime: 30_000 });
}

export function useSetup() {
  return useQuery(getSetupQueryOptions());
}

/** The seller's requisites as kept; null until an administrator enters them. */
export function getSeller(signal?: AbortSignal): Promise<SellerRequisites | null> {
  return callApi('adminSeller', {}, undefined, signal).then((answer) => answer.seller);
}

export const SELLER_KEY = [...USER_DATA_KEY, 'admin-seller'] as const;

export function useSeller() {
  return useQuery(
    queryOptions({ queryKey: SELLER_KEY, queryFn: ({ signal }) => getSeller(signal), staleTime: 30_000 }),
  );
}

/** The seller form's rules (the contract's), loaded with the form's first focus. */
export const loadSellerRules = () => loadChunk(() => import('./rules')).then((rules) => rules.sellerSchema);
export type SellerSchema = typeof sellerSchema;
export type SellerRequest = FormOutput<SellerSchema>;

export function saveSeller(values: SellerRequest): Promise<SellerRequisites> {
  return callApi('adminSellerSave', values).then((answer) => answer.seller);
}

/** After a save: the form takes the answer, and the checklist and the shop's settings are read again. */
export function useSellerSaved() {
  const queryClient = useQueryClient();
  return async (seller: SellerRequisites) => {
    queryClient.setQueryData(SELLER_KEY, seller);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SETUP_KEY }),
      queryClient.invalidateQueries({ queryKey: ['settings'] }),
    ]);
  };
}
