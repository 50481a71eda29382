import { type AdminCustomerDetail } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { loadChunk } from '@/lib/chunk-load';
import { CUSTOMERS_KEY } from './get-customers';
import { getCustomerQueryOptions } from './get-customer';

/** The block form's rules: the contract's reason, loaded with the form's first focus. */
export const loadBlockRules = () => loadChunk(() => import('./rules')).then((rules) => rules.blockSchema);

/** Blocks or unblocks with the reason; the page shows the answer, the list reloads. */
export function setCustomerBlocked(id: number, blocked: boolean, reason: string) {
  return callApi(blocked ? 'adminCustomerBlock' : 'adminCustomerUnblock', { reason }, { id }).then(
    (answer) => answer.customer,
  );
}

/** Puts a block's or unblock's answer in place of the page and marks the lists stale. */
export function useCustomerBlockedSaved() {
  const queryClient = useQueryClient();
  return (customer: AdminCustomerDetail) => {
    queryClient.setQueryData(getCustomerQueryOptions(customer.id).queryKey, customer);
    void queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, 'list'] });
  };
}
