import type { SellerRequisites } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormOutput } from '@/components/form/use-contract-form';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import type { sellerSchema } from './rules';
import { SETUP_KEY } from '@/lib/back-office/query-keys';
import { SELLER_KEY } from './get-seller';

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
